// The bookings export (GET /api/bookings/export.csv and .xlsx): what GET /bookings lists with the
// same filters and sort, read a page at a time (a keyset on the sort key and the id), each
// booking with its room's time zone for the check-in, check-out and creation times.
import type { Language } from '@sereno/validation';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { defaultTimeZone, exportMaxRows, exportPageSize, type ExportColumn, type ExportSource } from '../platform/export/columns.ts';
import { keysetPages, offsetPages } from '../platform/export/send.ts';
import type { PageRequest } from '../platform/lists.ts';
import { roomTimeZoneOf, timeZonesOfRooms } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { bookingRoomIds, bookingsWhere, selectExportedBookings, type BookingFilters, type ExportedBooking } from './queries.ts';
import { bookingSortColumns, type BookingSortKey } from './service.ts';
import { bookings, type BookingRow } from '../db/schema/bookings.ts';

interface BookingExportRow {
  booking: ExportedBooking;
  roomName: string;
  timeZone: string;
}

const statusWords: Record<Language, Record<BookingRow['status'], string>> = {
  es: { Confirmed: 'Confirmada', Unconfirmed: 'Sin confirmar', Cancelled: 'Cancelada', Unknown: 'Desconocido' },
  en: { Confirmed: 'Confirmed', Unconfirmed: 'Unconfirmed', Cancelled: 'Cancelled', Unknown: 'Unknown' },
};

const text = (es: string, en: string, value: (booking: ExportedBooking) => string | number | null, width?: number): ExportColumn<BookingExportRow> => ({
  header: { es, en },
  kind: 'text',
  value: (row) => value(row.booking),
  ...(width === undefined ? {} : { width }),
});

export const bookingExportColumns: readonly ExportColumn<BookingExportRow>[] = [
  text('Id', 'Id', (b) => b.id, 38),
  text('Reserva', 'Reservation', (b) => b.reservationNumber),
  { header: { es: 'Sala', en: 'Room' }, kind: 'text', value: (row) => row.roomName, width: 28 },
  text('Nombre', 'First name', (b) => b.guestFirstName),
  text('Apellidos', 'Last name', (b) => b.guestLastName, 22),
  text('Teléfono', 'Phone', (b) => b.guestPhone),
  text('Email', 'Email', (b) => b.guestEmail, 28),
  text('Nacionalidad', 'Nationality', (b) => b.guestNationality),
  text('Idioma', 'Language', (b) => b.guestLanguage),
  { header: { es: 'Entrada', en: 'Check-in' }, kind: 'dateTime', value: (row) => row.booking.checkIn },
  { header: { es: 'Salida', en: 'Check-out' }, kind: 'dateTime', value: (row) => row.booking.checkOut },
  { header: { es: 'Huéspedes', en: 'Guests' }, kind: 'number', value: (row) => row.booking.pax },
  { header: { es: 'Estado', en: 'Status' }, kind: 'text', value: (row, language) => statusWords[language][row.booking.status] },
  text('OTA', 'OTA', (b) => b.otaOrigin),
  text('Reserva OTA', 'OTA reservation', (b) => b.otaReservationNumber),
  text('PMS', 'PMS', (b) => b.pmsOrigin),
  text('Reserva PMS', 'PMS reservation', (b) => b.pmsReservationNumber),
  text('Moneda', 'Currency', (b) => b.currency),
  { header: { es: 'Tasa turística', en: 'City tax' }, kind: 'number', value: (row) => row.booking.cityTax },
  text('Tipo de acceso', 'Access type', (b) => b.accessType),
  text('Estado de llaves', 'Key status', (b) => b.keyStatus),
  text('Origen', 'Source', (b) => b.source),
  { header: { es: 'Creada', en: 'Created' }, kind: 'dateTime', value: (row) => row.booking.createdAt },
];

/** What GET /bookings lists with these filters and sort, every page, as an export source. */
export async function bookingExportSource(
  db: Database,
  caller: UserRow,
  filters: BookingFilters,
  sort: Pick<PageRequest<BookingSortKey>, 'sortKey' | 'sortDirection'>,
): Promise<ExportSource<BookingExportRow>> {
  // The rooms the caller's file may hold, read once: each page compares the booking's room with
  // these ids rather than joining `rooms` again (bookingsWhere says why).
  const roomIds = await bookingRoomIds(db, caller, filters);
  const where = bookingsWhere(caller, filters, roomIds);
  // The zones of the rows' rooms: when those rooms share one zone (the usual case) it is theirs,
  // without reading every booking to find out.
  const zonesOfRooms = new Set((await timeZonesOfRooms(db, roomIds)).values());
  const zones =
    zonesOfRooms.size <= 1
      ? [...zonesOfRooms].map((zone) => ({ zone }))
      : await db
          .selectDistinct({ zone: roomTimeZoneOf(bookings.roomId) })
          .from(bookings)
          .where(where)
          .limit(2);
  const sortKey = sort.sortKey ?? 'checkIn';
  const direction = sort.sortDirection === 'desc' ? desc : asc;
  const sortColumn = bookingSortColumns[sortKey];
  const withZones = async (items: { booking: ExportedBooking; roomName: string }[]): Promise<BookingExportRow[]> => {
    const zoneOf = await timeZonesOfRooms(
      db,
      items.map((item) => item.booking.roomId),
    );
    return items.map((item) => ({ ...item, timeZone: zoneOf.get(item.booking.roomId) ?? defaultTimeZone }));
  };
  // The list's order (its sort key, then the id), read by a keyset: the next page starts after the
  // last row's own (key, id) as the database holds it. A key that may be empty (the reservation
  // number) cannot be compared so: it pages by offset.
  const keyset = sortKey !== 'reservationNumber';
  const read = async (after: string | undefined, limit: number, offset: number): Promise<BookingExportRow[]> =>
    withZones(
      await selectExportedBookings(db)
        .where(
          and(
            where,
            after === undefined || !keyset
              ? undefined
              : sort.sortDirection === 'desc'
                ? sql`(${sortColumn}, ${bookings.id}) < (select ${sortColumn}, ${bookings.id} from ${bookings} where ${bookings.id} = ${after})`
                : sql`(${sortColumn}, ${bookings.id}) > (select ${sortColumn}, ${bookings.id} from ${bookings} where ${bookings.id} = ${after})`,
          ),
        )
        .orderBy(direction(sortColumn), direction(bookings.id))
        .limit(limit)
        .offset(keyset ? 0 : offset),
    );
  return {
    columns: bookingExportColumns,
    pages: keyset
      ? keysetPages<BookingExportRow, string>(
          (after, limit) => read(after, limit, 0),
          (row) => row.booking.id,
          { pageSize: exportPageSize, max: exportMaxRows },
        )
      : offsetPages((offset, limit) => read(undefined, limit, offset), { pageSize: exportPageSize, max: exportMaxRows }),
    timeZoneOf: (row) => row.timeZone,
    timeZones: zones.map((row) => row.zone ?? defaultTimeZone),
  };
}
