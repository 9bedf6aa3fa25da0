// How the bookings page writes a booking's values in the viewer's language and time zone.
import type { Booking } from '@sereno/api-client';

/** "22/11/2026, 16:00" / "11/22/2026, 4:00 PM": a check-in or check-out, in the viewer's time zone. */
export function formatStayDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** "sábado, 22 de noviembre de 2026": a day filter's date (`yyyy-MM-dd`, the viewer's calendar). */
export function formatDay(isoDate: string, language: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(new Date(year, month - 1, day));
}

/** An amount as the PMS sent it: the booking carries no currency, so none is written. */
export function formatAmount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export const guestNameOf = (booking: Booking): string => [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(' ');
