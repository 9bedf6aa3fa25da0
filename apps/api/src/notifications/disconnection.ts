// A device that stopped reporting (30 minutes without data, spec §9) is announced once per
// disconnection by the housekeeping; the customer's report addresses get one email for it, when both
// the room and the customer want disconnection emails.
import type { Database } from '../platform/database.ts';
import { enqueueNotifications, everyProvider, type NotificationProviders } from './jobs.ts';
import { localDateTime } from '../platform/local-time.ts';
import { hostLanguage, splitContacts, type PlannedMessage } from './recipients.ts';
import { loadRoomContacts } from './room-contacts.ts';
import { disconnectionEmail } from './written-messages.ts';

/** Enqueues the disconnection email of a room whose device was last seen at `lastSeenAt`; once per disconnection. */
export async function notifyDisconnection(
  tx: Database,
  { roomId, lastSeenAt, at }: { roomId: string; lastSeenAt: Date; at: Date },
  providers: NotificationProviders = everyProvider,
): Promise<void> {
  const contacts = await loadRoomContacts(tx, roomId);
  if (!contacts?.customer || !contacts.room.disconnectionNotificationEnabled || !contacts.customer.disconnectionNotificationEnabled) return;
  const { room, customer } = contacts;
  // The report addresses are the customer's: its language, else Spanish.
  const language = customer.language === 'en' ? 'en' : hostLanguage;
  const email = disconnectionEmail(language, {
    roomName: room.name,
    monitorId: room.monitorId ?? '',
    lastSeen: localDateTime(lastSeenAt, room.timezoneName),
  });
  const messages = splitContacts(customer.reportsEmail, 'email').map((to): PlannedMessage => ({
    channel: 'email',
    to,
    language,
    payload: email,
    reason: null,
  }));
  // The last reading's time names the disconnection: the same one announced twice emails once.
  await enqueueNotifications(
    tx,
    { kind: 'disconnection', occasion: `disconnection:${roomId}:${lastSeenAt.toISOString()}`, alarmId: null, roomId, customerId: customer.id },
    messages,
    at,
    providers,
  );
}
