import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  alias: text('alias'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
