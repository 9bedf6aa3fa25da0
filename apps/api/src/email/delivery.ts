// The outbox's sender: a kind of the job runner (platform/jobs.ts) that sends each due row through
// SMTP (nodemailer) and marks it sent, or retries it later and later. After the last attempt the row
// stays `failed` with its error, for a person to look at.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../platform/database.ts';
import { createJobRunner, type JobStats } from '../platform/jobs.ts';
import { emailOutbox, type EmailRow } from '../db/schema/email.ts';
import { notificationKinds } from '../platform/notification-kinds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's SMTP worker, or null without SMTP_URL. */
    emailDelivery: EmailDelivery | null;
  }
}

/** The wait after the 1st, 2nd… failed attempt; one attempt more than delays, then it gives up. */
export const emailRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const maxEmailAttempts = emailRetryDelaysMs.length + 1;

/** The Message-ID header of an outbox row's email. */
export const outboxMessageId = (rowId: string): string => `<${rowId}@outbox.sereno>`;
/** How long a claimed row is left alone by other workers: longer than any SMTP conversation. */
const emailLeaseMs = 5 * 60_000;

export interface EmailDeliveryOptions {
  db: Database;
  smtp: { url: string; from: string };
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often to look for due rows without being woken; 0 for none (tests drive `deliverPending`). */
  pollIntervalMs?: number;
  /** The waits between attempts (`emailRetryDelaysMs`); tests shorten them. */
  retryDelaysMs?: readonly number[];
}

export interface EmailDelivery {
  /** Sends every due row now; resolves with the counts once done (`failed`: not sent in this round). */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  /** Asks for a delivery round soon (after a route has committed an email). */
  wake(): void;
  stats(): JobStats;
  close(): Promise<void>;
}

export function createEmailDelivery({
  db,
  smtp,
  clock,
  log,
  pollIntervalMs = 30_000,
  retryDelaysMs = emailRetryDelaysMs,
}: EmailDeliveryOptions): EmailDelivery {
  // A mail server that does not answer must not hold a round for nodemailer's default minutes.
  const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });

  const runner = createJobRunner<EmailRow>(
    {
      name: 'email',
      table: emailOutbox,
      retryDelaysMs,
      // One address's notifications (alarms, their end, a disconnection) in the order they were written,
      // even past an SMTP outage. Other emails (reports, account emails) are not held behind them.
      fifoKey: (column) =>
        sql`case when ${column(emailOutbox.kind)} in (${sql.join(
          notificationKinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}) then ${column(emailOutbox.to)} end`,
      leaseMs: emailLeaseMs,
      describe: (row) => ({ emailId: row.id, kind: row.kind }),
      async run(row) {
        // The Message-ID follows from the row: if a process dies after SMTP accepted the email and before
        // the row is marked, the retry carries the same id, by which mail systems recognise a duplicate.
        const attachments = (row.attachments ?? []).map(({ filename, contentType, cid, content }) => ({
          filename,
          contentType,
          cid,
          content: Buffer.from(content, 'base64'),
        }));
        await transport.sendMail({
          from: smtp.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: outboxMessageId(row.id),
          attachments,
        });
        log.info({ emailId: row.id, kind: row.kind }, 'email sent');
        return { done: {} };
      },
    },
    { db, clock, log, pollIntervalMs },
  );

  return {
    async deliverPending() {
      const counts = await runner.runDue();
      return { sent: counts.sent, failed: counts.failed + counts.retrying };
    },
    wake: runner.wake,
    stats: runner.stats,
    async close() {
      await runner.close();
      transport.close();
    },
  };
}
