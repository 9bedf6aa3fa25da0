import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per counted attempt, per key: failed logins (`username:<name>`, `address:<ip>`) and the
 * other throttled calls (`reset-email:…`, `reset-address:…`, `auto-login-address:…`, `register-address:…`),
 * kept for the longest throttle window.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

/** Password-reset links: only the SHA-256 of the token is kept; a link works once, for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/**
 * Auto-login links that were issued. The link itself is signed (HMAC with SERENO_SECRET); this row
 * makes it single-use and lets it be revoked by deleting the user.
 */
export const autoLoginLinks = pgTable(
  'auto_login_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked for the link (an administrator, or null for the server itself). */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A one-room link (an alarm email's, docs/alarms.md "Links that log in"): the session it starts opens this room only. */
    roomId: uuid('room_id'),
    /** The alarm the one-room link opens. No foreign key: alarms live in their module. */
    alarmId: uuid('alarm_id'),
  },
  (table) => [index('auto_login_links_user_id_idx').on(table.userId)],
);
