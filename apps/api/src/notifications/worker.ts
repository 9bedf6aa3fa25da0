// The worker that delivers notification jobs. Several server processes may run one each: a job is
// claimed with `FOR UPDATE SKIP LOCKED` and a lease, so that one worker has it at a time.
//
// SMS and calls go through the Twilio client. Between the provider's acceptance and our marking, a
// process may die (or a network failure hide the answer); its lease then runs out and another worker
// takes the job again. Before any new attempt of a job that was attempted before, the worker asks the
// provider whether a message (same number, same text) or a call (same number) left our number since
// the first attempt: if so it is marked sent and not sent again. A crash neither duplicates nor loses.
//
// Emails are handed to the email outbox (src/email) in the claiming transaction, once, with the job's
// id as the email's id (its Message-ID is derived from it); the job is marked sent when SMTP accepts it.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailDelivery } from '../email/delivery.ts';
import type { EventBus } from '../events/bus.ts';
import { maxEmailAttempts } from '../email/delivery.ts';
import { emailOutbox } from '../email/table.ts';
import type { Database } from '../platform/database.ts';
import { notificationJobs, type NotificationChannel, type NotificationJobRow } from './table.ts';
import { createTwilioClient, TwilioError, type TwilioClient } from './twilio/client.ts';
import type { TwilioConfig } from './twilio/config.ts';
import { sayTwiml } from './twilio/twiml.ts';

/** The wait after the 1st, 2nd… failed attempt of an SMS or a call; an alarm's message is worth little hours later. */
export const notificationRetryDelaysMs = [15_000, 60_000, 5 * 60_000, 15 * 60_000] as const;
export const maxNotificationAttempts = notificationRetryDelaysMs.length + 1;
/** How long a claimed SMS or call is left alone by other workers: longer than a provider request (20 s) and its look-up. */
export const notificationLeaseMs = 2 * 60_000;
/** The provider's clock and ours may differ: its records this much before our first attempt still count as ours. */
const providerClockSkewMs = 30_000;
const batchSize = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification worker (always on: emails go to the outbox even without Twilio). */
    notificationWorker: NotificationWorker;
  }
}

export interface NotificationWorkerOptions {
  db: Database;
  /** Null without TWILIO_* configuration: SMS and calls then stay pending (demo mode shows them). */
  twilio: TwilioConfig | null;
  emailDelivery: EmailDelivery | null;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often to look for due jobs without being woken; 0 for none (tests drive `deliverPending`). */
  pollIntervalMs?: number;
  /** How long to wait for the provider's answer (20 s). */
  providerTimeoutMs?: number;
  /** An alarm event (published after its transaction commits) wakes the worker: its jobs go at once, not at the next poll. */
  events?: EventBus;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  retrying: number;
  handedToEmail: number;
}

export interface NotificationWorker {
  deliverPending(): Promise<DeliveryCounts>;
  wake(): void;
  /** Stops at once, as a process that dies would: a request in flight is abandoned, its job left to its lease. */
  close(): Promise<void>;
}

type Outcome = 'sent' | 'failed' | 'retrying' | 'stopped';
type ClaimedJob = NotificationJobRow & { firstAttemptAt: Date };

export function createNotificationWorker({ db, twilio, emailDelivery, clock, log, pollIntervalMs = 5_000, providerTimeoutMs, events }: NotificationWorkerOptions): NotificationWorker {
  const client: TwilioClient | null = twilio ? createTwilioClient(twilio, providerTimeoutMs === undefined ? {} : { timeoutMs: providerTimeoutMs }) : null;
  const channels: NotificationChannel[] = client ? ['email', 'sms', 'call'] : ['email'];
  const stopping = new AbortController();

  /** Claims due jobs; emails are handed to the email outbox in the same transaction. */
  async function claimDue(): Promise<{ providerJobs: ClaimedJob[]; emails: number }> {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(notificationJobs)
        .where(
          and(
            inArray(notificationJobs.channel, channels),
            or(
              and(eq(notificationJobs.status, 'pending'), lte(notificationJobs.nextAttemptAt, now)),
              // A worker that stopped mid-job: its lease ran out.
              and(eq(notificationJobs.status, 'sending'), lt(notificationJobs.leaseUntil, now)),
            ),
          ),
        )
        .orderBy(asc(notificationJobs.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const emails = due.filter((job) => job.channel === 'email');
      const providerJobs = due.filter((job) => job.channel !== 'email');
      if (emails.length > 0) {
        await tx.insert(emailOutbox).values(
          emails.map((job) => ({
            id: job.id,
            to: job.to,
            subject: job.payload.subject ?? '',
            text: job.payload.text,
            html: job.payload.html ?? '',
            kind: job.kind,
            createdAt: now,
            nextAttemptAt: now,
          })),
        );
        await tx
          .update(notificationJobs)
          .set({ status: 'sending', providerId: sql`${notificationJobs.id}::text`, attempts: sql`${notificationJobs.attempts} + 1`, firstAttemptAt: now })
          .where(inArray(notificationJobs.id, emails.map((job) => job.id)));
      }
      if (providerJobs.length > 0) {
        await tx
          .update(notificationJobs)
          .set({
            status: 'sending',
            leaseUntil: new Date(now.getTime() + notificationLeaseMs),
            attempts: sql`${notificationJobs.attempts} + 1`,
            firstAttemptAt: sql`coalesce(${notificationJobs.firstAttemptAt}, ${now})`,
          })
          .where(inArray(notificationJobs.id, providerJobs.map((job) => job.id)));
      }
      return { providerJobs: providerJobs.map((job) => ({ ...job, firstAttemptAt: job.firstAttemptAt ?? now })), emails: emails.length };
    });
  }

  /** Emails handed to the outbox are sent (or given up) when SMTP says so. */
  async function followEmails(): Promise<void> {
    await db.execute(sql`
      update ${notificationJobs} set status = 'sent', sent_at = ${emailOutbox.sentAt}, last_error = null
      from ${emailOutbox}
      where ${notificationJobs.channel} = 'email' and ${notificationJobs.status} = 'sending'
        and ${notificationJobs.providerId} = ${emailOutbox.id}::text and ${emailOutbox.sentAt} is not null`);
    await db.execute(sql`
      update ${notificationJobs} set status = 'failed', last_error = ${emailOutbox.lastError}
      from ${emailOutbox}
      where ${notificationJobs.channel} = 'email' and ${notificationJobs.status} = 'sending'
        and ${notificationJobs.providerId} = ${emailOutbox.id}::text and ${emailOutbox.sentAt} is null
        and ${emailOutbox.attempts} >= ${maxEmailAttempts}`);
  }

  async function alreadySent(provider: TwilioClient, job: ClaimedJob): Promise<string | null> {
    const kind = job.channel === 'sms' ? 'sms' : 'call';
    const since = job.firstAttemptAt.getTime() - providerClockSkewMs;
    const records = await provider.listSent(kind, job.to, stopping.signal);
    const ours = records.find((record) => record.dateCreated.getTime() >= since && (kind === 'call' || record.body === job.payload.text));
    return ours?.sid ?? null;
  }

  async function deliver(provider: TwilioClient, job: ClaimedJob): Promise<Outcome> {
    const attempts = job.attempts + 1;
    try {
      const found = job.attempts > 0 ? await alreadySent(provider, job) : null;
      const sid =
        found ??
        (job.channel === 'sms'
          ? await provider.sendSms(job.to, job.payload.text, stopping.signal)
          : await provider.placeCall(job.to, sayTwiml(job.payload), stopping.signal));
      await db
        .update(notificationJobs)
        .set({ status: 'sent', sentAt: clock(), providerId: sid, leaseUntil: null, lastError: null })
        .where(and(eq(notificationJobs.id, job.id), eq(notificationJobs.status, 'sending')));
      if (found) log.warn({ jobId: job.id, channel: job.channel, sid }, 'notification found at the provider after an interrupted attempt; not sent again');
      else log.info({ jobId: job.id, channel: job.channel, kind: job.kind, sid }, 'notification sent');
      return 'sent';
    } catch (error) {
      if (stopping.signal.aborted) return 'stopped';
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const permanent = error instanceof TwilioError && error.permanent;
      const delay = notificationRetryDelaysMs[attempts - 1];
      if (permanent || delay === undefined) {
        await db.update(notificationJobs).set({ status: 'failed', leaseUntil: null, lastError: reason }).where(eq(notificationJobs.id, job.id));
        log.error({ jobId: job.id, channel: job.channel, kind: job.kind, attempts, reason, permanent }, 'notification not sent; giving up');
        return 'failed';
      }
      const wait = Math.max(delay, error instanceof TwilioError ? (error.retryAfterMs ?? 0) : 0);
      await db
        .update(notificationJobs)
        .set({ status: 'pending', leaseUntil: null, lastError: reason, nextAttemptAt: new Date(clock().getTime() + wait) })
        .where(eq(notificationJobs.id, job.id));
      log.warn({ jobId: job.id, channel: job.channel, attempts, reason, retryInMs: wait }, 'notification not sent; will retry');
      return 'retrying';
    }
  }

  async function round(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, failed: 0, retrying: 0, handedToEmail: 0 };
    await followEmails();
    for (;;) {
      if (stopping.signal.aborted) return counts;
      const { providerJobs, emails } = await claimDue();
      counts.handedToEmail += emails;
      if (emails > 0) emailDelivery?.wake();
      for (const job of providerJobs) {
        if (!client) break;
        const outcome = await deliver(client, job);
        if (outcome === 'stopped') return counts;
        counts[outcome] += 1;
      }
      if (providerJobs.length + emails < batchSize) return counts;
    }
  }

  // One round at a time; a wake during a round asks for one more after it.
  let running: Promise<DeliveryCounts> | null = null;
  let again = false;

  function deliverPending(): Promise<DeliveryCounts> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
      if (again && !stopping.signal.aborted) {
        again = false;
        wake();
      }
    });
    return running;
  }

  function wake(): void {
    if (!stopping.signal.aborted) void deliverPending().catch((error: unknown) => log.error({ err: error }, 'notification delivery failed'));
  }

  const timer = pollIntervalMs > 0 ? setInterval(wake, pollIntervalMs) : null;
  timer?.unref();
  const unsubscribe = events?.subscribe((event) => {
    if (event.type === 'alarm') wake();
  });

  return {
    deliverPending,
    wake,
    async close() {
      if (timer) clearInterval(timer);
      unsubscribe?.();
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
