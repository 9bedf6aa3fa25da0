// How the bookings page writes a booking's values in the viewer's language.
import type { Booking } from '@sereno/api-client';

/** An amount as the PMS sent it: the booking carries no currency, so none is written. */
export function formatAmount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export const guestNameOf = (booking: Booking): string => [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(' ');
