// What the login routes share: the throttle's 429 and the audit entry of a login.
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/log.ts';
import type { Database } from '../platform/database.ts';
import { HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import type { UserRow } from '../users/queries.ts';
import { loginRetryAfter, type ThrottlePolicy } from './login-throttle.ts';

export function authRouteHelpers(db: Database, clock: () => Date) {
  /** 429 with Retry-After when any of the keys is over its policy; otherwise nothing. */
  async function refuseWhenThrottled(request: FastifyRequest, checks: readonly [ThrottlePolicy, string][], now: Date): Promise<void> {
    for (const [policy, key] of checks) {
      const seconds = await loginRetryAfter(db, [key], now, policy);
      if (seconds !== null) {
        throw new HttpError(429, serverMessage(requestLanguage(request), 'tooManyRequests', { seconds }), { 'retry-after': String(seconds) });
      }
    }
  }

  /** Logins are in the audit log: an account's owner (or an administrator) can see where it was used from. */
  const recordLogin = (user: UserRow, request: FastifyRequest) =>
    recordAudit(db, { actor: user, ip: request.ip, now: clock() }, { action: 'user.login', targetType: 'user', targetId: user.id });

  return { refuseWhenThrottled, recordLogin };
}
