// An alarm's trail (GET /api/alarms/{id}/trail): every notification its stages enqueued, oldest first,
// with where it stands, so that the person handling the alarm sees who has been told and who not.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { notificationChannels, notificationJobs, notificationKinds, notificationReasons, notificationStatuses } from '../db/schema/notifications.ts';

export const trailNotificationSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(notificationKinds).describe('alarm-guest (the guest), alarm-host (the host), alarm-resolved (the host, told it is over)'),
    channel: z.enum(notificationChannels),
    to: z.string().describe('The phone number or email address'),
    status: z
      .enum(notificationStatuses)
      .describe('pending (queued, or waiting for its next attempt), sending, sent, failed (given up, or never sent: see reason)'),
    reason: z.enum(notificationReasons).nullable().describe('Why it is kept without being sent: sms-not-activated, or no-provider (the demo)'),
    attempts: z.int().nonnegative(),
    lastError: z.string().nullable().describe("The last attempt's error, such as the provider's refusal"),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AlarmTrailNotification' });
export type TrailNotification = z.infer<typeof trailNotificationSchema>;

/** The notifications of the alarm `alarmId`, in the order they were enqueued. */
export async function alarmTrail(db: Database, alarmId: string): Promise<TrailNotification[]> {
  const rows = await db
    .select()
    .from(notificationJobs)
    .where(eq(notificationJobs.alarmId, alarmId))
    .orderBy(asc(notificationJobs.createdAt), asc(notificationJobs.kind), asc(notificationJobs.channel));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
