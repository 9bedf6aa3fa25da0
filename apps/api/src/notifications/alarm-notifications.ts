// What the alarms module calls at each stage of an alarm: works out who receives what (recipients.ts)
// and writes the jobs in the caller's transaction, so that a notification exists exactly when the
// alarm change that causes it commits. The worker delivers them afterwards.
import { and, eq } from 'drizzle-orm';
import { currentBooking } from '../bookings/current.ts';
import type { Database } from '../platform/database.ts';
import { enqueueNotifications, everyProvider, type NotificationProviders } from './jobs.ts';
import { planAlarmStage, type AlarmStage } from './recipients.ts';
import { loadRoomContacts } from './room-contacts.ts';
import { isSmsActivated } from './sms-activation.ts';
import { notificationJobs, type NotificationKind } from '../db/schema/notifications.ts';

export type { AlarmStage } from './recipients.ts';

export interface AlarmStageInput {
  alarm: { id: string; roomId: string; type: 'sound' | 'smoking' | 'occupancy'; level: 'low' | 'medium' | 'high'; createdAt: Date };
  stage: AlarmStage;
  at: Date;
  /** Resolved stage: the name of the person who resolved it; absent or null when it resolved by itself. */
  resolvedBy?: string | null;
}

const kinds: Record<AlarmStage, NotificationKind> = { guest: 'alarm-guest', host: 'alarm-host', resolved: 'alarm-resolved' };

/**
 * Enqueues the notifications of one stage of an alarm in `tx`. Calling it again for the same alarm
 * and stage adds nothing (one job per alarm, stage, channel and recipient).
 */
export async function notifyAlarmStage(tx: Database, input: AlarmStageInput, providers: NotificationProviders = everyProvider): Promise<void> {
  const { alarm, stage, at } = input;
  const contacts = await loadRoomContacts(tx, alarm.roomId);
  if (!contacts) return;
  const customerId = contacts.customer?.id ?? null;
  const booking = stage === 'guest' ? await currentBooking(tx, alarm.roomId, at) : null;
  const hostSms =
    stage === 'resolved'
      ? await tx
          .select({ to: notificationJobs.to })
          .from(notificationJobs)
          .where(and(eq(notificationJobs.alarmId, alarm.id), eq(notificationJobs.kind, 'alarm-host'), eq(notificationJobs.channel, 'sms')))
      : [];
  const messages = planAlarmStage({
    stage,
    alarm,
    at,
    room: contacts.room,
    customer: contacts.customer,
    guest: booking ? { phone: booking.guestPhone, language: booking.guestLanguage } : null,
    smsActivated: await isSmsActivated(tx, customerId),
    resolvedBy: input.resolvedBy ?? null,
    hostSmsRecipients: hostSms.map((row) => row.to),
  });
  await enqueueNotifications(
    tx,
    { kind: kinds[stage], occasion: `${alarm.id}:${stage}`, alarmId: alarm.id, roomId: alarm.roomId, customerId },
    messages,
    at,
    providers,
  );
}
