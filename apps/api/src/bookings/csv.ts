// The CSV of a filtered booking list (GET /api/bookings/export.csv), RFC 4180, with the cells of the
// alarms' export: every cell quoted, quotes doubled, and a cell a spreadsheet would read as a formula
// (= + - @, a tab or a carriage return first) given a leading apostrophe, so that a guest named
// "=HYPERLINK(...)" by a PMS is shown as text, never run (OWASP "CSV injection").
import { csvCell } from '../alarms/csv.ts';
import type { BookingResponse } from './responses.ts';

const cellsOf = (booking: BookingResponse): (string | number | undefined)[] => [
  booking._id,
  booking.reservationNumber,
  booking.roomName,
  booking.guest.firstName,
  booking.guest.lastName,
  booking.guest.phone,
  booking.guest.email,
  booking.guest.nationality,
  booking.guest.language,
  booking.checkIn,
  booking.checkOut,
  booking.pax,
  booking.status,
  booking.otaInfo.origin,
  booking.otaInfo.reservationNumber,
  booking.pmsInfo.origin,
  booking.pmsInfo.reservationNumber,
  booking.cityTax,
  booking.accessType,
  booking.keyStatus,
  booking.source,
  booking.createdAt,
];

/** The header (a comma-separated line of the request's language) and one record per booking. */
export function bookingsCsv(header: string, bookings: readonly BookingResponse[]): string {
  const lines = [header.split(',').map(csvCell).join(','), ...bookings.map((booking) => cellsOf(booking).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
