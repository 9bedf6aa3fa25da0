// The CSV of a filtered booking list (GET /api/bookings/export.csv), written as every export is
// (src/platform/csv.ts: quoted cells, formulas neutralised).
import { csvDocument, type CsvValue } from '../platform/csv.ts';
import type { BookingResponse } from './responses.ts';

const cellsOf = (booking: BookingResponse): CsvValue[] => [
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
  booking.currency,
  booking.cityTax,
  booking.accessType,
  booking.keyStatus,
  booking.source,
  booking.createdAt,
];

/** The header (a comma-separated line of the request's language) and one record per booking. */
export function bookingsCsv(header: string, bookings: readonly BookingResponse[]): string {
  return csvDocument(header.split(','), bookings.map(cellsOf));
}
