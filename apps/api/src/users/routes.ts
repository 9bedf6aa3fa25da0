import { email, loginSchema, password } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findResetTokenUser } from '../auth/password-reset.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { Sessions } from '../platform/session/session.ts';
import { changePassword } from './password.ts';

/**
 * The spec's wire shape for PUT /users/password/{id}: `password` and `currentPassword`. The form's
 * confirmation (passwordChangeSchema) stays in the panel; the rules are the same ones.
 */
const passwordChangeRequestSchema = z
  .object({
    password: password({ error: 'passwordRequirements' }),
    currentPassword: loginSchema.shape.password.describe("The caller's own current password"),
  })
  .meta({ id: 'PasswordChangeRequest' });

const resetTokenEmailSchema = z.object({ email: z.string().describe('The email of the account the link is for') }).meta({ id: 'ResetTokenEmail' });

export const userRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; clock: () => Date }> = async (app, { db, sessions, clock }) => {
  app.get(
    '/users/token/:token',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'getResetTokenEmail',
        tags: ['users'],
        summary: 'The email of a live password-reset link',
        description:
          "For the new-password page: answers the account's email while the token is unused and younger than an hour. " +
          "With `email`, it must be the account's (any letter case). Otherwise 404 (the api-client shows RESET_PASSWORD_LINK_ERROR).",
        params: z.object({ token: z.string().min(1) }),
        querystring: z.object({ email: email().optional().describe('The email the link carries') }),
        response: {
          200: jsonResponse('The link is live', resetTokenEmailSchema),
          400: errorResponse('The email is not an email'),
          404: errorResponse('The link is invalid, used or expired'),
        },
      },
    },
    async (request, reply) => {
      const user = await findResetTokenUser(db, { token: request.params.token, email: request.query.email, now: clock() });
      if (!user) throw new HttpError(404, serverMessage(requestLanguage(request), 'resetLinkInvalid'));
      reply.header('cache-control', 'no-store');
      return { email: user.email };
    },
  );

  app.put(
    '/users/password/:id',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: "Change a user's password",
        security: sessionSecurity,
        description:
          "A user changes their own password; an administrator anyone's. `currentPassword` is always the caller's own. " +
          'Every other session of the account ends (the caller\'s own goes on). 400 with "La contraseña actual introducida no es correcta" ' +
          'on a wrong current password (the api-client shows INVALID_CURRENT_PASSWORD_ERROR); wrong guesses count against the account (429 after 10 in a minute). ' +
          "Another user's id answers 404 to anyone but an administrator.",
        params: z.object({ id: z.uuid() }),
        body: passwordChangeRequestSchema,
        response: {
          204: z.undefined().describe('The password is changed'),
          400: errorResponse('A field is missing, the new password does not meet the rules, or the current password is wrong'),
          401: errorResponse('No live session'),
          404: errorResponse('No such user (or not one the caller may change)'),
          429: errorResponse('Too many wrong current passwords: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const caller = request.currentUser;
      if (!caller) throw new HttpError(401, serverMessage(language, 'unauthorized'));
      const result = await changePassword(db, {
        caller,
        targetId: request.params.id,
        currentPassword: request.body.currentPassword,
        password: request.body.password,
        callerSessionId: sessions.idOf(request),
        address: request.ip,
        now: clock(),
      });
      switch (result.outcome) {
        case 'notFound':
          throw new HttpError(404, serverMessage(language, 'userNotFound'));
        case 'wrongCurrentPassword':
          throw new HttpError(400, serverMessage(language, 'invalidCurrentPassword'));
        case 'throttled':
          throw new HttpError(429, serverMessage(language, 'tooManyLoginAttempts', { seconds: result.retryAfterSeconds }), {
            'retry-after': String(result.retryAfterSeconds),
          });
        case 'changed':
          return reply.code(204).send();
      }
    },
  );
};
