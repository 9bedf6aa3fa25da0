// The worker that sends the outbox through SMTP (nodemailer). It claims a batch of due rows (several
// server processes may share a PostgreSQL: `FOR UPDATE SKIP LOCKED` gives each row to one of them),
// sends them, and marks each one sent, or counts the failure and schedules the next attempt later
// and later. After the last attempt the row stays unsent with its error, for a person to look at.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../platform/database.ts';
import { emailOutbox, type EmailRow } from './table.ts';

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
const claimLeaseMs = 5 * 60_000;
const batchSize = 20;

export interface EmailDeliveryOptions {
  db: Database;
  smtp: { url: string; from: string };
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often to look for due rows without being woken; 0 for none (tests drive `deliverPending`). */
  pollIntervalMs?: number;
}

export interface EmailDelivery {
  /** Sends every due row now; resolves with the counts once done. */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  /** Asks for a delivery round soon (after a route has committed an email). */
  wake(): void;
  close(): Promise<void>;
}

export function createEmailDelivery({ db, smtp, clock, log, pollIntervalMs = 30_000 }: EmailDeliveryOptions): EmailDelivery {
  // A mail server that does not answer must not hold a round for nodemailer's default minutes.
  const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });

  async function claimDue(): Promise<EmailRow[]> {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, maxEmailAttempts), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(emailOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
          .where(inArray(emailOutbox.id, due.map((row) => row.id)));
      }
      return due;
    });
  }

  async function deliver(row: EmailRow): Promise<boolean> {
    try {
      // The Message-ID follows from the row: if a process dies after SMTP accepted the email and before
      // the row is marked, the retry carries the same id, by which mail systems recognise a duplicate.
      await transport.sendMail({ from: smtp.from, to: row.to, subject: row.subject, text: row.text, html: row.html, messageId: outboxMessageId(row.id) });
      await db.update(emailOutbox).set({ sentAt: clock(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null }).where(eq(emailOutbox.id, row.id));
      log.info({ emailId: row.id, kind: row.kind }, 'email sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = emailRetryDelaysMs[attempts - 1];
      await db
        .update(emailOutbox)
        .set({ attempts, lastError: reason, ...(delay === undefined ? {} : { nextAttemptAt: new Date(clock().getTime() + delay) }) })
        .where(eq(emailOutbox.id, row.id));
      if (delay === undefined) log.error({ emailId: row.id, kind: row.kind, attempts, reason }, 'email not sent; giving up');
      else log.warn({ emailId: row.id, kind: row.kind, attempts, reason, retryInMs: delay }, 'email not sent; will retry');
      return false;
    }
  }

  async function round(): Promise<{ sent: number; failed: number }> {
    const counts = { sent: 0, failed: 0 };
    for (;;) {
      const due = await claimDue();
      for (const row of due) {
        if (await deliver(row)) counts.sent += 1;
        else counts.failed += 1;
      }
      if (due.length < batchSize) return counts;
    }
  }

  // One round at a time; a wake during a round asks for one more after it.
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let closed = false;

  function deliverPending(): Promise<{ sent: number; failed: number }> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
      if (again && !closed) {
        again = false;
        void deliverPending().catch((error: unknown) => log.error({ err: error }, 'email delivery failed'));
      }
    });
    return running;
  }

  const wake = () => {
    if (!closed) void deliverPending().catch((error: unknown) => log.error({ err: error }, 'email delivery failed'));
  };

  const timer = pollIntervalMs > 0 ? setInterval(wake, pollIntervalMs) : null;
  timer?.unref();

  return {
    deliverPending,
    wake,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
