// Writing notification jobs: in the caller's transaction, once per dedupe key (an alarm stage enqueued
// twice, by a retry or by two processes, sends once).
import type { Database } from '../platform/database.ts';
import { enqueueJobs } from '../platform/jobs.ts';
import type { PlannedMessage } from './recipients.ts';
import { notificationJobs, type NewNotificationJobRow, type NotificationKind } from '../db/schema/notifications.ts';

export interface JobOrigin {
  kind: NotificationKind;
  /** What makes the message unique besides its channel and recipient, e.g. `${alarmId}:host`. */
  occasion: string;
  alarmId: string | null;
  roomId: string;
  customerId: string | null;
}

export const dedupeKeyOf = (occasion: string, channel: string, to: string): string => `${occasion}:${channel}:${to}`;

/** Inserts the jobs that are not there yet; returns how many were new. */
export async function enqueueNotifications(tx: Database, origin: JobOrigin, messages: PlannedMessage[], now: Date): Promise<number> {
  const rows = messages.map((message): NewNotificationJobRow => ({
    dedupeKey: dedupeKeyOf(origin.occasion, message.channel, message.to),
    alarmId: origin.alarmId,
    roomId: origin.roomId,
    customerId: origin.customerId,
    kind: origin.kind,
    channel: message.channel,
    to: message.to,
    language: message.language,
    payload: message.payload,
    // A message that must not go (SMS not activated) is kept, visible with its reason, and never claimed.
    ...(message.reason ? { status: 'failed' as const, reason: message.reason } : {}),
  }));
  return (await enqueueJobs(tx, notificationJobs, rows, now, notificationJobs.dedupeKey)).length;
}
