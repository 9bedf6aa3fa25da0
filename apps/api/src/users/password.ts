import { can } from '@sereno/validation';
// PUT /users/password/{id}: a user changes their own password, or an administrator changes anyone's.
// Either way the caller proves who they are with their own current password; wrong guesses count as
// failed logins of the caller, so the form cannot be used to try passwords faster than the login.
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/log.ts';
import { clearLoginFailures, passwordCheckRetryAfter, recordLoginFailure } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../platform/database.ts';
import { endUserSessions } from '../platform/session/session.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export type PasswordChangeOutcome =
  { outcome: 'changed' } | { outcome: 'notFound' } | { outcome: 'wrongCurrentPassword' } | { outcome: 'throttled'; retryAfterSeconds: number };

export async function changePassword(
  db: Database,
  {
    caller,
    targetId,
    currentPassword,
    password,
    callerSessionId,
    address,
    now,
  }: { caller: UserRow; targetId: string; currentPassword: string; password: string; callerSessionId: string | undefined; address: string; now: Date },
): Promise<PasswordChangeOutcome> {
  // Another user's account is none of a non-administrator's business: it answers as if absent.
  if (caller.id !== targetId && !can(caller.role, 'users.setPasswords')) return { outcome: 'notFound' };
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
  if (!target) return { outcome: 'notFound' };

  // Counted per account, wherever the guesses come from: only the holder of a session can make them,
  // so nobody else can use this counter to keep the owner out.
  const keys = { account: `current-password:${caller.id}`, address: `address:${address}` };
  const retryAfterSeconds = await passwordCheckRetryAfter(db, keys, now);
  if (retryAfterSeconds !== null) return { outcome: 'throttled', retryAfterSeconds };
  if (!(await verifyPassword(caller.passwordHash, currentPassword))) {
    await recordLoginFailure(db, [keys.account, keys.address], now);
    return { outcome: 'wrongCurrentPassword' };
  }
  await clearLoginFailures(db, keys.account);

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, targetId));
    // The caller's own session goes on; every other session of the account ends.
    await endUserSessions(tx, targetId, caller.id === targetId ? callerSessionId : undefined);
    await recordAudit(tx, { actor: caller, ip: address, now }, { action: 'user.password', targetType: 'user', targetId });
  });
  return { outcome: 'changed' };
}
