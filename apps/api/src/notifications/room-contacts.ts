// A room with its owner's customer: where the room's notifications go and whose SMS activation applies.
import { findCustomer } from '../customers/queries.ts';
import type { Database } from '../platform/database.ts';
import { findRoomRow, type RoomRow } from '../rooms/service.ts';
import { customerOfUser } from '../users/queries.ts';

export interface RoomContacts {
  room: RoomRow;
  customer: {
    id: string;
    reportsEmail: string | null;
    reportsPhone: string | null;
    reportsPhoneSMS: string | null;
    disconnectionNotificationEnabled: boolean;
    /** The language of its messages (`es`, `en`), null when not chosen. */
    language: string | null;
  } | null;
}

export async function loadRoomContacts(db: Database, roomId: string): Promise<RoomContacts | null> {
  const room = await findRoomRow(db, roomId);
  if (!room) return null;
  const customerId = room.ownerId === null ? null : await customerOfUser(db, room.ownerId);
  const customer = customerId ? await findCustomer(db, customerId) : undefined;
  if (!customer) return { room, customer: null };
  const { id, reportsEmail, reportsPhone, reportsPhoneSMS, disconnectionNotificationEnabled, language } = customer;
  return { room, customer: { id, reportsEmail, reportsPhone, reportsPhoneSMS, disconnectionNotificationEnabled, language } };
}
