// The bookings' reads and writes behind the routes: a page of the list, a booking within what the
// caller may see, and the writes, each into a live room the caller may see. The routes parse, guard,
// audit and answer; the queries are here and in queries.ts.
import type { BookingFormValues } from '@sereno/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inVisibleRooms, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { listPage, type PageRequest } from '../platform/lists.ts';
import { lockRoom } from '../rooms/queries.ts';
import { nameOfRoom, type RoomRow } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { bookingColumns, bookingRoomName, bookingsWhere, selectBookings, type BookingFilters } from './queries.ts';
import { bookings, type BookingRow } from '../db/schema/bookings.ts';

export type { BookingRow };

export const bookingSortKeys = ['checkIn', 'checkOut', 'guest', 'roomName', 'status', 'reservationNumber', 'createdAt'] as const;
export type BookingSortKey = (typeof bookingSortKeys)[number];

export const bookingSortColumns = {
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guest: sql`lower(${bookings.guestFirstName} || ' ' || coalesce(${bookings.guestLastName}, ''))`,
  roomName: bookingRoomName,
  status: bookings.status,
  reservationNumber: bookings.reservationNumber,
  createdAt: bookings.createdAt,
};

/** A page of the bookings the caller may see that the filters keep, each with its room's name. */
export function listBookings(db: Database, caller: UserRow, filters: BookingFilters, page: PageRequest<BookingSortKey>) {
  return listPage(db, {
    select: selectBookings(db),
    table: bookings,
    where: bookingsWhere(caller, filters),
    sortColumns: bookingSortColumns,
    defaultSort: 'checkIn',
    tieBreaker: bookings.id,
    page,
  });
}

/** The live booking `id` among those the caller may see, with its room's name. */
export async function findVisibleBooking(db: Database, id: string, caller: UserRow): Promise<{ booking: BookingRow; roomName: string } | undefined> {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt), inVisibleRooms(bookings.roomId, caller)))
    .limit(1);
  return row;
}

/** The live booking `id` the caller may see, locked for the rest of the transaction. */
export async function lockVisibleBooking(tx: Database, id: string, caller: UserRow): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt), inVisibleRooms(bookings.roomId, caller)))
    .for('update');
  return row;
}

/** The room a booking is written into, locked: a live room the caller may see (undefined otherwise). */
export const lockWritableRoom = (tx: Database, roomId: string, caller: UserRow): Promise<RoomRow | undefined> => lockRoom(tx, roomId, visibleRooms(caller));

/** Stores the form as a new booking; answers its id. */
export async function insertBooking(tx: Database, form: BookingFormValues, { createdBy, now }: { createdBy: string; now: Date }): Promise<string> {
  const [created] = await tx
    .insert(bookings)
    .values({ ...bookingColumns(form), createdBy, createdAt: now, updatedAt: now })
    .returning({ id: bookings.id });
  if (!created) throw new Error('the insert returned nothing');
  return created.id;
}

/** Replaces the booking `id` with the form; answers it with its room's name. */
export async function replaceBooking(
  tx: Database,
  id: string,
  form: BookingFormValues,
  { room, now }: { room: RoomRow | undefined; now: Date },
): Promise<{ booking: BookingRow; roomName: string }> {
  const [updated] = await tx
    .update(bookings)
    .set({ ...bookingColumns(form), updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  if (!updated) throw new Error('the update returned nothing');
  return { booking: updated, roomName: room ? room.name : await nameOfRoom(tx, updated.roomId) };
}

/** Deletes the booking `id` softly: it keeps its row with `deletedAt`. */
export async function softDeleteBooking(tx: Database, id: string, now: Date): Promise<void> {
  await tx.update(bookings).set({ deletedAt: now, updatedAt: now }).where(eq(bookings.id, id));
}

/** The confirmed stays of a room the caller may see that overlap [from, to), earliest first. */
export async function staysOfRoomDuring(db: Database, caller: UserRow, roomId: string, { from, to }: { from: Date; to: Date }): Promise<BookingRow[]> {
  const rows = await selectBookings(db)
    .where(bookingsWhere(caller, { roomId, onlyConfirmed: 'true', checkInTo: to, checkOutFrom: new Date(from.getTime() + 1) }))
    .orderBy(bookings.checkIn)
    .limit(20);
  return rows.map((row) => row.booking);
}

/** The live booking `id` whoever asks (the guest's page: its link is the credential), with its room's name. */
export async function findLiveBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  return row;
}
