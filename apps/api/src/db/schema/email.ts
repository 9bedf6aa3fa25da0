import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jobColumns } from '../../platform/job-columns.ts';

/** A file an email carries: an alarm's chart, shown inline where the HTML names `cid:<cid>`. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The Content-ID the HTML refers to. */
  cid: string;
  /** The bytes, in base64. */
  content: string;
}

/**
 * Every email the server sends, written in the same transaction as the change that causes it, so
 * that no email is lost or sent for a change that was rolled back. A job of the runner
 * (platform/jobs.ts): the delivery sends the pending rows through SMTP and marks them; without SMTP
 * they stay here (GET /api/dev/outbox in demo mode).
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
    /** Inline images (an alarm's chart); null for none. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    ...jobColumns(),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('email_outbox_created_at_idx').on(table.createdAt),
  ],
);

export type EmailRow = typeof emailOutbox.$inferSelect;
