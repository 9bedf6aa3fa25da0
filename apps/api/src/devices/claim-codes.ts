// A device's claim code: printed on its label beside the monitorId, it proves that whoever puts a
// device nobody owns yet into a room holds the device (monitorIds are sequential, so the id alone
// proves nothing). 10 characters of Crockford base32 from the system's random source: 50 bits,
// never derived from the id. Kept as text: staff and manufacturers read it to print labels.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Crockford's base32: no I, L, O, U, so that a code read off a label is not mistyped. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const claimCodeLength = 10;

export function issueClaimCode(): string {
  // One byte per character, its low 5 bits: 256 is a multiple of 32, so each character is uniform.
  return [...randomBytes(claimCodeLength)].map((byte) => alphabet[byte % 32]).join('');
}

/** A code as typed: any letter case, spaces and dashes ignored, and the letters Crockford reads as digits (O → 0, I and L → 1). */
export function normalizeClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether `typed` is the device's code, in constant time. */
export function claimCodeMatches(typed: string, claimCode: string): boolean {
  const given = Buffer.from(normalizeClaimCode(typed));
  const stored = Buffer.from(claimCode);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
