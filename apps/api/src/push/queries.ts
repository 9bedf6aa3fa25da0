// The push subscriptions' table is this module's (docs/pwa.md): other modules go through these queries.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../db/schema/push.ts';

export type { PushSubscriptionRow } from '../db/schema/push.ts';

export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  now: Date;
}

/** Saves a device's subscription for `userId`; the same endpoint saved again (new keys, another account) is updated, not doubled. */
export async function saveSubscription(db: Database, subscription: NewSubscription): Promise<PushSubscriptionRow> {
  const { now, ...values } = subscription;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, createdAt: now },
    })
    .returning();
  if (!row) throw new Error('push subscription not saved');
  return row;
}

export const subscriptionsOf = (db: Database, userId: string): Promise<PushSubscriptionRow[]> =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.createdAt);

/** Removes the caller's own subscription with that endpoint; answers whether there was one. */
export async function removeOwnSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The devices of these accounts, for an alarm's push notifications. */
export async function subscriptionsOfUsers(db: Database, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

export async function subscriptionById(db: Database, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service said the subscription is gone (404/410): it will never take a push again. */
export async function removeSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}
