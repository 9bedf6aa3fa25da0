// What every provider's reservation becomes on its way to a Sereno booking, and how each provider's
// status maps to the four of spec §4 (documented in docs/integrations.md).
import type { BookingStatus } from '@sereno/validation';

export interface ImportedReservation {
  /** The provider's id of the reservation: with the provider, the booking's identity in Sereno. */
  externalId: string;
  /** The provider's id of the listing, accommodation or room the stay is in (a room's linked id). */
  unitId: string;
  status: BookingStatus;
  checkIn: Date;
  checkOut: Date;
  guest: { firstName: string; lastName?: string; phone?: string; email?: string; nationality?: string; language?: string };
  pax: number;
  /** The reservation's code at the provider (Guesty's confirmation code, Kross's code...). */
  pmsReservationNumber?: string;
  otaOrigin?: string;
  otaReservationNumber?: string;
  /** The ISO 4217 code the provider gives the reservation's money in (Guesty's money.currency...). */
  currency?: string;
}

/** Guesty's statuses (open-api-docs.guesty.com, reservations): anything new counts as Unknown. */
export function guestyStatus(status: string): BookingStatus {
  switch (status.toLowerCase()) {
    case 'confirmed':
    case 'checked_in':
    case 'checked_out':
      return 'Confirmed';
    case 'canceled':
    case 'cancelled':
    case 'declined':
    case 'expired':
    case 'closed':
      return 'Cancelled';
    case 'inquiry':
    case 'reserved':
    case 'awaiting_payment':
    case 'pending':
      return 'Unconfirmed';
    default:
      return 'Unknown';
  }
}

/** Avantio's booking statuses (PMS API v2). */
export function avantioStatus(status: string): BookingStatus {
  switch (status.toUpperCase()) {
    case 'CONFIRMED':
    case 'PAID':
      return 'Confirmed';
    case 'CANCELLED':
    case 'CANCELED':
      return 'Cancelled';
    case 'UNPAID':
    case 'REQUESTED':
    case 'PENDING':
      return 'Unconfirmed';
    default:
      return 'Unknown';
  }
}

/** Kross's reservation statuses (Booking API v5). */
export function krossStatus(status: string): BookingStatus {
  switch (status.toLowerCase()) {
    case 'confirmed':
    case 'checked_in':
    case 'checked_out':
      return 'Confirmed';
    case 'cancelled':
    case 'canceled':
    case 'no_show':
      return 'Cancelled';
    case 'option':
    case 'request':
    case 'pending':
      return 'Unconfirmed';
    default:
      return 'Unknown';
  }
}

/** A name in one field split at its first space, for providers that send "first last". */
export function splitName(full: string): { firstName: string; lastName?: string } {
  const trimmed = full.trim();
  const at = trimmed.indexOf(' ');
  return at < 0 ? { firstName: trimmed } : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1).trim() };
}
