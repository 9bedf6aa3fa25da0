// A person's own account (spec §2 Profile): name, email and alias, and the sessions open on it (where
// and when) with "log out everywhere else". Any logged-in person, on their own account only: nothing
// here names another user. Who may call what: docs/permissions.md, "With a session".
import { currentUserSchema, profileAlarmLinksSchema, profileLanguageSchema, profileUpdateSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { endUserSession, endUserSessions, liveUserSessions, type Sessions } from '../platform/session/session.ts';
import { accountSessionsSchema, toAccountSessions } from './account-sessions.ts';
import { toCurrentUser } from './current-user.ts';
import { saveProfileAlarmLinks, saveProfileLanguage, updateProfile } from './profile.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; clock: () => Date }> = async (app, { db, sessions, clock }) => {
  app.put(
    '/profile',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'updateProfile',
        tags: ['users'],
        summary: 'Change one’s own name, email and alias',
        security: sessionSecurity,
        description:
          'The caller’s own account. A new email (other than the current one in any letter case) needs `currentPassword`: 400 ' +
          '"La contraseña actual introducida no es correcta" without it or when wrong (wrong guesses count as for the password change, 429 after 10 in a minute); ' +
          '409 "El username o email ya existe" when another account has it. An emptied `alias` clears it. Answers the current user, as GET /api/me.',
        body: profileUpdateSchema,
        response: {
          200: jsonResponse('The current user as changed', currentUserSchema),
          400: errorResponse('A field is missing or invalid, or the current password is wrong'),
          401: errorResponse('No live session'),
          409: errorResponse('Another account has that email'),
          429: errorResponse('Too many wrong current passwords: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const result = await updateProfile(db, { caller: callerOf(request), change: request.body, address: request.ip, now: clock() });
      switch (result.outcome) {
        case 'wrongCurrentPassword':
          throw new HttpError(400, serverMessage(language, 'invalidCurrentPassword'));
        case 'emailTaken':
          throw new HttpError(409, serverMessage(language, 'userExists'));
        case 'throttled':
          throw new HttpError(429, serverMessage(language, 'tooManyLoginAttempts', { seconds: result.retryAfterSeconds }), {
            'retry-after': String(result.retryAfterSeconds),
          });
        case 'changed':
          reply.header('cache-control', 'no-store');
          return toCurrentUser(result.user);
      }
    },
  );

  app.put(
    '/profile/language',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'updateProfileLanguage',
        tags: ['users'],
        summary: 'Choose the language of the messages Sereno sends one',
        security: sessionSecurity,
        description:
          'The caller’s own account: alarm emails, SMS and calls go out in this language (else the customer’s, else Spanish). ' +
          'The panel saves it with its own language choice in Settings. Answers the current user, as GET /api/me.',
        body: profileLanguageSchema,
        response: {
          200: jsonResponse('The current user as changed', currentUserSchema),
          400: errorResponse('Not a language of Sereno'),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      const user = await saveProfileLanguage(db, { caller: callerOf(request), language: request.body.language, address: request.ip, now: clock() });
      reply.header('cache-control', 'no-store');
      return toCurrentUser(user);
    },
  );

  app.put(
    '/profile/alarm-links',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'updateProfileAlarmLinks',
        tags: ['users'],
        summary: 'Choose whether the links of one’s alarm emails log one in, for that one room',
        security: sessionSecurity,
        description:
          'The caller’s own account. `logIn: true`: the "see the alarm" link of their alarm emails (raised and resolved) is a signed, single-use link valid 24 hours that logs them in for that one room and opens the alarm (GET/POST /api/alarm-login). `false` (the default): the link opens the login, then the alarm. Answers the current user, as GET /api/me.',
        body: profileAlarmLinksSchema,
        response: {
          200: jsonResponse('The current user as changed', currentUserSchema),
          400: errorResponse('logIn is missing or not a boolean'),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      const user = await saveProfileAlarmLinks(db, { caller: callerOf(request), logIn: request.body.logIn, address: request.ip, now: clock() });
      reply.header('cache-control', 'no-store');
      return toCurrentUser(user);
    },
  );

  app.get(
    '/profile/sessions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listProfileSessions',
        tags: ['users'],
        summary: 'The sessions open on one’s own account: where and when',
        security: sessionSecurity,
        description: 'Live sessions only, the most recently used first; `current` marks the one of this request.',
        response: {
          200: jsonResponse('The live sessions', accountSessionsSchema),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      const rows = await liveUserSessions(db, callerOf(request).id, clock());
      reply.header('cache-control', 'no-store');
      return toAccountSessions(rows, sessions.idOf(request));
    },
  );

  app.delete(
    '/profile/sessions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'endOtherProfileSessions',
        tags: ['users'],
        summary: 'Log out everywhere else',
        security: sessionSecurity,
        description: 'Ends every session of the caller’s account but the one of this request (a lost phone, a shared computer).',
        response: { 204: z.undefined().describe('Every other session has ended'), 401: errorResponse('No live session') },
      },
    },
    async (request, reply) => {
      await endUserSessions(db, callerOf(request).id, sessions.idOf(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/profile/sessions/:id',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'endProfileSession',
        tags: ['users'],
        summary: 'End one session of one’s own account',
        security: sessionSecurity,
        description:
          'The session `id` of `GET /api/profile/sessions`; ending the current one logs this browser out. 404 for a session that is not open on the account.',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) }),
        response: {
          204: z.undefined().describe('The session has ended'),
          400: errorResponse('The id is not a session id'),
          401: errorResponse('No live session'),
          404: errorResponse('No such session open on the account'),
        },
      },
    },
    async (request, reply) => {
      if (!(await endUserSession(db, callerOf(request).id, request.params.id))) {
        throw new HttpError(404, serverMessage(requestLanguage(request), 'sessionNotFound'));
      }
      return reply.code(204).send();
    },
  );
};
