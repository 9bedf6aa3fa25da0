// The reads every booking route shares: the select with the room's name, and the where clause of the
// list's filters, which the CSV export applies too.
import { and, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BookingFormValues } from '@sereno/validation';
import { inVisibleRooms, visibleRooms } from '../platform/access.ts';
import { isAnyId } from '../platform/any-id.ts';
import { containsPattern } from '../platform/lists.ts';
import type { Database } from '../platform/database.ts';
import { liveRoomIds, roomNameOf, roomOwnedByPeopleOf, roomsOfCustomer } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { bookings, type BookingRow, type NewBookingRow } from '../db/schema/bookings.ts';

export type { NewBookingRow };

/** The name of a booking's room, for the select and the sort. */
export const bookingRoomName = roomNameOf(bookings.roomId);

/** A booking with its room's name, ready for `.where()`. */
export const selectBookings = (db: Database) => db.select({ booking: bookings, roomName: bookingRoomName }).from(bookings).$dynamic();

/** The columns the export writes (bookings/export.ts), and the room for its zone: not the billing, messages or codes. */
const exportedColumns = {
  id: bookings.id,
  roomId: bookings.roomId,
  reservationNumber: bookings.reservationNumber,
  guestFirstName: bookings.guestFirstName,
  guestLastName: bookings.guestLastName,
  guestPhone: bookings.guestPhone,
  guestEmail: bookings.guestEmail,
  guestNationality: bookings.guestNationality,
  guestLanguage: bookings.guestLanguage,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  pax: bookings.pax,
  status: bookings.status,
  otaOrigin: bookings.otaOrigin,
  otaReservationNumber: bookings.otaReservationNumber,
  pmsOrigin: bookings.pmsOrigin,
  pmsReservationNumber: bookings.pmsReservationNumber,
  currency: bookings.currency,
  cityTax: bookings.cityTax,
  accessType: bookings.accessType,
  keyStatus: bookings.keyStatus,
  source: bookings.source,
  createdAt: bookings.createdAt,
};
export type ExportedBooking = Pick<BookingRow, keyof typeof exportedColumns>;

/**
 * A booking's exported columns with its room's name, ready for `.where()`: an export of 100,000 rows
 * reads 23 of the 36 columns, and decodes none of the JSON ones (docs/exports.md).
 */
export const selectExportedBookings = (db: Database) => db.select({ booking: exportedColumns, roomName: bookingRoomName }).from(bookings).$dynamic();

export interface BookingFilters {
  roomId?: string | undefined;
  customerId?: string | undefined;
  onlyConfirmed?: 'true' | 'false' | undefined;
  search?: string | undefined;
  /** The check-in at or after `checkInFrom` and before `checkInTo`; the same for the check-out. */
  checkInFrom?: Date | undefined;
  checkInTo?: Date | undefined;
  checkOutFrom?: Date | undefined;
  checkOutTo?: Date | undefined;
}

/**
 * The ids of the live rooms whose bookings the caller may see and the customer filter keeps: what
 * `bookingsWhere`'s room subqueries keep, read once (the export, `bookingRooms`).
 */
export function bookingRoomIds(db: Database, caller: UserRow, { customerId }: Pick<BookingFilters, 'customerId'>): Promise<string[]> {
  return liveRoomIds(db, and(visibleRooms(caller), customerId === undefined ? undefined : roomOwnedByPeopleOf(customerId)));
}

/**
 * The live bookings the caller may see that the filters keep (a where clause on `bookings` alone, as
 * `listPage` counts). `rooms`: the room ids `bookingRoomIds` read, in place of the visibility and
 * customer subqueries. Why the export passes them: PostgreSQL pulls those subqueries up into a join
 * with `rooms`, and a small `rooms` table that was never analysed (fewer changes than autovacuum's
 * threshold) is estimated at one row, so the planner walks every room's bookings and sorts them all
 * for each page of 1,000 instead of reading the `(check_in, id)` index in order (docs/exports.md,
 * "The bookings export's plan"). A list of ids is judged by the bookings' own statistics.
 */
export function bookingsWhere(
  caller: UserRow,
  { roomId, customerId, onlyConfirmed, search, checkInFrom, checkInTo, checkOutFrom, checkOutTo }: BookingFilters,
  rooms?: readonly string[],
): SQL | undefined {
  const pattern = search === undefined ? undefined : containsPattern(search);
  return and(
    isNull(bookings.deletedAt),
    rooms === undefined ? inVisibleRooms(bookings.roomId, caller) : isAnyId(bookings.roomId, rooms),
    roomId === undefined ? undefined : eq(bookings.roomId, roomId),
    customerId === undefined || rooms !== undefined ? undefined : inArray(bookings.roomId, roomsOfCustomer(customerId)),
    onlyConfirmed === 'true' ? eq(bookings.status, 'Confirmed') : undefined,
    checkInFrom === undefined ? undefined : gte(bookings.checkIn, checkInFrom),
    checkInTo === undefined ? undefined : lt(bookings.checkIn, checkInTo),
    checkOutFrom === undefined ? undefined : gte(bookings.checkOut, checkOutFrom),
    checkOutTo === undefined ? undefined : lt(bookings.checkOut, checkOutTo),
    pattern === undefined
      ? undefined
      : or(
          ilike(bookings.guestFirstName, pattern),
          ilike(bookings.guestLastName, pattern),
          ilike(sql`${bookings.guestFirstName} || ' ' || coalesce(${bookings.guestLastName}, '')`, pattern),
          ilike(bookings.reservationNumber, pattern),
          ilike(bookings.otaReservationNumber, pattern),
          ilike(bookings.pmsReservationNumber, pattern),
        ),
  );
}

/** The booking's columns from the form, every one of them (PUT replaces the booking with the form). */
export function bookingColumns(form: BookingFormValues): Omit<NewBookingRow, 'id' | 'createdAt' | 'createdBy' | 'source' | 'externalId'> {
  return {
    roomId: form.roomId,
    reservationNumber: form.reservationNumber ?? null,
    guestFirstName: form.guest.firstName,
    guestLastName: form.guest.lastName ?? null,
    guestPhone: form.guest.phone ?? null,
    guestEmail: form.guest.email ?? null,
    guestNationality: form.guest.nationality ?? null,
    guestLanguage: form.guest.language ?? null,
    guestAge: form.guest.age ?? null,
    checkIn: new Date(form.checkIn),
    checkOut: new Date(form.checkOut),
    pax: form.pax,
    status: form.status,
    otaOrigin: form.otaInfo?.origin ?? null,
    otaReservationNumber: form.otaInfo?.reservationNumber ?? null,
    pmsOrigin: form.pmsInfo?.origin ?? null,
    pmsReservationNumber: form.pmsInfo?.reservationNumber ?? null,
    currency: form.currency,
    cityTax: form.cityTax ?? null,
    billing: form.billing ?? {},
    accessType: form.accessType ?? null,
    keyStatus: form.keyStatus ?? null,
    accessCode1: form.accessCode1 ?? null,
    accessCode2: form.accessCode2 ?? null,
    arrivalMethod: form.arrivalMethod ?? null,
    flightNumber: form.flightNumber ?? null,
    callbackMessages: form.callbackMessages ?? [],
    additionalInfo: form.additionalInfo ?? null,
  };
}

/** Whether `bookingId` is a live booking of the room `roomId` (a task may point at it). */
export async function isLiveBookingOfRoom(db: Database, bookingId: string, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.roomId, roomId), isNull(bookings.deletedAt)));
  return row !== undefined;
}

/** Stores bookings as they are given (the demo's seed); answers each one's id, room and reservation number. */
export function insertBookings(tx: Database, values: readonly NewBookingRow[]) {
  return tx
    .insert(bookings)
    .values([...values])
    .returning({ id: bookings.id, roomId: bookings.roomId, reservationNumber: bookings.reservationNumber });
}
