// The webhooks' tables as the routes use them: the endpoints a caller may see, and their deliveries.
import { can } from '@sereno/validation';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import type { SecretBox } from '../third-parties/crypto.ts';
import type { UserRow } from '../users/queries.ts';
import { webhookBody } from './events.ts';
import { newWebhookSecret } from './signing.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow, type WebhookEventType } from '../db/schema/webhooks.ts';

/** After a rotation, how long the previous secret still signs beside the new one. */
export const previousSecretGraceMs = 24 * 3_600_000;

/** The endpoints a caller may see (undefined: all): staff every customer's, a customer its own. */
export function visibleEndpoints(caller: UserRow): SQL | undefined {
  if (can(caller.role, 'customers.actForAny')) return undefined;
  if (!caller.customerId) return sql`false`;
  return eq(webhookEndpoints.customerId, caller.customerId);
}

export function listEndpoints(db: Database, scope: SQL | undefined, customerId: string | undefined): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(scope, customerId === undefined ? undefined : eq(webhookEndpoints.customerId, customerId)))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: Database, id: string, scope: SQL | undefined): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), scope));
  return row;
}

export interface EndpointFields {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** A new endpoint, and its signing secret in the clear (stored sealed under SERENO_SECRET). */
export async function insertEndpoint(
  db: Database,
  box: SecretBox,
  customerId: string,
  fields: EndpointFields,
  now: Date,
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...fields, customerId, secret: box.seal(secret), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the webhook endpoint was not written');
  return { row, secret };
}

/** Changes an endpoint; enabling it again forgets its failures, disabling it by hand says so. */
export async function updateEndpoint(
  db: Database,
  endpoint: WebhookEndpointRow,
  changes: Partial<EndpointFields> & { enabled?: boolean },
  now: Date,
): Promise<WebhookEndpointRow> {
  const { enabled, ...fields } = changes;
  const switching =
    enabled === undefined || enabled === endpoint.enabled
      ? {}
      : enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
        : { enabled: false, disabledReason: 'manual' as const, disabledAt: now };
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, ...switching, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row ?? endpoint;
}

export async function deleteEndpoint(db: Database, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** A new secret (answered in the clear); the current one keeps signing beside it for `previousSecretGraceMs`. */
export async function rotateSecret(
  db: Database,
  box: SecretBox,
  endpoint: WebhookEndpointRow,
  now: Date,
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret: box.seal(secret),
      previousSecret: endpoint.secret,
      previousSecretUntil: new Date(now.getTime() + previousSecretGraceMs),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  if (!row) throw new Error('the webhook endpoint was not rotated');
  return { row, secret };
}

/** After SERENO_SECRET changed (SERENO_PREVIOUS_SECRET set): the secrets sealed under the previous one, sealed again. */
export async function resealWebhookSecrets(db: Database, box: SecretBox): Promise<number> {
  let resealed = 0;
  const again = (sealed: string | null) => (sealed === null || box.isCurrent(sealed) ? null : box.open(sealed));
  for (const row of await db.select().from(webhookEndpoints)) {
    const secret = again(row.secret);
    const previous = again(row.previousSecret);
    if (secret === null && previous === null) continue;
    await db
      .update(webhookEndpoints)
      .set({ ...(secret === null ? {} : { secret: box.seal(secret) }), ...(previous === null ? {} : { previousSecret: box.seal(previous) }) })
      .where(eq(webhookEndpoints.id, row.id));
    resealed++;
  }
  return resealed;
}

export function listDeliveries(db: Database, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Database, endpointId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** The ping's delivery, held by the route that sends it at once (`sending`, no lease: the runner leaves it alone). */
export async function insertPing(db: Database, endpoint: WebhookEndpointRow, now: Date): Promise<WebhookDeliveryRow> {
  const eventId = crypto.randomUUID();
  const body = webhookBody({ id: eventId, type: 'ping', at: now, customerId: endpoint.customerId, data: { endpointId: endpoint.id } });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventId, eventType: 'ping', body, status: 'sending', createdAt: now, nextAttemptAt: now })
    .returning();
  if (!row) throw new Error('the ping was not written');
  return row;
}

/** A replay: the same event (id and body) once more, due now, with its own retries. */
export async function insertReplay(db: Database, original: WebhookDeliveryRow, now: Date): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
      replayOf: original.id,
      status: 'pending',
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning();
  if (!row) throw new Error('the replay was not written');
  return row;
}
