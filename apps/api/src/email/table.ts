import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the server sends, written in the same transaction as the change that causes it, so
 * that no email is lost or sent for a change that was rolled back. The delivery worker sends the
 * pending rows through SMTP and marks them; without SMTP they stay here (GET /api/dev/outbox in demo mode).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the email is for (`reset-password`…), for logs and the outbox page. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may try (again): now for a new row, later after a failure (backoff), or while a worker holds it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`), index('email_outbox_created_at_idx').on(table.createdAt)],
);

export type EmailRow = typeof emailOutbox.$inferSelect;
