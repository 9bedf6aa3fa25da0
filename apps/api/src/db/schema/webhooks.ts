import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@sereno/validation';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobColumns } from '../../platform/job-columns.ts';
import { customers } from './customers.ts';

export { webhookEventTypes, type WebhookEventType } from '@sereno/validation';
/** What an endpoint may subscribe to (docs/webhooks.md); `ping` is sent by "send a test ping" only. */
export type WebhookDeliveryType = WebhookEventType | 'ping';

/**
 * A customer's HTTPS endpoint and the events it takes. `secret` signs every delivery (HMAC-SHA256,
 * docs/webhooks.md); after a rotation the previous one signs too until `previousSecretUntil`.
 * `failingSince` is the first failed attempt since the last success: a day of it disables the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it is disabled: `failures` (a day of them, automatically) or `manual`; null while enabled. */
    disabledReason: text('disabled_reason', { enum: ['failures', 'manual'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webhook_endpoints_customer_idx').on(table.customerId)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event for one endpoint: a job of the runner (platform/jobs.ts) until it is delivered or given up,
 * then its record in the delivery log. `body` is the JSON sent, byte for byte, on every attempt; the
 * event's id (`eventId`, the `webhook-id` header) is the same on every attempt and on a replay.
 * `occasion` names what caused it, so that one change emitted twice is delivered once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<WebhookDeliveryType>().notNull(),
    occasion: text('occasion'),
    body: text('body').notNull(),
    /** The delivery this one replays; null for an original. */
    replayOf: uuid('replay_of'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last attempt's HTTP status; null when no answer came (refused, timed out). */
    responseStatus: integer('response_status'),
    /** The start of the last answer's body (1 000 characters at most). */
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms'),
    ...jobColumns(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_occasion_idx').on(table.endpointId, table.occasion),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
