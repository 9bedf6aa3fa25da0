// A person's own profile (PUT /api/profile): name, email and alias. A new email needs the current
// password, checked as the password change checks it (same throttle), because whoever holds the
// email can reset the password. Another account's email (any letter case) is refused.
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/log.ts';
import { clearLoginFailures, passwordCheckRetryAfter, recordLoginFailure } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export type ProfileOutcome =
  { outcome: 'changed'; user: UserRow } | { outcome: 'emailTaken' } | { outcome: 'wrongCurrentPassword' } | { outcome: 'throttled'; retryAfterSeconds: number };

export interface ProfileChange {
  name: string;
  email: string;
  alias?: string | null | undefined;
  currentPassword?: string | undefined;
}

export async function updateProfile(
  db: Database,
  { caller, change, address, now }: { caller: UserRow; change: ProfileChange; address: string; now: Date },
): Promise<ProfileOutcome> {
  const emailChanges = change.email.toLowerCase() !== caller.email.toLowerCase();
  if (emailChanges) {
    const keys = { account: `current-password:${caller.id}`, address: `address:${address}` };
    const retryAfterSeconds = await passwordCheckRetryAfter(db, keys, now);
    if (retryAfterSeconds !== null) return { outcome: 'throttled', retryAfterSeconds };
    if (!change.currentPassword || !(await verifyPassword(caller.passwordHash, change.currentPassword))) {
      if (change.currentPassword) await recordLoginFailure(db, [keys.account, keys.address], now);
      return { outcome: 'wrongCurrentPassword' };
    }
    await clearLoginFailures(db, keys.account);
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, change.email.toLowerCase()), ne(users.id, caller.id)))
      .limit(1);
    if (clash) return { outcome: 'emailTaken' };
  }
  try {
    return await saveProfile(db, { caller, change, address, now });
  } catch (error) {
    // Another account took the email between the check and the write.
    if (isUniqueViolation(error)) return { outcome: 'emailTaken' };
    throw error;
  }
}

function saveProfile(
  db: Database,
  { caller, change, address, now }: { caller: UserRow; change: ProfileChange; address: string; now: Date },
): Promise<ProfileOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ name: change.name, email: change.email, ...(change.alias !== undefined ? { alias: change.alias } : {}) })
      .where(eq(users.id, caller.id))
      .returning();
    if (!user) throw new Error('the caller has no account');
    await recordAudit(tx, { actor: caller, ip: address, now }, { action: 'user.update', targetType: 'user', targetId: caller.id });
    return { outcome: 'changed' as const, user };
  });
}

/** PUT /api/profile/language: the language of the messages Sereno sends the caller (alarm emails, SMS and calls). */
export async function saveProfileLanguage(
  db: Database,
  { caller, language, address, now }: { caller: UserRow; language: string; address: string; now: Date },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ language }).where(eq(users.id, caller.id)).returning();
    if (!user) throw new Error('the caller has no account');
    await recordAudit(tx, { actor: caller, ip: address, now }, { action: 'user.update', targetType: 'user', targetId: caller.id });
    return user;
  });
}

/** PUT /api/profile/alarm-links: whether the links of the caller's alarm emails log them in, for that one room. */
export async function saveProfileAlarmLinks(
  db: Database,
  { caller, logIn, address, now }: { caller: UserRow; logIn: boolean; address: string; now: Date },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ alarmLinksLogIn: logIn }).where(eq(users.id, caller.id)).returning();
    if (!user) throw new Error('the caller has no account');
    await recordAudit(tx, { actor: caller, ip: address, now }, { action: 'user.update', targetType: 'user', targetId: caller.id });
    return user;
  });
}
