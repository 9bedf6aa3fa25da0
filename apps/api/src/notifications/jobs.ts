// Writing notification jobs: in the caller's transaction, once per dedupe key (an alarm stage enqueued
// twice, by a retry or by two processes, sends once).
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { enqueueJobs } from '../platform/jobs.ts';
import type { PlannedMessage } from './recipients.ts';
import { notificationJobs, type NewNotificationJobRow, type NotificationChannel, type NotificationKind } from '../db/schema/notifications.ts';

/** Which channels can leave this installation: email with SMTP_URL, SMS and calls with TWILIO_*, push with VAPID keys (app.ts). */
export type NotificationProviders = Readonly<Record<NotificationChannel, boolean>>;
export const everyProvider: NotificationProviders = { email: true, sms: true, call: true, push: true };

export interface JobOrigin {
  kind: NotificationKind;
  /** What makes the message unique besides its channel and recipient, e.g. `${alarmId}:host`. */
  occasion: string;
  alarmId: string | null;
  roomId: string;
  customerId: string | null;
}

export const dedupeKeyOf = (occasion: string, channel: string, to: string): string => `${occasion}:${channel}:${to}`;

/**
 * Inserts the jobs that are not there yet; returns how many were new. A message whose channel has no
 * provider is written as `failed` with reason `no-provider` at once: it ends in that clear state rather
 * than waiting for a provider that will never come (the outbox page shows what it would have said).
 */
export async function enqueueNotifications(
  tx: Database,
  origin: JobOrigin,
  planned: PlannedMessage[],
  now: Date,
  providers: NotificationProviders = everyProvider,
): Promise<number> {
  const messages = planned.map((message) => (message.reason || providers[message.channel] ? message : { ...message, reason: 'no-provider' as const }));
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
    // A message that must not or cannot go (SMS not activated, no provider) is kept, visible with its reason, and never claimed.
    ...(message.reason ? { status: 'failed' as const, reason: message.reason } : {}),
  }));
  return (await enqueueJobs(tx, notificationJobs, rows, now, notificationJobs.dedupeKey)).length;
}

/**
 * At start: the jobs written before this server knew it had no provider for their channel (an older
 * version kept them `pending`, or `sending` in an email outbox that never sends) end as not sent,
 * like the new ones. A job held by a live process (`sending` within its lease) is left to it. Answers
 * how many ended.
 */
export async function settleUndeliverable(db: Database, providers: NotificationProviders, now: Date): Promise<number> {
  const unprovided = (['email', 'sms', 'call', 'push'] as const).filter((channel) => !providers[channel]);
  if (unprovided.length === 0) return 0;
  const settled = await db
    .update(notificationJobs)
    .set({ status: 'failed', reason: 'no-provider', leaseUntil: null })
    .where(
      and(
        inArray(notificationJobs.channel, unprovided),
        or(
          eq(notificationJobs.status, 'pending'),
          and(eq(notificationJobs.status, 'sending'), or(isNull(notificationJobs.leaseUntil), lt(notificationJobs.leaseUntil, now))),
        ),
      ),
    )
    .returning({ id: notificationJobs.id });
  return settled.length;
}
