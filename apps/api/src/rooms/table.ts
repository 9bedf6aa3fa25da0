import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { licences, serviceContracts } from '../customers/table.ts';
import { users } from '../users/table.ts';

/**
 * A room (a listing) and the device that watches it (spec §3 Room). The customer of a room is its
 * owner's customer. Deleting is soft (`deletedAt`): a merged room leaves its history behind.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    /** The device's id; null for a room without a device. */
    monitorId: text('monitor_id'),
    /** Phones for calls, comma-separated. */
    phone: text('phone'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    licenseId: uuid('license_id').references(() => licences.id, { onDelete: 'set null' }),
    serviceContractId: uuid('service_contract_id').references(() => serviceContracts.id, { onDelete: 'set null' }),
    /** When the device last reported; the room's connected/disconnected status follows from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('rooms_owner').on(table.ownerId),
    index('rooms_manager').on(table.managerId),
    index('rooms_license').on(table.licenseId),
    // A device watches one live room at a time; deleted rooms keep theirs for history.
    uniqueIndex('rooms_monitor_live').on(table.monitorId).where(sql`${table.deletedAt} is null and ${table.monitorId} is not null`),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
