import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A device a person has asked to receive alarms on by Web Push (docs/pwa.md): the browser's push
 * subscription (the push service's `endpoint` and the keys that encrypt for it, `p256dh` and `auth`).
 * One endpoint belongs to one account: a device that signs in as another person and subscribes moves
 * to that account. Removed by its owner, or when the push service answers 404/410 (it has expired).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed (its User-Agent), to tell one's devices apart. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last push the push service accepted for it. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
