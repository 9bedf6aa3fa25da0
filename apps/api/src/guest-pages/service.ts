// The private links of the guest's page (docs/guest-page.md). A link is `<SERENO_PUBLIC_URL>/g/<token>`:
// the token is 144 bits derived with HMAC-SHA256 under SERENO_SECRET from the link's row id (a random
// UUID), and only its SHA-256 is stored. So the panel can show a booking's link again and a warning
// can carry it, a copy of the database alone opens no page, and rotating the secret ends every link.
// A link works while it is unrevoked and its booking is live and not checked out.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { findLiveBooking, type BookingRow } from '../bookings/service.ts';
import type { Database } from '../platform/database.ts';
import { guestPageLinks, type GuestPageLinkRow } from '../db/schema/guest-pages.ts';

export interface GuestPageSettings {
  /** Where the server is (`SERENO_PUBLIC_URL`). */
  publicUrl: string;
  /** Derives the tokens (`SERENO_SECRET`). */
  secret: string;
}

/** 18 bytes of HMAC: 144 bits, 24 characters of base64url. */
const tokenBytes = 18;
export const guestTokenPattern = /^[A-Za-z0-9_-]{24}$/;

export const guestPagePath = (token: string): string => `/g/${token}`;

/** The token of the link `linkId`. */
export const tokenOf = (secret: string, linkId: string): string =>
  createHmac('sha256', secret).update(`sereno-guest-page:${linkId}`).digest().subarray(0, tokenBytes).toString('base64url');

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export type GuestLinkState = 'active' | 'revoked' | 'expired';

export interface GuestLink {
  row: GuestPageLinkRow;
  url: string;
  state: GuestLinkState;
  /** When it stops working: the booking's check-out. */
  expiresAt: Date;
}

const stateOf = (row: GuestPageLinkRow, booking: Pick<BookingRow, 'checkOut'>, now: Date): GuestLinkState =>
  row.revokedAt ? 'revoked' : booking.checkOut <= now ? 'expired' : 'active';

function describe(settings: GuestPageSettings, row: GuestPageLinkRow, booking: Pick<BookingRow, 'checkOut'>, now: Date): GuestLink {
  return {
    row,
    url: `${settings.publicUrl}${guestPagePath(tokenOf(settings.secret, row.id))}`,
    state: stateOf(row, booking, now),
    expiresAt: booking.checkOut,
  };
}

/** The booking's newest link (working or not), or null when none was ever issued. */
export async function currentGuestLink(db: Database, settings: GuestPageSettings, booking: BookingRow, now: Date): Promise<GuestLink | null> {
  const [row] = await db
    .select()
    .from(guestPageLinks)
    .where(eq(guestPageLinks.bookingId, booking.id))
    .orderBy(desc(guestPageLinks.createdAt), desc(guestPageLinks.id))
    .limit(1);
  return row ? describe(settings, row, booking, now) : null;
}

/** Ends the booking's working links (in `tx`); answers how many. */
export async function revokeGuestLinks(tx: Database, bookingId: string, { by, now }: { by: string | null; now: Date }): Promise<number> {
  const revoked = await tx
    .update(guestPageLinks)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(guestPageLinks.bookingId, bookingId), isNull(guestPageLinks.revokedAt)))
    .returning({ id: guestPageLinks.id });
  return revoked.length;
}

/** A new link for the booking; the earlier ones stop working. */
export async function issueGuestLink(
  tx: Database,
  settings: GuestPageSettings,
  booking: BookingRow,
  { by, now }: { by: string | null; now: Date },
): Promise<GuestLink> {
  await revokeGuestLinks(tx, booking.id, { by, now });
  const id = randomUUID();
  const [row] = await tx
    .insert(guestPageLinks)
    .values({ id, bookingId: booking.id, tokenHash: hashOf(tokenOf(settings.secret, id)), createdAt: now, createdBy: by })
    .returning();
  if (!row) throw new Error('the insert returned nothing');
  return describe(settings, row, booking, now);
}

/**
 * The link a warning to the guest carries: the booking's working link; a new one when none was ever
 * issued; none when the host revoked the last one (their choice stands until they issue another).
 */
export async function guestLinkForWarning(tx: Database, settings: GuestPageSettings, booking: BookingRow, now: Date): Promise<string | null> {
  const current = await currentGuestLink(tx, settings, booking, now);
  if (!current) return (await issueGuestLink(tx, settings, booking, { by: null, now })).url;
  return current.state === 'active' ? current.url : null;
}

export type TokenLookup = { state: 'unknown' } | { state: 'revoked' | 'expired' } | { state: 'active'; booking: BookingRow };

/** What a token opens: the live booking of a working link, or why not. */
export async function bookingOfToken(db: Database, token: string, now: Date): Promise<TokenLookup> {
  if (!guestTokenPattern.test(token)) return { state: 'unknown' };
  const [row] = await db
    .select()
    .from(guestPageLinks)
    .where(eq(guestPageLinks.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  const booking = await findLiveBooking(db, row.bookingId);
  if (!booking) return { state: 'expired' };
  const state = stateOf(row, booking, now);
  return state === 'active' ? { state, booking } : { state };
}
