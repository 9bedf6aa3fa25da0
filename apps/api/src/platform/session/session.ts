// Server-side sessions: the cookie carries 256 random bits; the database keeps only their SHA-256,
// the user, and the expiry. A session ends after 7 days without a request (idle) and at the latest
// 30 days after login (absolute), when the user is disabled, or at logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../errors.ts';
import { requestLanguage, serverMessage } from '../messages.ts';
import { prepareWithUser, type UserRow } from '../../users/queries.ts';
import { sessions } from '../../db/schema/sessions.ts';

export const sessionCookieName = 'sereno_session';
export const sessionIdleTimeoutMs = 7 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** How stale `last_seen_at` may get before a request writes it again: one write a minute, not one per request. */
const touchIntervalMs = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, set by `requireUser` on the routes that use it. */
    currentUser: UserRow | null;
    /** The one room a session opened by an alarm email's link may reach (platform/room-only.ts); null for a full session. */
    sessionRoomId: string | null;
  }
}

export const sessionIdOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * Ends every session of a user (after a password change or reset), but the one `keepSessionId`
 * names, if any; answers how many ended. Takes a transaction, to end them in the same commit as the change.
 */
export async function endUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A user's live sessions, the most recently used first: where (address, browser) and when. */
export function liveUserSessions(db: Database, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends the session `id` of the user `userId`; false when the user has no such session. */
export async function endUserSession(db: Database, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export interface Sessions {
  /** Starts a session for the user (ending the one the request carried, if any) and sets its cookie. */
  start(request: FastifyRequest, reply: FastifyReply, userId: string, options?: { roomId?: string | null }): Promise<void>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The id of the session the request's cookie names (live or not), if it carries one. */
  idOf(request: FastifyRequest): string | undefined;
  /** preHandler: 401 unless the request carries a live session of an enabled user; sets `request.currentUser`. */
  requireUser: preHandlerAsyncHookHandler;
}

export function createSessions({ db, secureCookie, clock }: { db: Database; secureCookie: boolean; clock: () => Date }): Sessions {
  const baseCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' } as const;
  // Secure in production, and whenever the request came over TLS: directly, or through a proxy the
  // server trusts (SERENO_TRUST_PROXY), whose X-Forwarded-Proto Fastify reads into `protocol`.
  const cookieOptions = (request: FastifyRequest) => ({ ...baseCookieOptions, secure: secureCookie || request.protocol === 'https' });

  const cookieSecret = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName] || undefined;

  async function deleteCarriedSession(request: FastifyRequest): Promise<void> {
    const secret = cookieSecret(request);
    if (secret) await db.delete(sessions).where(eq(sessions.id, sessionIdOf(secret)));
  }

  // Every request with a session runs this query: prepared once, it is not rebuilt (drizzle) nor
  // re-planned (PostgreSQL) each time, and the session comes with its user in one round trip (the
  // users module, which owns its table, joins it). Both are read from the database on every request:
  // a logout, a deactivation or a password change ends the session at once.
  const sessionWithUser = prepareWithUser(db, sessions, sessions.userId, eq(sessions.id, sql.placeholder('id')), 'session_with_user');

  async function findUser(secret: string): Promise<{ user: UserRow; roomId: string | null } | null> {
    const id = sessionIdOf(secret);
    const [found] = await sessionWithUser.execute({ id });
    if (!found) return null;
    const { row: session, user } = found;
    const now = clock();
    if (session.expiresAt <= now || !user || user.isDisabled) {
      await db.delete(sessions).where(eq(sessions.id, id));
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
      const expiresAt = new Date(Math.min(now.getTime() + sessionIdleTimeoutMs, session.createdAt.getTime() + sessionAbsoluteLifetimeMs));
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    }
    return { user, roomId: session.roomId };
  }

  return {
    async start(request, reply, userId, { roomId = null } = {}) {
      await deleteCarriedSession(request);
      const now = clock();
      // Housekeeping rides on logins: expired rows are removed here rather than by a timer.
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      const secret = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        id: sessionIdOf(secret),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + Math.min(sessionIdleTimeoutMs, sessionAbsoluteLifetimeMs)),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        roomId,
      });
      // The cookie lives as long as the session can; the server decides earlier ends (idle, logout).
      reply.setCookie(sessionCookieName, secret, { ...cookieOptions(request), maxAge: sessionAbsoluteLifetimeMs / 1000 });
    },

    async end(request, reply) {
      await deleteCarriedSession(request);
      reply.clearCookie(sessionCookieName, cookieOptions(request));
    },

    idOf(request) {
      const secret = cookieSecret(request);
      return secret ? sessionIdOf(secret) : undefined;
    },

    async requireUser(request, reply) {
      const secret = cookieSecret(request);
      const found = secret ? await findUser(secret) : null;
      if (!found) {
        if (secret) reply.clearCookie(sessionCookieName, cookieOptions(request));
        throw new HttpError(401, serverMessage(requestLanguage(request), 'unauthorized'));
      }
      request.currentUser = found.user;
      request.sessionRoomId = found.roomId;
    },
  };
}
