// Writing notification jobs: in the caller's transaction, once per dedupe key (an alarm stage enqueued
// twice, by a retry or by two processes, sends once).
import type { Database } from '../platform/database.ts';
import type { PlannedMessage } from './recipients.ts';
import { notificationJobs, type NotificationKind } from './table.ts';

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
export async function enqueueJobs(tx: Database, origin: JobOrigin, messages: PlannedMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await tx
    .insert(notificationJobs)
    .values(
      messages.map((message) => ({
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
        status: message.reason ? ('failed' as const) : ('pending' as const),
        reason: message.reason,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: notificationJobs.dedupeKey })
    .returning({ id: notificationJobs.id });
  return inserted.length;
}
