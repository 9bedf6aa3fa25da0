// Sends the deliveries (docs/webhooks.md): a job runner of its own kind (platform/jobs.ts) over
// `webhook_deliveries`. Each attempt is signed afresh (a new timestamp), waits `timeoutMs` at most,
// follows no redirect, and writes what came back (status, the start of the body, the time taken) on
// the delivery, which is the delivery log. A 2xx is delivered; anything else is retried with a
// doubling wait for about a day. An endpoint that has failed for a day without one success in between
// is disabled, and its customer is emailed.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sendEmail } from '../email/outbox.ts';
import { findCustomer } from '../customers/queries.ts';
import { hostLanguage, splitContacts } from '../notifications/recipients.ts';
import type { Database } from '../platform/database.ts';
import { createJobRunner, type Claimed, type JobRunner } from '../platform/jobs.ts';
import type { SecretBox } from '../third-parties/crypto.ts';
import { refuseAddress, type AddressPolicy } from './addresses.ts';
import { onWebhookEvents } from './events.ts';
import { disabledEmail } from './messages.ts';
import { signedHeaders } from './signing.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../db/schema/webhooks.ts';

/** A day of failures disables an endpoint. */
export const disableAfterMs = 24 * 3_600_000;
/** The most characters of an answer's body the log keeps. */
export const excerptChars = 1000;

/**
 * The waits between attempts: `baseMs` doubling up to 240 times it. With the default minute: 1, 2, 4…
 * 128 minutes, then 4 hours five times: 14 attempts over 24 h 15 min.
 */
export const webhookRetryDelaysMs = (baseMs: number): number[] => Array.from({ length: 13 }, (_, k) => Math.min(baseMs * 2 ** k, baseMs * 240));

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  excerpt: string | null;
  durationMs: number;
  /** Why it failed, for the log; null when it was delivered. */
  error: string | null;
}

export interface WebhookDeliveryOptions {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  timeoutMs: number;
  pollIntervalMs: number;
  addresses: AddressPolicy;
  /** Opens the signing secrets, sealed at rest. */
  box: SecretBox;
}

export interface WebhookDelivery extends JobRunner {
  /** One attempt now, outside the queue (the ping): written on the delivery, which ends sent or failed. */
  sendNow(delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow>;
}

class AttemptFailed extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
}

async function readExcerpt(response: Response): Promise<string> {
  const text = await response.text();
  return text.slice(0, excerptChars);
}

export function createWebhookDelivery({ db, clock, log, retryBaseMs, timeoutMs, pollIntervalMs, addresses, box }: WebhookDeliveryOptions): WebhookDelivery {
  const stopping = new AbortController();

  /** Sends `delivery` to `endpoint` once, signed now. Never throws. */
  async function attempt(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow, signal: AbortSignal): Promise<AttemptResult> {
    const started = performance.now();
    const result = (ok: boolean, status: number | null, excerpt: string | null, error: string | null): AttemptResult => ({
      ok,
      status,
      excerpt,
      error,
      durationMs: Math.round(performance.now() - started),
    });
    const refusal = await refuseAddress(endpoint.url, addresses);
    if (refusal) return result(false, null, null, `address refused: ${refusal}`);
    const now = clock();
    const current = box.open(endpoint.secret);
    if (current === null) return result(false, null, null, 'the signing secret cannot be read (SERENO_SECRET changed): rotate it');
    const secrets = [current];
    const previous = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now ? box.open(endpoint.previousSecret) : null;
    if (previous !== null) secrets.push(previous);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: signedHeaders(secrets, { eventId: delivery.eventId, at: now, body: delivery.body }),
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      const excerpt = await readExcerpt(response).catch(() => '');
      const ok = response.status >= 200 && response.status < 300;
      return result(ok, response.status, excerpt, ok ? null : `answered ${response.status}`);
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : `could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
      return result(false, null, null, reason);
    }
  }

  const record = (delivery: WebhookDeliveryRow, at: Date, outcome: AttemptResult) =>
    db
      .update(webhookDeliveries)
      .set({ lastAttemptAt: at, responseStatus: outcome.status, responseExcerpt: outcome.excerpt, durationMs: outcome.durationMs, lastError: outcome.error })
      .where(eq(webhookDeliveries.id, delivery.id));

  /** A failed attempt of a real event: the endpoint fails since its first one; a day of it disables it. Answers whether it is disabled now. */
  async function noteFailure(endpoint: WebhookEndpointRow, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      if (!row?.failingSince || !row.enabled || at.getTime() - row.failingSince.getTime() < disableAfterMs) return false;
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failures', disabledAt: at, updatedAt: at })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const customer = await findCustomer(tx, row.customerId);
      const to = splitContacts(customer?.reportsEmail, 'email');
      if (to.length === 0 && customer?.email) to.push(customer.email);
      for (const address of to) await sendEmail(tx, { ...disabledEmail(hostLanguage, { url: row.url, since: row.failingSince }), to: address }, at);
      log.warn({ endpointId: row.id, failingSince: row.failingSince }, 'webhooks: an endpoint failed for a day and is disabled');
      return true;
    });
  }

  const noteSuccess = (endpoint: WebhookEndpointRow) => db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));

  const endpointOf = async (delivery: WebhookDeliveryRow): Promise<WebhookEndpointRow | undefined> =>
    (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId)))[0];

  const runner = createJobRunner<WebhookDeliveryRow>(
    {
      name: 'webhooks',
      table: webhookDeliveries,
      retryDelaysMs: webhookRetryDelaysMs(retryBaseMs),
      leaseMs: timeoutMs + 60_000,
      describe: (row) => ({ deliveryId: row.id, endpointId: row.endpointId, eventType: row.eventType }),
      adviseOn: (error) => ({ permanent: error instanceof AttemptFailed && error.permanent }),
      async run(delivery: Claimed<WebhookDeliveryRow>, signal) {
        const endpoint = await endpointOf(delivery);
        if (!endpoint?.enabled) throw new AttemptFailed('the endpoint is disabled', true);
        const at = clock();
        const outcome = await attempt(endpoint, delivery, signal);
        if (signal.aborted) throw new AttemptFailed('stopped');
        await record(delivery, at, outcome);
        if (outcome.ok) {
          if (endpoint.failingSince) await noteSuccess(endpoint);
          return { done: {} };
        }
        const disabled = await noteFailure(endpoint, at);
        throw new AttemptFailed(
          disabled ? `${outcome.error ?? 'failed'}; the endpoint failed for a day and is disabled` : (outcome.error ?? 'failed'),
          disabled,
        );
      },
    },
    { db, clock, log, pollIntervalMs },
  );
  const wake = () => runner.wake();
  if (pollIntervalMs > 0) onWebhookEvents(wake, true);

  async function sendNow(delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow> {
    const endpoint = await endpointOf(delivery);
    if (!endpoint) return delivery;
    const at = clock();
    const outcome = await attempt(endpoint, delivery, stopping.signal);
    const [row] = await db
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'sent' : 'failed',
        attempts: delivery.attempts + 1,
        firstAttemptAt: delivery.firstAttemptAt ?? at,
        sentAt: outcome.ok ? clock() : null,
        leaseUntil: null,
        lastAttemptAt: at,
        responseStatus: outcome.status,
        responseExcerpt: outcome.excerpt,
        durationMs: outcome.durationMs,
        lastError: outcome.error,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    return row ?? delivery;
  }

  return {
    ...runner,
    sendNow,
    async close() {
      onWebhookEvents(wake, false);
      stopping.abort();
      await runner.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook deliveries' runner (tests drive its rounds with a moved clock). */
    webhookDelivery: WebhookDelivery;
  }
}
