// Rooms, owners and guests written straight into the database for the notification tests: the tests
// are about who is told what, not about the room and booking screens (tested in their own modules).
import { randomUUID } from 'node:crypto';
import { bookings } from '../db/schema/bookings.ts';
import { customers } from '../db/schema/customers.ts';
import type { Database } from '../platform/database.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { smsActivations } from '../db/schema/notifications.ts';

export interface FixtureCustomer {
  reportsEmail?: string | null;
  reportsPhone?: string | null;
  reportsPhoneSMS?: string | null;
  disconnectionNotificationEnabled?: boolean;
  smsActivated?: boolean;
  /** The language of the customer's messages (`es`, `en`). */
  language?: string | null;
}

/** A customer, its owner account and one room with the given settings; returns their ids. */
export async function createOwnedRoom(
  db: Database,
  { customer = {}, room = {} }: { customer?: FixtureCustomer; room?: Partial<typeof rooms.$inferInsert> } = {},
): Promise<{ roomId: string; customerId: string; ownerId: string; room: RoomRow }> {
  const suffix = randomUUID().slice(0, 8);
  const [createdCustomer] = await db
    .insert(customers)
    .values({
      name: `Customer ${suffix}`,
      reportsEmail: customer.reportsEmail ?? null,
      reportsPhone: customer.reportsPhone ?? null,
      reportsPhoneSMS: customer.reportsPhoneSMS ?? null,
      disconnectionNotificationEnabled: customer.disconnectionNotificationEnabled ?? false,
      language: customer.language ?? null,
    })
    .returning({ id: customers.id });
  const customerId = createdCustomer?.id ?? '';
  if (customer.smsActivated) await db.insert(smsActivations).values({ customerId });
  const [owner] = await db
    .insert(users)
    .values({ username: `owner-${suffix}`, email: `owner-${suffix}@example.com`, name: 'Owner', role: 'customer', passwordHash: 'not-a-hash', customerId })
    .returning({ id: users.id });
  const ownerId = owner?.id ?? '';
  const [created] = await db
    .insert(rooms)
    .values({ name: `Ático ${suffix}`, monitorId: `SRN-${suffix}`, ownerId, timezoneName: 'Europe/Madrid', ...room })
    .returning();
  if (!created) throw new Error('room not created');
  return { roomId: created.id, customerId, ownerId, room: created };
}

/** A confirmed booking around `at` with the guest's phone and language. */
export async function createStay(
  db: Database,
  { roomId, at, phone, language }: { roomId: string; at: Date; phone: string | null; language: string | null },
): Promise<void> {
  await db.insert(bookings).values({
    roomId,
    guestFirstName: 'Guest',
    guestPhone: phone,
    guestLanguage: language,
    checkIn: new Date(at.getTime() - 24 * 3_600_000),
    checkOut: new Date(at.getTime() + 24 * 3_600_000),
    status: 'Confirmed',
  });
}
