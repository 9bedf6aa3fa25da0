// A room with its owner's customer: where the room's notifications go and whose SMS activation applies.
import { eq } from 'drizzle-orm';
import { customers } from '../customers/table.ts';
import type { Database } from '../platform/database.ts';
import { rooms, type RoomRow } from '../rooms/table.ts';
import { users } from '../users/table.ts';

export interface RoomContacts {
  room: RoomRow;
  customer: {
    id: string;
    reportsEmail: string | null;
    reportsPhone: string | null;
    reportsPhoneSMS: string | null;
    disconnectionNotificationEnabled: boolean;
  } | null;
}

export async function loadRoomContacts(db: Database, roomId: string): Promise<RoomContacts | null> {
  const [row] = await db
    .select({
      room: rooms,
      customer: {
        id: customers.id,
        reportsEmail: customers.reportsEmail,
        reportsPhone: customers.reportsPhone,
        reportsPhoneSMS: customers.reportsPhoneSMS,
        disconnectionNotificationEnabled: customers.disconnectionNotificationEnabled,
      },
    })
    .from(rooms)
    .leftJoin(users, eq(users.id, rooms.ownerId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(rooms.id, roomId))
    .limit(1);
  return row ?? null;
}
