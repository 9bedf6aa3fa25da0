// Putting a device nobody owns yet into a room claims it (docs/permissions.md, "Rooms"). MonitorIds
// are sequential, so a caller who does not already see the device proves it holds it with the claim
// code printed on its label. Wrong codes count per account: past `claimPolicy.max` in the window the
// account's claims answer 429 with Retry-After, whatever the code, until the window frees a place.
import type { FastifyRequest } from 'fastify';
import { loginRetryAfter, recordLoginFailure, type ThrottlePolicy } from '../auth/login-throttle.ts';
import { claimCodeMatches } from '../devices/claim-codes.ts';
import type { DeviceRow } from '../devices/service.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';

export const claimPolicy: ThrottlePolicy = { max: 10, windowMs: 15 * 60 * 1000 };

const claimKey = (request: FastifyRequest) => `claim:${callerOf(request).id}`;

/** A claim refused for its code: counted against the account once the transaction has rolled back. */
class WrongClaimCode extends HttpError {}

/** 400 without a code, 429 while the account is throttled, 403 for a code that is not the device's. */
export async function checkClaimCode(tx: Database, request: FastifyRequest, device: DeviceRow, claimCode: string | undefined, now: Date): Promise<void> {
  const language = requestLanguage(request);
  if (claimCode === undefined) throw new HttpError(400, serverMessage(language, 'claimCodeRequired', { monitorId: device.monitorId }));
  const seconds = await loginRetryAfter(tx, [claimKey(request)], now, claimPolicy);
  if (seconds !== null) throw new HttpError(429, serverMessage(language, 'tooManyClaims', { seconds: String(seconds) }), { 'retry-after': String(seconds) });
  if (!claimCodeMatches(claimCode, device.claimCode)) throw new WrongClaimCode(403, serverMessage(language, 'claimCodeWrong', { monitorId: device.monitorId }));
}

/** Runs `work` (a transaction that may claim a device) and counts a wrong claim code after it rolled back. */
export async function countingWrongClaims<T>(db: Database, request: FastifyRequest, now: Date, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WrongClaimCode) await recordLoginFailure(db, [claimKey(request)], now);
    throw error;
  }
}
