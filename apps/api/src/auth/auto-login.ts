// Auto-login links, for people who arrive from an email or from the night-agent tools: the hash
// names an issued link, its user and its expiry, signed with HMAC-SHA256 under SERENO_SECRET. A
// tampered hash fails the signature before the database is asked; a good one logs in once, until it
// expires, and only while the user is enabled.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { findUser, type UserRow } from '../users/queries.ts';
import { autoLoginLinks } from '../db/schema/auth.ts';

export const maxAutoLoginTtlMinutes = 7 * 24 * 60;
export const defaultAutoLoginTtlMinutes = 60;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(`sereno-auto-login:${payload}`).digest();

export interface AutoLoginLink {
  hash: string;
  /** The panel's auto-login page with the hash. */
  url: string;
  expiresAt: Date;
}

/** Issues a single-use login link for the user; `issuedBy` is the administrator who asked, if any. */
export async function issueAutoLoginLink(
  db: Database,
  {
    secret,
    publicUrl,
    userId,
    ttlMinutes,
    issuedBy = null,
    now,
  }: { secret: string; publicUrl: string; userId: string; ttlMinutes: number; issuedBy?: string | null; now: Date },
): Promise<AutoLoginLink> {
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  const [link] = await db.insert(autoLoginLinks).values({ userId, issuedBy, createdAt: now, expiresAt }).returning({ id: autoLoginLinks.id });
  if (!link) throw new Error('The auto-login link was not stored');
  const payload = `${link.id}.${userId}.${expiresAt.getTime()}`;
  const hash = `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
  return { hash, url: `${publicUrl}/auto-login?${new URLSearchParams({ hash }).toString()}`, expiresAt };
}

/** The user a hash logs in, spending the link; null for a bad signature, an unknown, used or expired link, or a disabled user. */
export async function redeemAutoLoginLink(db: Database, { secret, hash, now }: { secret: string; hash: string; now: Date }): Promise<UserRow | null> {
  const parts = hash.split('.');
  if (parts.length !== 4) return null;
  const [linkId = '', userId = '', expiresAtMs = '', signature = ''] = parts;
  if (!uuidPattern.test(linkId) || !uuidPattern.test(userId) || !/^\d{1,15}$/.test(expiresAtMs)) return null;
  const expected = signatureOf(secret, `${linkId}.${userId}.${expiresAtMs}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiresAtMs) <= now.getTime()) return null;

  return db.transaction(async (tx) => {
    const spent = await tx
      .update(autoLoginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(autoLoginLinks.id, linkId),
          eq(autoLoginLinks.userId, userId),
          isNull(autoLoginLinks.usedAt),
          gt(autoLoginLinks.expiresAt, now),
          // A one-room link never opens a whole account.
          isNull(autoLoginLinks.roomId),
        ),
      )
      .returning({ userId: autoLoginLinks.userId });
    if (spent.length === 0) return null;
    const user = await findUser(tx, userId, undefined);
    return user && !user.isDisabled ? user : null;
  });
}

// One-room links (docs/alarms.md "Links that log in"): the link of an alarm email, for a person who
// chose that their alarm links log them in. Same table, same rules (signed, expiring, single-use),
// but the session it starts reaches one room (platform/room-only.ts), and it opens that room's alarm.
// Signed under a prefix of its own: a one-room token is never a whole-account auto-login hash.

/** How long the link of an alarm email logs in: the night, and the morning after. */
export const roomLoginTtlMs = 24 * 3_600_000;

const roomSignatureOf = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`sereno-room-login:${payload}`).digest().toString('base64url');

export interface RoomLoginDraft {
  token: string;
  row: typeof autoLoginLinks.$inferInsert;
}

/** A one-room link for `userId` to `alarmId` in `roomId`, made without the database (the message is written first). */
export function draftRoomLoginLink(
  secret: string,
  { userId, roomId, alarmId, now }: { userId: string; roomId: string; alarmId: string; now: Date },
): RoomLoginDraft {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + roomLoginTtlMs);
  const payload = `${id}.${expiresAt.getTime()}`;
  return { token: `${payload}.${roomSignatureOf(secret, payload)}`, row: { id, userId, roomId, alarmId, createdAt: now, expiresAt } };
}

export async function saveRoomLoginLinks(tx: Database, drafts: RoomLoginDraft[]): Promise<void> {
  if (drafts.length > 0) await tx.insert(autoLoginLinks).values(drafts.map((draft) => draft.row));
}

export type RoomLoginLinkRow = typeof autoLoginLinks.$inferSelect & { roomId: string; alarmId: string };

/** What a one-room token is: a live link, or why not (the signature first, then its row). */
export async function checkRoomLoginLink(
  db: Database,
  { secret, token, now }: { secret: string; token: string; now: Date },
): Promise<{ state: 'invalid' } | { state: 'used' | 'expired' | 'ready'; link: RoomLoginLinkRow }> {
  const parts = token.split('.');
  if (parts.length !== 3) return { state: 'invalid' };
  const [linkId = '', expiresAtMs = '', signature = ''] = parts;
  if (!uuidPattern.test(linkId) || !/^\d{1,15}$/.test(expiresAtMs)) return { state: 'invalid' };
  const expected = Buffer.from(roomSignatureOf(secret, `${linkId}.${expiresAtMs}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  const [row] = await db.select().from(autoLoginLinks).where(eq(autoLoginLinks.id, linkId));
  if (!row || row.roomId === null || row.alarmId === null || row.expiresAt.getTime() !== Number(expiresAtMs)) return { state: 'invalid' };
  const link = { ...row, roomId: row.roomId, alarmId: row.alarmId };
  if (row.usedAt !== null) return { state: 'used', link };
  if (row.expiresAt <= now) return { state: 'expired', link };
  return { state: 'ready', link };
}

/** Spends the link in `tx`: true once, while unused and unexpired. */
export async function spendRoomLoginLink(tx: Database, linkId: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(autoLoginLinks)
    .set({ usedAt: now })
    .where(and(eq(autoLoginLinks.id, linkId), isNull(autoLoginLinks.usedAt), gt(autoLoginLinks.expiresAt, now)))
    .returning({ id: autoLoginLinks.id });
  return spent.length > 0;
}
