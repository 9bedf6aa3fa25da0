// Mosquitto's password file (docs/operations.md, "Locking down the broker"): one `user:hash` line per
// account, the hash in Mosquitto 2's own format `$7$<iterations>$<salt>$<hash>` — PBKDF2-HMAC-SHA512
// over a 12-byte salt, 64 bytes, both in base64 — which `mosquitto_passwd` writes too. Written here
// so that thousands of devices take one pass and no `mosquitto_passwd` needs to be on the machine.
import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * mosquitto_passwd's own default. The passwords this writes are 144 random bits, which no number of
 * iterations makes harder to guess; the broker pays the iterations on every connection.
 */
export const defaultIterations = 101;

export function mosquittoPasswordHash(password: string, { iterations = defaultIterations, salt = randomBytes(12) } = {}): string {
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return `$7$${iterations}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Whether `password` is the one `hash` (a `$7$` line's hash) was made from. */
export function mosquittoPasswordMatches(password: string, hash: string): boolean {
  const match = /^\$7\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) return false;
  const expected = Buffer.from(match[3]!, 'base64');
  const actual = pbkdf2Sync(password, Buffer.from(match[2]!, 'base64'), Number(match[1]), expected.length, 'sha512');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new password: 18 random bytes in base64url (24 characters, nothing a shell or a URL needs to escape). */
export const newBrokerPassword = (): string => randomBytes(18).toString('base64url');

/** The accounts of a password file's text, in order; blank lines and comments are left out. */
export function parsePasswordFile(text: string): Map<string, string> {
  const accounts = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) accounts.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return accounts;
}

export const formatPasswordFile = (accounts: ReadonlyMap<string, string>): string => [...accounts].map(([user, hash]) => `${user}:${hash}\n`).join('');

export interface PasswordFilePlan {
  /** The file's new accounts, the server's first. */
  accounts: Map<string, string>;
  /** The accounts given a new password (new devices, rotations), with it: to hand to each device once. */
  issued: { user: string; password: string }[];
  /** Accounts of the old file that are no longer devices (nor the server). */
  removed: string[];
}

/**
 * The password file for `monitorIds` and the server's account `serverUser`: an account that was
 * there keeps its hash unless `rotate` names it (or is 'all'); new ones get a new password. The
 * server's is `serverPassword` when given.
 */
export function planPasswordFile(
  previous: ReadonlyMap<string, string>,
  {
    monitorIds,
    serverUser,
    serverPassword,
    rotate,
  }: { monitorIds: readonly string[]; serverUser: string; serverPassword?: string; rotate: ReadonlySet<string> | 'all' },
): PasswordFilePlan {
  const accounts = new Map<string, string>();
  const issued: PasswordFilePlan['issued'] = [];
  const rotated = (user: string) => rotate === 'all' || rotate.has(user);
  const give = (user: string, password: string) => {
    accounts.set(user, mosquittoPasswordHash(password));
    issued.push({ user, password });
  };
  const kept = previous.get(serverUser);
  if (serverPassword !== undefined) {
    if (!kept || !mosquittoPasswordMatches(serverPassword, kept)) accounts.set(serverUser, mosquittoPasswordHash(serverPassword));
    else accounts.set(serverUser, kept);
  } else if (kept && !rotated(serverUser)) accounts.set(serverUser, kept);
  else give(serverUser, newBrokerPassword());
  for (const monitorId of monitorIds) {
    if (monitorId === serverUser) continue;
    const hash = previous.get(monitorId);
    if (hash && !rotated(monitorId)) accounts.set(monitorId, hash);
    else give(monitorId, newBrokerPassword());
  }
  const removed = [...previous.keys()].filter((user) => !accounts.has(user));
  return { accounts, issued, removed };
}
