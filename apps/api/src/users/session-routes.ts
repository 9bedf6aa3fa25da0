// An administrator's view of a person's sessions (a lost phone, a shared computer, someone who left):
// where and when each is open, and ending them all at once. A person's own sessions are in
// profile-routes.ts. Who may call what: docs/permissions.md.
import { message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { endUserSessions, liveUserSessions, type Sessions } from '../platform/session/session.ts';
import { accountSessionsSchema, toAccountSessions } from './account-sessions.ts';
import { findUser } from './queries.ts';

const idParams = z.object({ id: z.uuid({ error: message('identifier') }) });

export const userSessionRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; clock: () => Date }> = async (app, { db, sessions, clock }) => {
  /** The user `id` among those the caller may see; 404 otherwise, as if there were none. */
  async function visibleUserId(request: FastifyRequest, id: string): Promise<string> {
    const user = await findUser(db, id, visibleUsers(callerOf(request)));
    if (!user) throw new HttpError(404, serverMessage(requestLanguage(request), 'userNotFound'));
    return user.id;
  }

  app.get(
    '/users/:id/sessions',
    {
      config: { action: 'users.endSessions' },
      schema: {
        operationId: 'listUserSessions',
        tags: ['users'],
        summary: "A person's open sessions: where and when",
        security: sessionSecurity,
        description: 'Live sessions only, the most recently used first; `current` marks the caller’s own when it is the caller’s account.',
        params: idParams,
        response: {
          200: jsonResponse('The live sessions', accountSessionsSchema),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('Only administrators see other people’s sessions'),
          404: errorResponse('No such user'),
        },
      },
    },
    async (request, reply) => {
      const userId = await visibleUserId(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return toAccountSessions(await liveUserSessions(db, userId, clock()), sessions.idOf(request));
    },
  );

  app.delete(
    '/users/:id/sessions',
    {
      config: { action: 'users.endSessions' },
      schema: {
        operationId: 'endUserSessions',
        tags: ['users'],
        summary: "End every session of a person's account",
        security: sessionSecurity,
        description:
          'Every browser logged in as the person is logged out at its next request; their password stays. On one’s own account the session of this request stays open. Recorded in the audit log.',
        params: idParams,
        response: {
          200: jsonResponse('How many sessions ended', z.object({ ended: z.int().nonnegative() }).meta({ id: 'EndedSessions' })),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('Only administrators end other people’s sessions'),
          404: errorResponse('No such user'),
        },
      },
    },
    async (request) => {
      const userId = await visibleUserId(request, request.params.id);
      const caller = callerOf(request);
      const ended = await db.transaction(async (tx) => {
        const count = await endUserSessions(tx, userId, userId === caller.id ? sessions.idOf(request) : undefined);
        await recordAudit(tx, { actor: caller, ip: request.ip, now: clock() }, { action: 'user.sessions-end', targetType: 'user', targetId: userId });
        return count;
      });
      return { ended };
    },
  );
};
