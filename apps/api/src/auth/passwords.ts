// Passwords are stored as argon2id hashes with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

export const passwordHashOptions = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** False, never an exception, for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified when the account does not exist so that a login for an
 * unknown username costs the same time as one for a real account and does not reveal which exist.
 */
export function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}
