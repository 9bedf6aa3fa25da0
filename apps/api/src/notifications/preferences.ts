// A customer's notification preferences (spec §3): how it wants to be told, as the defaults of its
// new rooms (notification_defaults) and, when it asks, of all its rooms. The spec's shape (noise,
// smoke, crowd) maps onto the room's own columns, which recipients.ts reads at each alarm.
import type { NotificationPreferences } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { notificationDefaults, type NotificationDefaultsRow } from '../db/schema/notifications.ts';

/** The room columns the preferences stand for. */
export type RoomNotificationColumns = Omit<NotificationDefaultsRow, 'customerId' | 'updatedAt' | 'updatedBy'>;

/** A new room's own defaults (db/schema/rooms.ts), for a customer that has set none. */
export const roomDefaults: RoomNotificationColumns = {
  callsEnabled: true,
  sendNoiseMailNotification: true,
  disconnectionNotificationEnabled: true,
  notifyGuest: false,
  sendNoiseSMSNotification: false,
  sendSmokeMailNotification: true,
  sendSmokeSMSNotification: false,
  sendCrowdMailNotification: true,
  sendCrowdSMSNotification: false,
};

export function toRoomColumns({ noise, smoke, crowd }: NotificationPreferences): RoomNotificationColumns {
  return {
    callsEnabled: noise.calls,
    sendNoiseMailNotification: noise.emails,
    disconnectionNotificationEnabled: noise.disconnectedDeviceEmails,
    notifyGuest: noise.notifyGuest,
    sendNoiseSMSNotification: noise.sms,
    sendSmokeMailNotification: smoke.emails,
    sendSmokeSMSNotification: smoke.sms,
    sendCrowdMailNotification: crowd.emails,
    sendCrowdSMSNotification: crowd.sms,
  };
}

export function toPreferences(columns: RoomNotificationColumns): NotificationPreferences {
  return {
    noise: {
      calls: columns.callsEnabled,
      emails: columns.sendNoiseMailNotification,
      disconnectedDeviceEmails: columns.disconnectionNotificationEnabled,
      notifyGuest: columns.notifyGuest,
      sms: columns.sendNoiseSMSNotification,
    },
    smoke: { emails: columns.sendSmokeMailNotification, sms: columns.sendSmokeSMSNotification },
    crowd: { emails: columns.sendCrowdMailNotification, sms: columns.sendCrowdSMSNotification },
  };
}

/** The settings a new room of the customer starts with: its preferences, or a room's own defaults. */
export async function newRoomNotificationColumns(db: Database, customerId: string | null): Promise<RoomNotificationColumns> {
  if (!customerId) return roomDefaults;
  const [row] = await db.select().from(notificationDefaults).where(eq(notificationDefaults.customerId, customerId));
  if (!row) return roomDefaults;
  const { customerId: _customer, updatedAt: _at, updatedBy: _by, ...columns } = row;
  return columns;
}

export async function saveNotificationDefaults(
  tx: Database,
  { customerId, columns, by, at }: { customerId: string; columns: RoomNotificationColumns; by: string; at: Date },
): Promise<void> {
  await tx
    .insert(notificationDefaults)
    .values({ customerId, ...columns, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: notificationDefaults.customerId, set: { ...columns, updatedAt: at, updatedBy: by } });
}
