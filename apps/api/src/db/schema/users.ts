import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { roles } from '@sereno/validation';

export const userRole = pgEnum('user_role', roles);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: userRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    alias: text('alias'),
    /** Notes about the account by whoever manages it (up to 5000 characters). */
    annotations: text('annotations'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** The language of the messages Sereno sends the person (`es`, `en`), chosen in the panel's settings; null: the customer's, else Spanish. */
    language: text('language'),
    /** The person chose that the links of their alarm emails log them in, for that one room (notifications/login-link-routes.ts). */
    alarmLinksLogIn: boolean('alarm_links_log_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address whatever its letter case, as people log in with either spelling.
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
