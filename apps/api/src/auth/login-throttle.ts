// Throttles count attempts per key in a sliding window and refuse further ones with 429 past a
// maximum. Failed logins are counted per username and per client address over a minute (past 10 of
// either, attempts are refused before any password is checked); the other public calls that cost the
// server work or send email (password reset, auto-login, registration) have policies of their own.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { loginFailures } from './table.ts';

export interface ThrottlePolicy {
  /** Attempts counted in the window before the next one is refused. */
  max: number;
  windowMs: number;
}

export const maxLoginFailures = 10;
export const loginFailureWindowMs = 60 * 1000;
export const loginPolicy: ThrottlePolicy = { max: maxLoginFailures, windowMs: loginFailureWindowMs };

/** The longest window of any policy: older rows count for nothing and are removed. */
const retentionMs = 60 * 60 * 1000;

/** The counters a login attempt touches; usernames count whatever their letter case. */
export const throttleKeys = ({ username, address }: { username: string; address: string }) => ({
  username: `username:${username.toLowerCase()}`,
  address: `address:${address}`,
});

/** Seconds until a new attempt is allowed for every key, or null when it is allowed now. */
export async function loginRetryAfter(db: Database, keys: readonly string[], now: Date, policy: ThrottlePolicy = loginPolicy): Promise<number | null> {
  let waitMs = 0;
  for (const key of keys) {
    const recent = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(now.getTime() - policy.windowMs))))
      .orderBy(desc(loginFailures.at))
      .limit(policy.max);
    const oldestCounted = recent[policy.max - 1];
    if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.at.getTime() + policy.windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/** Counts an attempt for each key (a failed login, or any attempt of a call throttled as a whole). */
export async function recordLoginFailure(db: Database, keys: readonly string[], now: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now })));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - retentionMs)));
}

/** A successful login forgives the username's earlier failures (not the address's). */
export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
