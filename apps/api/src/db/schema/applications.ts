import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's own API application (spec §7 user integrations): a public application id and a key shown
 * once. The key is 256 random bits, so a SHA-256 of it is as safe to store as a slow hash and lets
 * a request be checked by one index lookup.
 */
export const userIntegrations = pgTable(
  'user_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationName: text('application_name').notNull(),
    applicationId: text('application_id').notNull().unique(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('user_integrations_user').on(table.userId)],
);

export type UserIntegrationRow = typeof userIntegrations.$inferSelect;
