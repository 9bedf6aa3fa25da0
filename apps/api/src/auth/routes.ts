import { currentUserSchema, loginSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { jsonResponse } from '../platform/openapi.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import type { Sessions } from '../platform/session/session.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { checkLogin } from './service.ts';

/** Not translated: the api-client recognises it and shows its own WRONG_CREDENTIALS_ERROR text. */
export const wrongCredentialsMessage = 'Wrong credentials';

const loginRequestSchema = loginSchema.meta({ id: 'Login', description: 'A username or an email (any letter case), and the password' });

export const authRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; clock: () => Date }> = async (app, { db, sessions, clock }) => {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Log in with a username or an email and a password',
        description:
          'Starts a new session (any session the request carried ends) and sets the `sereno_session` cookie. ' +
          `A wrong username, password or a disabled account all answer 401 "${wrongCredentialsMessage}". ` +
          'After 10 failures in a minute for one username or one client address, 429 with Retry-After.',
        body: loginRequestSchema,
        response: {
          200: jsonResponse('Logged in: the current user', currentUserSchema),
          400: errorResponse('A field is missing or the body is not JSON'),
          401: errorResponse(`"${wrongCredentialsMessage}"`),
          429: errorResponse('Too many failed logins: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const result = await checkLogin(db, request.body, { address: request.ip, now: clock() });
      if (result.outcome === 'throttled') {
        throw new HttpError(429, serverMessage(requestLanguage(request), 'tooManyLoginAttempts', { seconds: result.retryAfterSeconds }), {
          'retry-after': String(result.retryAfterSeconds),
        });
      }
      if (result.outcome === 'wrongCredentials') throw new HttpError(401, wrongCredentialsMessage);
      await sessions.start(request, reply, result.user.id);
      reply.header('cache-control', 'no-store');
      return toCurrentUser(result.user);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Log out',
        description: 'Ends the session and clears its cookie. Answers 204 whether or not there was a session.',
        response: { 204: z.undefined().describe('Logged out') },
      },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      preHandler: sessions.requireUser,
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ session: [] }],
        description: 'Never cached (`Cache-Control: no-store`). 401 without a live session.',
        response: { 200: jsonResponse('The logged-in user', currentUserSchema), 401: errorResponse('No live session') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // requireUser has set it; the check keeps the type honest.
      if (!request.currentUser) throw new HttpError(401, serverMessage(requestLanguage(request), 'unauthorized'));
      return toCurrentUser(request.currentUser);
    },
  );
};
