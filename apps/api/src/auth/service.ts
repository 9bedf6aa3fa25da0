import type { LoginInput } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import { findUserForLogin, type UserRow } from '../users/queries.ts';
import { clearLoginFailures, passwordCheckRetryAfter, recordLoginFailure, loginKeys } from './login-throttle.ts';
import { unknownUserHash, verifyPassword } from './passwords.ts';

export type LoginOutcome = { outcome: 'success'; user: UserRow } | { outcome: 'wrongCredentials' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a login. An unknown account, a wrong password and a disabled account all come out as
 * `wrongCredentials`, after the same argon2 work, so that a response tells nothing about which
 * accounts exist.
 */
export async function checkLogin(db: Database, { username, password }: LoginInput, { address, now }: { address: string; now: Date }): Promise<LoginOutcome> {
  const keys = loginKeys({ username, address });
  const retryAfterSeconds = await passwordCheckRetryAfter(db, keys, now);
  if (retryAfterSeconds !== null) return { outcome: 'throttled', retryAfterSeconds };

  const user = await findUserForLogin(db, username);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), password);
  if (!user || !passwordMatches || user.isDisabled) {
    await recordLoginFailure(db, [keys.account, keys.address], now);
    return { outcome: 'wrongCredentials' };
  }
  await clearLoginFailures(db, keys.account);
  return { outcome: 'success', user };
}
