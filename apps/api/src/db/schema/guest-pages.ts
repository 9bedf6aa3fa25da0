import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/**
 * The private links of the guest's page (docs/guest-page.md): one row per link issued for a booking.
 * The token itself is never stored: only its SHA-256 (`tokenHash`), which the public read looks up.
 * The token is derived from the row's id under SERENO_SECRET, so that the panel can show the link
 * again and a warning can carry it, while a copy of the database alone gives no working link.
 * A link works while it is the booking's newest, unrevoked, and the booking's check-out is ahead.
 */
export const guestPageLinks = pgTable(
  'guest_page_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who issued it; null when Sereno issued it for a warning to the guest. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('guest_page_links_token_hash').on(table.tokenHash), index('guest_page_links_booking').on(table.bookingId, table.createdAt)],
);

export type GuestPageLinkRow = typeof guestPageLinks.$inferSelect;
