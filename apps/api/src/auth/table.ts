import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per failed login, per key (`username:<name>` and `address:<ip>`), kept for the throttle's window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);
