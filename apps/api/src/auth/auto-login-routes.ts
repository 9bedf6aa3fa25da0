// The auto-login links (spec §7 Auth): an administrator issues a signed, expiring, single-use link
// for a user, and the link logs that user in.
import { currentUserSchema, requiredString } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { Sessions } from '../platform/session/session.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { findUser } from '../users/queries.ts';
import { defaultAutoLoginTtlMinutes, issueAutoLoginLink, maxAutoLoginTtlMinutes, redeemAutoLoginLink } from './auto-login.ts';
import { loginPolicy, recordLoginFailure } from './login-throttle.ts';
import { authRouteHelpers } from './route-helpers.ts';
import { wrongCredentialsMessage } from './routes.ts';

const autoLoginRequestSchema = z.object({ hash: requiredString().describe('The `hash` of the auto-login link') }).meta({ id: 'AutoLogin' });
const autoLoginLinkRequestSchema = z
  .object({
    userId: z.uuid().describe('Who the link logs in'),
    ttlMinutes: z
      .int()
      .min(1)
      .max(maxAutoLoginTtlMinutes)
      .default(defaultAutoLoginTtlMinutes)
      .describe(`How long the link works, in minutes (1 to ${maxAutoLoginTtlMinutes}, default ${defaultAutoLoginTtlMinutes})`),
  })
  .meta({ id: 'AutoLoginLinkRequest' });
const autoLoginLinkSchema = z
  .object({
    hash: z.string().describe('The body of POST /api/auto-login'),
    url: z.string().describe("The panel's auto-login page with the hash, to send to the person"),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AutoLoginLink' });

export interface AutoLoginRoutesOptions {
  db: Database;
  sessions: Sessions;
  clock: () => Date;
  /** Signs the links. */
  secret: string;
  /** The start of the links. */
  publicUrl: string;
}

export const autoLoginRoutes: FastifyPluginAsyncZod<AutoLoginRoutesOptions> = async (app, { db, sessions, clock, secret, publicUrl }) => {
  const { refuseWhenThrottled, recordLogin } = authRouteHelpers(db, clock);

  app.post(
    '/auto-login',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'autoLogin',
        tags: ['auth'],
        summary: 'Log in with the hash of an auto-login link',
        description:
          'A signed, expiring, single-use link logs its user in: a new session and its cookie, and the current user, as a login. ' +
          `A tampered, unknown, used or expired hash, or a disabled user, answers 401 "${wrongCredentialsMessage}". ` +
          'After 10 failures in a minute from one client address, 429 with Retry-After.',
        body: autoLoginRequestSchema,
        response: {
          200: jsonResponse('Logged in: the current user', currentUserSchema),
          400: errorResponse('The hash is missing'),
          401: errorResponse(`"${wrongCredentialsMessage}"`),
          429: errorResponse('Too many failed attempts: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const addressKey = `auto-login-address:${request.ip}`;
      await refuseWhenThrottled(request, [[loginPolicy, addressKey]], now);
      const user = await redeemAutoLoginLink(db, { secret, hash: request.body.hash, now });
      if (!user) {
        await recordLoginFailure(db, [addressKey], now);
        throw new HttpError(401, wrongCredentialsMessage);
      }
      await sessions.start(request, reply, user.id);
      await recordLogin(user, request);
      reply.header('cache-control', 'no-store');
      return toCurrentUser(user);
    },
  );

  app.post(
    '/auto-login/links',
    {
      config: { action: 'autoLoginLinks.issue' },
      schema: {
        operationId: 'createAutoLoginLink',
        tags: ['auth'],
        summary: 'Administrators: issue an auto-login link for a user',
        security: sessionSecurity,
        description: 'A single-use link that logs the user in, valid for `ttlMinutes`. Only administrators. 404 for an unknown user.',
        body: autoLoginLinkRequestSchema,
        response: {
          201: jsonResponse('The link', autoLoginLinkSchema),
          400: errorResponse('A field is missing or invalid'),
          401: errorResponse('No live session'),
          403: errorResponse('Not an administrator'),
          404: errorResponse('No such user'),
        },
      },
    },
    async (request, reply) => {
      const target = await findUser(db, request.body.userId, undefined);
      if (!target) throw new HttpError(404, serverMessage(requestLanguage(request), 'userNotFound'));
      const link = await issueAutoLoginLink(db, {
        secret,
        publicUrl,
        userId: target.id,
        ttlMinutes: request.body.ttlMinutes,
        issuedBy: request.currentUser?.id ?? null,
        now: clock(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ hash: link.hash, url: link.url, expiresAt: link.expiresAt.toISOString() });
    },
  );
};
