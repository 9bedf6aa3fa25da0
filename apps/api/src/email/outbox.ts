// Emails leave through the outbox: a route writes the email in its own transaction with `sendEmail`,
// and the delivery worker sends it after the commit. An email is never sent for a change that was
// rolled back, and one that could not be sent yet is not lost.
import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { enqueueJobs } from '../platform/jobs.ts';
import { emailOutbox, type EmailAttachment, type EmailRow } from '../db/schema/email.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part, which every mail reader shows. */
  text: string;
  /** The HTML part: the same content, with a clickable link. */
  html: string;
  /** What the email is for, such as `reset-password`. */
  kind: string;
  /** Inline images the HTML names by `cid:`. */
  attachments?: EmailAttachment[] | null;
}

/** Queues an email; pass the caller's transaction so that it is sent only if the change commits. */
export async function sendEmail(db: Database, email: OutgoingEmail, now: Date): Promise<void> {
  await enqueueJobs(db, emailOutbox, [{ ...email }], now);
}

/** Queues an email under the id `email.id`, once: a second call with that id (after a crash) finds it there. */
export async function sendEmailOnce(db: Database, email: OutgoingEmail & { id: string }, now: Date): Promise<void> {
  await enqueueJobs(db, emailOutbox, [{ ...email }], now, emailOutbox.id);
}

/**
 * The emails SMTP has sent or given up on, as a subquery with the columns `id` (as text), `status`,
 * `sent_at` and `last_error`: a queue that hands emails over (notifications) follows them with it.
 */
export const settledEmails = (): SQL =>
  sql`(select ${emailOutbox.id}::text as id, ${emailOutbox.status} as status, ${emailOutbox.sentAt} as sent_at, ${emailOutbox.lastError} as last_error
    from ${emailOutbox} where ${emailOutbox.status} in ('sent', 'failed'))`;

/** The emails SMTP refused for good, or refused once and will be tried again: the delivery log's failures. */
export const failedEmails = (): SQL | undefined => or(eq(emailOutbox.status, 'failed'), and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.attempts, 0)));

/** The newest emails first (only the failures with `onlyFailures`), and how many there are. */
export async function latestEmails(
  db: Database,
  { offset, limit, onlyFailures = false }: { offset: number; limit: number; onlyFailures?: boolean },
): Promise<{ emails: EmailRow[]; total: number }> {
  const where = onlyFailures ? failedEmails() : undefined;
  const [emails, [total]] = await Promise.all([
    db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  return { emails, total: total?.value ?? 0 };
}

/** What stands for a credential in an email shown to someone it was not sent to. */
export const redactedCredential = '********';

// The values of `token=` and `hash=` in a link (as text, or inside HTML where `&` is `&amp;`): a
// reset link's token lets whoever holds it choose the account's password.
const credentialInLink = /([?&](?:amp;)?(?:token|hash)=)[^&\s"'<>]+/g;

/** The email's text and HTML with every credential of its links replaced, and whether there was one. */
export function redactCredentials(email: Pick<EmailRow, 'text' | 'html'>): { text: string; html: string; redacted: boolean } {
  const text = email.text.replace(credentialInLink, `$1${redactedCredential}`);
  const html = email.html.replace(credentialInLink, `$1${redactedCredential}`);
  return { text, html, redacted: text !== email.text || html !== email.html };
}
