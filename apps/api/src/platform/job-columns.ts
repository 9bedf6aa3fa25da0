// The job runner's columns (platform/jobs.ts), which the table of every kind of job spreads next to
// its own. They stand apart from the runner so that a table file never imports the runner (and
// through it the database): that was an import circle.
import { integer, text, timestamp, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

export const jobStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The runner's columns: a kind's table spreads them next to its own (what to send, to whom). */
export const jobColumns = () => ({
  /** `pending` until due, `sending` while a runner holds it (or another queue finishes it), then `sent` or `failed` for good. */
  status: text('status', { enum: jobStatuses }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** When a runner may take it: now for a new job, later after a failure. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** While a runner holds the job; a job `sending` past its lease belonged to a runner that stopped. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** When the first attempt began (a provider may be asked what it accepted since then). */
  firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A table the runner can drive: an `id` and the job columns. */
export type JobTable = PgTable & { id: AnyPgColumn } & { [Column in keyof ReturnType<typeof jobColumns>]: AnyPgColumn };
