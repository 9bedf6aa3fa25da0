// The credentials of a user's API application: a public application id, and a secret key given to
// the user once. Only the key's SHA-256 is kept (the key is 256 random bits: no slow hash needed).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface IssuedKey {
  applicationId: string;
  applicationKey: string;
  keyHash: string;
}

export const hashApplicationKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

export function issueApplicationKey(): IssuedKey {
  const applicationKey = `sk_${randomBytes(32).toString('base64url')}`;
  return { applicationId: `app_${randomBytes(12).toString('base64url')}`, applicationKey, keyHash: hashApplicationKey(applicationKey) };
}

/** Whether `key` is the one whose hash is `keyHash`, in constant time. */
export function applicationKeyMatches(key: string, keyHash: string): boolean {
  const given = Buffer.from(hashApplicationKey(key));
  const stored = Buffer.from(keyHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
