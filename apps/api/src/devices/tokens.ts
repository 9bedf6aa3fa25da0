// A device's credential: a random token the device sends as `Authorization: Bearer <token>` (HTTP)
// or as its MQTT password. Only its SHA-256 is kept; the token is shown once, at creation and at
// each rotation (256 random bits: a slow hash would add nothing, and ingest checks it per request).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const hashDeviceToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function issueDeviceToken(): { token: string; tokenHash: string } {
  const token = `dev_${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashDeviceToken(token) };
}

/** Whether `token` is the one whose hash is `tokenHash`, in constant time. */
export function deviceTokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashDeviceToken(token));
  const stored = Buffer.from(tokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
