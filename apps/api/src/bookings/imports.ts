import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { bookings, type BookingBilling, type BookingRow, type BookingSource, type bookingStatusValues } from '../db/schema/bookings.ts';

/** A reservation read from a property-management system, mapped to Sereno's booking fields. */
export interface ImportedBookingInput {
  source: Exclude<BookingSource, 'manual'>;
  /** The provider's id of the reservation: with `source`, what makes a second import an update. */
  externalId: string;
  roomId: string;
  status: (typeof bookingStatusValues)[number];
  checkIn: Date;
  checkOut: Date;
  guest: {
    firstName: string;
    lastName?: string | null;
    phone?: string | null;
    email?: string | null;
    nationality?: string | null;
    language?: string | null;
    age?: number | null;
  };
  pax?: number | null;
  reservationNumber?: string | null;
  otaOrigin?: string | null;
  otaReservationNumber?: string | null;
  /** Defaults to the provider's name (Guesty, Avantio, Kross). */
  pmsOrigin?: string | null;
  pmsReservationNumber?: string | null;
  /** The ISO 4217 code the PMS gives the reservation's money in; absent, the booking keeps its own (EUR when new). */
  currency?: string | null;
  cityTax?: number | null;
  billing?: BookingBilling;
  accessType?: string | null;
  keyStatus?: string | null;
  additionalInfo?: string | null;
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

const providerNames: Record<ImportedBookingInput['source'], string> = { guesty: 'Guesty', avantio: 'Avantio', kross: 'Kross' };

/** A currency the PMS wrote as an ISO 4217 code ("eur" too); anything else is not written. */
function currencyColumn(currency: string | null | undefined): { currency?: string } {
  const code = currency?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? { currency: code } : {};
}

/** The columns an import writes; everything else (notes typed in Sereno, deletedAt) is the host's. */
function importedColumns(input: ImportedBookingInput) {
  return {
    roomId: input.roomId,
    status: input.status,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guestFirstName: input.guest.firstName,
    guestLastName: input.guest.lastName ?? null,
    guestPhone: input.guest.phone ?? null,
    guestEmail: input.guest.email ?? null,
    guestNationality: input.guest.nationality ?? null,
    guestLanguage: input.guest.language ?? null,
    guestAge: input.guest.age ?? null,
    // A PMS may send no head count or zero; a stay holds at least one guest.
    pax: Math.max(1, input.pax ?? 1),
    reservationNumber: input.reservationNumber ?? null,
    otaOrigin: input.otaOrigin ?? null,
    otaReservationNumber: input.otaReservationNumber ?? null,
    pmsOrigin: input.pmsOrigin ?? providerNames[input.source],
    pmsReservationNumber: input.pmsReservationNumber ?? input.externalId,
    ...currencyColumn(input.currency),
    cityTax: input.cityTax ?? null,
    billing: input.billing ?? {},
    accessType: input.accessType ?? null,
    keyStatus: input.keyStatus ?? null,
    additionalInfo: input.additionalInfo ?? null,
  } satisfies Partial<BookingRow>;
}

type ImportedColumns = ReturnType<typeof importedColumns>;

const sameValue = (stored: unknown, incoming: unknown): boolean => {
  if (stored instanceof Date && incoming instanceof Date) return stored.getTime() === incoming.getTime();
  // jsonb hands keys back in its own order: compare the flat billing object key by key.
  if (typeof stored === 'object' && stored !== null && typeof incoming === 'object' && incoming !== null) {
    const keys = Object.keys(stored).sort();
    return JSON.stringify(stored, keys) === JSON.stringify(incoming, Object.keys(incoming).sort());
  }
  return stored === incoming;
};

const isUnchanged = (row: BookingRow, columns: ImportedColumns): boolean =>
  (Object.keys(columns) as (keyof ImportedColumns)[]).every((key) => sameValue(row[key], columns[key]));

/**
 * The webhook of an imported booking (docs/webhooks.md): the stay and its references, never the guest's
 * name or contact. Its occasion is the booking's content, so that the same change is delivered once.
 */
async function emitBookingEvent(
  tx: Database,
  type: 'booking.imported' | 'booking.changed',
  booking: ImportedColumns & { id: string; source: ImportedBookingInput['source'] },
  now: Date,
): Promise<void> {
  const data = {
    booking: {
      id: booking.id,
      source: booking.source,
      status: booking.status,
      checkIn: booking.checkIn.toISOString(),
      checkOut: booking.checkOut.toISOString(),
      pax: booking.pax,
      reservationNumber: booking.reservationNumber,
      pmsOrigin: booking.pmsOrigin,
      pmsReservationNumber: booking.pmsReservationNumber,
      otaOrigin: booking.otaOrigin,
    },
  };
  await emitWebhookEvent(tx, { type, roomId: booking.roomId, occasion: `${booking.id}:${now.toISOString()}`, data, at: now });
}

/**
 * Inserts or updates the booking of `input.source` + `input.externalId`, so that a sync run twice
 * imports each reservation once. A booking the host deleted stays deleted (its data is still brought
 * up to date). Run it inside the sync's transaction: the row is locked until it commits.
 */
export async function upsertImportedBooking(tx: Database, input: ImportedBookingInput, now: Date = new Date()): Promise<ImportOutcome> {
  const columns = importedColumns(input);
  const key = and(eq(bookings.source, input.source), eq(bookings.externalId, input.externalId));
  const [existing] = await tx.select().from(bookings).where(key).for('update');
  if (!existing) {
    const inserted = await tx
      .insert(bookings)
      .values({ ...columns, source: input.source, externalId: input.externalId })
      .onConflictDoNothing({ target: [bookings.source, bookings.externalId] })
      .returning({ id: bookings.id });
    const [created] = inserted;
    if (created) {
      await emitBookingEvent(tx, 'booking.imported', { id: created.id, ...columns, source: input.source }, now);
      return 'created';
    }
    // Another sync inserted it between our read and our insert: treat it as the existing row.
    return upsertImportedBooking(tx, input, now);
  }
  if (isUnchanged(existing, columns)) return 'unchanged';
  await tx
    .update(bookings)
    .set({ ...columns, updatedAt: now })
    .where(eq(bookings.id, existing.id));
  await emitBookingEvent(tx, 'booking.changed', { id: existing.id, ...columns, source: input.source }, now);
  return 'updated';
}
