// How the bookings page writes a booking's values in the viewer's language.
import type { Booking } from '@sereno/api-client';
import { formatMoney } from '../../shared/format/money.ts';

/** An amount of the booking, in the booking's currency (every amount of a booking is in its one currency). */
export function formatAmount(value: number, booking: Pick<Booking, 'currency'>, language: string): string {
  return formatMoney(value, booking.currency, language);
}

export const guestNameOf = (booking: Booking): string => [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(' ');
