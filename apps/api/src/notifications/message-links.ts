// The links an alarm message carries (docs/alarms.md, "Links and one-tap actions"):
//
// - the alarm in the panel: `<SERENO_PUBLIC_URL>/alarms?roomId=…&alarm=…`, which opens the room's alarms
//   with this one's details (a phone that is not logged in goes through the login and comes back);
// - its short form for the SMS, `<SERENO_PUBLIC_URL>/l/<code>` (table `short_links`, GET /l/{code});
// - the one-tap actions of an email, "Me encargo" and "Resuelta": a token naming the link's row, the
//   alarm, the action and the expiry, signed with HMAC-SHA256 under SERENO_SECRET. A tampered token
//   fails the signature before the database is asked; the row makes it single-use and says who acts.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { alarmActionLinks, shortLinks, type AlarmAction } from '../db/schema/notifications.ts';

export interface MessageLinkSettings {
  /** Where the panel is (`SERENO_PUBLIC_URL`). */
  publicUrl: string;
  /** Signs the action tokens and derives the short codes (`SERENO_SECRET`). */
  secret: string;
}

/** How long a one-tap action works: a night and the morning after. */
export const actionLinkTtlMs = 24 * 3_600_000;
/** How long a short link leads to its alarm. */
export const shortLinkTtlMs = 30 * 24 * 3_600_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const shortCodePattern = /^[A-Za-z0-9_-]{10}$/;

/** The panel's path that opens the alarm: the room's alarms, this one's details open. */
export const alarmPanelPath = (roomId: string, alarmId: string): string => `/alarms?${new URLSearchParams({ roomId, alarm: alarmId }).toString()}`;

/**
 * The panel's page after a login made here (panel paths.ts `signedInThen`): the panel knows users by
 * what its own login stored, so it first asks whose the new session is, then goes to `next`.
 */
export const signedInPanelPath = (next: string): string => `/signed-in?${new URLSearchParams({ next }).toString()}`;

/** A short code that follows from the target: writing the same link twice (a stage notified again) keeps one row. */
const shortCodeOf = (secret: string, target: string): string =>
  createHmac('sha256', secret).update(`sereno-short-link:${target}`).digest('base64url').slice(0, 10);

/** The short link to a panel path, written once (in the caller's transaction). */
export async function shortLinkTo(tx: Database, settings: MessageLinkSettings, target: string, now: Date): Promise<string> {
  const code = shortCodeOf(settings.secret, target);
  await tx
    .insert(shortLinks)
    .values({ code, target, createdAt: now, expiresAt: new Date(now.getTime() + shortLinkTtlMs) })
    .onConflictDoNothing();
  return `${settings.publicUrl}/l/${code}`;
}

/** The panel path a short code leads to; null for an unknown or expired code. */
export async function shortLinkTarget(db: Database, code: string, now: Date): Promise<string | null> {
  if (!shortCodePattern.test(code)) return null;
  const [row] = await db
    .select({ target: shortLinks.target })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, now)));
  // Only a path of this panel, never another site (the table is written by this module alone, but a redirect is checked anyway).
  return row && row.target.startsWith('/') && !row.target.startsWith('//') ? row.target : null;
}

const signatureOf = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(`sereno-alarm-action:${payload}`).digest();

export interface ActionLinkDraft {
  url: string;
  row: typeof alarmActionLinks.$inferInsert;
}

/**
 * A one-tap action link for one recipient, made without the database (the message is written first),
 * and its row, to insert with the message's job (`saveActionLinks`).
 */
export function draftActionLink(
  settings: MessageLinkSettings,
  {
    alarmId,
    action,
    recipient,
    actorId,
    language,
    now,
  }: { alarmId: string; action: AlarmAction; recipient: string; actorId: string; language: string; now: Date },
): ActionLinkDraft {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + actionLinkTtlMs);
  const payload = `${id}.${alarmId}.${action}.${expiresAt.getTime()}`;
  const token = `${payload}.${signatureOf(settings.secret, payload).toString('base64url')}`;
  return {
    url: `${settings.publicUrl}/api/alarm-action?${new URLSearchParams({ token }).toString()}`,
    row: { id, alarmId, action, recipient, actorId, language, createdAt: now, expiresAt },
  };
}

export async function saveActionLinks(tx: Database, drafts: ActionLinkDraft[]): Promise<void> {
  if (drafts.length > 0) await tx.insert(alarmActionLinks).values(drafts.map((draft) => draft.row));
}

export interface ActionToken {
  linkId: string;
  alarmId: string;
  action: AlarmAction;
  expiresAt: Date;
}

/** What a token says when its signature holds; null for anything else (tampered, truncated, another key). */
export function readActionToken(secret: string, token: string): ActionToken | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [linkId = '', alarmId = '', action = '', expiresAtMs = '', signature = ''] = parts;
  if (!uuidPattern.test(linkId) || !uuidPattern.test(alarmId) || (action !== 'acknowledge' && action !== 'resolve') || !/^\d{1,15}$/.test(expiresAtMs))
    return null;
  // Compared as written: base64url's last character carries spare bits, so two spellings decode alike.
  const expected = Buffer.from(signatureOf(secret, `${linkId}.${alarmId}.${action}.${expiresAtMs}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { linkId, alarmId, action, expiresAt: new Date(Number(expiresAtMs)) };
}

export type ActionLinkRow = typeof alarmActionLinks.$inferSelect;

/** The link's row when it names the token's alarm and action; undefined otherwise. */
export async function findActionLink(db: Database, token: ActionToken): Promise<ActionLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(alarmActionLinks)
    .where(and(eq(alarmActionLinks.id, token.linkId), eq(alarmActionLinks.alarmId, token.alarmId), eq(alarmActionLinks.action, token.action)));
  return row;
}

/** Spends the link in `tx`: true once, while it is unused and unexpired; false for every later try. */
export async function spendActionLink(tx: Database, linkId: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(alarmActionLinks)
    .set({ usedAt: now })
    .where(and(eq(alarmActionLinks.id, linkId), isNull(alarmActionLinks.usedAt), gt(alarmActionLinks.expiresAt, now)))
    .returning({ id: alarmActionLinks.id });
  return spent.length > 0;
}

/** The one-tap links of an alarm that were used: which action and when (the trail says an action came from a message). */
export async function usedActionLinks(db: Database, alarmId: string): Promise<{ action: AlarmAction; usedAt: Date }[]> {
  const rows = await db
    .select({ action: alarmActionLinks.action, usedAt: alarmActionLinks.usedAt })
    .from(alarmActionLinks)
    .where(and(eq(alarmActionLinks.alarmId, alarmId), isNotNull(alarmActionLinks.usedAt)));
  return rows.flatMap((row) => (row.usedAt ? [{ action: row.action, usedAt: row.usedAt }] : []));
}
