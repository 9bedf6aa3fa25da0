// Failed logins are counted per username and per client address in a sliding one-minute window;
// past 10 of either, further attempts are refused with 429 before any password is checked.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { loginFailures } from './table.ts';

export const maxLoginFailures = 10;
export const loginFailureWindowMs = 60 * 1000;

/** The counters a login attempt touches; usernames count whatever their letter case. */
export const throttleKeys = ({ username, address }: { username: string; address: string }) => ({
  username: `username:${username.toLowerCase()}`,
  address: `address:${address}`,
});

/** Seconds until a new attempt is allowed for every key, or null when it is allowed now. */
export async function loginRetryAfter(db: Database, keys: readonly string[], now: Date): Promise<number | null> {
  let waitMs = 0;
  for (const key of keys) {
    const recent = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(now.getTime() - loginFailureWindowMs))))
      .orderBy(desc(loginFailures.at))
      .limit(maxLoginFailures);
    const oldestCounted = recent[maxLoginFailures - 1];
    if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.at.getTime() + loginFailureWindowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

export async function recordLoginFailure(db: Database, keys: readonly string[], now: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now })));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - loginFailureWindowMs)));
}

/** A successful login forgives the username's earlier failures (not the address's). */
export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
