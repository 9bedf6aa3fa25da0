// Throttles count attempts per key in a sliding window and refuse further ones with 429 past a
// maximum. Failed logins are counted per (username, client address) and per client address over a
// minute (past 10 for the pair or 30 for the address, attempts from that address are refused before
// any password is checked; the address allows more so that one office behind one NAT address is
// not kept out by one person's typos).
// Never per username alone: anyone could then keep an account's owner out by failing its logins
// from elsewhere (ASVS 5.0 V6.3.1, no malicious lockout). The other public calls that cost the server
// work or send email (password reset, auto-login, registration) have policies of their own.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { loginFailures } from '../db/schema/auth.ts';

export interface ThrottlePolicy {
  /** Attempts counted in the window before the next one is refused. */
  max: number;
  windowMs: number;
}

export const maxLoginFailures = 10;
export const loginFailureWindowMs = 60 * 1000;
export const loginPolicy: ThrottlePolicy = { max: maxLoginFailures, windowMs: loginFailureWindowMs };
/** Failed logins from one client address, whatever the usernames. */
export const loginPerAddressPolicy: ThrottlePolicy = { max: 30, windowMs: loginFailureWindowMs };

/** The longest window of any policy: older rows count for nothing and are removed. */
const retentionMs = 60 * 60 * 1000;

/** The two counters of a password check: the account's (at most 10 a minute) and the client address's (30). */
export interface PasswordCheckKeys {
  account: string;
  address: string;
}

/** A login's counters: the username (any letter case) from this address, and the address. */
export const loginKeys = ({ username, address }: { username: string; address: string }): PasswordCheckKeys => ({
  account: `username-address:${address} ${username.trim().toLowerCase()}`,
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

/** Seconds until a password check (a login, a change's current password) is allowed, or null. */
export async function passwordCheckRetryAfter(db: Database, keys: PasswordCheckKeys, now: Date): Promise<number | null> {
  const waits = [await loginRetryAfter(db, [keys.account], now, loginPolicy), await loginRetryAfter(db, [keys.address], now, loginPerAddressPolicy)];
  const seconds = waits.filter((wait) => wait !== null);
  return seconds.length > 0 ? Math.max(...seconds) : null;
}

/** Counts an attempt for each key (a failed login, or any attempt of a call throttled as a whole). */
export async function recordLoginFailure(db: Database, keys: readonly string[], now: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now })));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - retentionMs)));
}

/** A right password forgives the account key's earlier failures (not the address's). */
export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
