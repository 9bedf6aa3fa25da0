// The notification jobs as the outbox page shows them (GET /api/dev/outbox): the calls, SMS and emails
// that went, or would go with a provider, and why one did not (no provider, SMS not activated, a refusal).
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { notificationChannels, notificationKinds, notificationJobs, notificationReasons, notificationStatuses } from '../db/schema/notifications.ts';

export const outboxNotificationSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(notificationKinds).describe('alarm-guest, alarm-host, alarm-resolved or disconnection'),
    channel: z.enum(notificationChannels),
    to: z.string(),
    language: z.string(),
    alarmId: z.uuid().nullable(),
    roomId: z.uuid(),
    subject: z.string().nullable().describe('Emails only'),
    text: z.string().describe('What the SMS says, what the call says, or the email’s text'),
    html: z.string().nullable().describe('Emails only: the HTML part, as a mail reader shows it'),
    voice: z.string().nullable().describe('Calls only: the voice that says it'),
    status: z.enum(notificationStatuses),
    reason: z.enum(notificationReasons).nullable().describe('Why it is kept without being sent, such as sms-not-activated'),
    attempts: z.int().nonnegative(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxNotification' });
export type OutboxNotification = z.infer<typeof outboxNotificationSchema>;

/**
 * The messages a provider refused for good, or refused once and will be tried again: the delivery
 * log's failures. Those kept on purpose (no provider for the channel, the customer's SMS not
 * activated) are not failures: nothing was tried.
 */
const failedNotifications = () =>
  or(
    and(eq(notificationJobs.status, 'failed'), isNull(notificationJobs.reason)),
    and(eq(notificationJobs.status, 'pending'), gt(notificationJobs.attempts, 0)),
  );

/** The newest jobs first (only the failures with `onlyFailures`), and how many there are. */
export async function latestNotifications(
  db: Database,
  { offset, limit, onlyFailures = false }: { offset: number; limit: number; onlyFailures?: boolean },
): Promise<{ notifications: OutboxNotification[]; total: number }> {
  const where = onlyFailures ? failedNotifications() : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(notificationJobs).where(where).orderBy(desc(notificationJobs.createdAt), desc(notificationJobs.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(notificationJobs).where(where),
  ]);
  return {
    notifications: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      channel: row.channel,
      to: row.to,
      language: row.language,
      alarmId: row.alarmId,
      roomId: row.roomId,
      subject: row.payload.subject ?? null,
      text: row.payload.text,
      html: row.payload.html ?? null,
      voice: row.payload.voice ?? null,
      status: row.status,
      reason: row.reason,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
  };
}
