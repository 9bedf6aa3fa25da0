import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** Spec §4 booking statuses. */
export const bookingStatusValues = ['Confirmed', 'Cancelled', 'Unknown', 'Unconfirmed'] as const;

/** Where a booking came from: typed in Sereno, or imported from a property-management system. */
export const bookingSourceValues = ['manual', 'guesty', 'avantio', 'kross'] as const;
export type BookingSource = (typeof bookingSourceValues)[number];

/**
 * The money of a stay, as the legacy booking details show it (spec §3 Legacy booking details). Kept
 * together because Sereno only shows it; nothing is computed from it.
 */
export interface BookingBilling {
  totalCost?: number;
  vat?: number;
  commission?: number;
  paid?: number;
  deposit?: number;
  pendingPayment?: number;
}

/**
 * A stay in a room (spec §3 Booking): who the guest is, so that an alarm reaches them, and when they
 * are there. Imported bookings carry their provider and its id (`source`, `externalId`): the unique
 * index makes an import idempotent. Deleting is soft (`deletedAt`); an import never brings a deleted
 * booking back.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    reservationNumber: text('reservation_number'),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name'),
    guestPhone: text('guest_phone'),
    guestEmail: text('guest_email'),
    guestNationality: text('guest_nationality'),
    /** The language to speak to the guest in (es, en, pt, fr...), when the PMS or the host knows it. */
    guestLanguage: text('guest_language'),
    guestAge: integer('guest_age'),
    checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
    pax: integer('pax').notNull().default(1),
    status: text('status', { enum: bookingStatusValues }).notNull().default('Unconfirmed'),
    /** The travel agency (Booking.com, Airbnb...) and its reservation number. */
    otaOrigin: text('ota_origin'),
    otaReservationNumber: text('ota_reservation_number'),
    /** The property-management system and its reservation number. */
    pmsOrigin: text('pms_origin'),
    pmsReservationNumber: text('pms_reservation_number'),
    /** The ISO 4217 currency of every amount of the stay (cityTax, billing): the PMS's, or EUR. */
    currency: text('currency').notNull().default('EUR'),
    cityTax: numeric('city_tax', { precision: 12, scale: 2, mode: 'number' }),
    billing: jsonb('billing').$type<BookingBilling>().notNull().default({}),
    accessType: text('access_type'),
    keyStatus: text('key_status'),
    accessCode1: text('access_code_1'),
    accessCode2: text('access_code_2'),
    arrivalMethod: text('arrival_method'),
    flightNumber: text('flight_number'),
    /** Messages the guest left for a call back (legacy booking details). */
    callbackMessages: jsonb('callback_messages').$type<string[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    source: text('source', { enum: bookingSourceValues }).notNull().default('manual'),
    /** The provider's id of the reservation; null for a manual booking. */
    externalId: text('external_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The current booking of a room is looked up on every alarm: by room, then by stay.
    index('bookings_room_stay').on(table.roomId, table.checkIn, table.checkOut),
    // The list's default order and the export's keyset (check_in, id): one index read per page.
    index('bookings_check_in_id').on(table.checkIn, table.id),
    uniqueIndex('bookings_source_external').on(table.source, table.externalId),
    check('bookings_stay_order', sql`${table.checkOut} > ${table.checkIn}`),
    check('bookings_pax_positive', sql`${table.pax} >= 1`),
    check('bookings_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
