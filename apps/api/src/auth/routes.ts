import { currentUserSchema, loginSchema, newPasswordSchema, registerSchema, resetPasswordRequestSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import type { EmailDelivery } from '../email/delivery.ts';
import type { AfterAnswer } from '../platform/after-answer.ts';
import type { Sessions } from '../platform/session/session.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { recordLoginFailure, type ThrottlePolicy } from './login-throttle.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerCustomer } from './register.ts';
import { authRouteHelpers } from './route-helpers.ts';
import { checkLogin } from './service.ts';

/** Not translated: the api-client recognises it and shows its own WRONG_CREDENTIALS_ERROR text. */
export const wrongCredentialsMessage = 'Wrong credentials';

const loginRequestSchema = loginSchema.meta({ id: 'Login', description: 'A username or an email (any letter case), and the password' });
const registerRequestSchema = registerSchema.meta({
  id: 'Register',
  description: 'A new customer account: the name of the person or company, a username, an email and the password twice',
});
const resetPasswordRequestBodySchema = resetPasswordRequestSchema.meta({ id: 'ResetPasswordRequest', description: 'The email of the account' });
const newPasswordRequestSchema = newPasswordSchema.meta({ id: 'NewPassword', description: 'The token of the emailed link and the new password twice' });
const messageSchema = z.object({ message: z.string().describe("For a person, in the request's language") }).meta({ id: 'Message' });

/** Password-reset requests: per address of the account, and per client address, each over an hour. */
const resetPerEmail: ThrottlePolicy = { max: 5, windowMs: 60 * 60 * 1000 };
const resetPerAddress: ThrottlePolicy = { max: 20, windowMs: 60 * 60 * 1000 };
/** Registrations per client address over an hour: each one costs an argon2 hash. */
const registerPerAddress: ThrottlePolicy = { max: 10, windowMs: 60 * 60 * 1000 };

export interface AuthRoutesOptions {
  db: Database;
  sessions: Sessions;
  clock: () => Date;
  /** The start of the links sent by email. */
  publicUrl: string;
  /** Woken after an email is queued; null without SMTP. */
  emailDelivery: EmailDelivery | null;
  /** Runs the password-reset email's work once the answer has gone. */
  afterAnswer: AfterAnswer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, sessions, clock, publicUrl, emailDelivery, afterAnswer }) => {
  const { refuseWhenThrottled, recordLogin } = authRouteHelpers(db, clock);

  app.post(
    '/login',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Log in with a username or an email and a password',
        description:
          'Starts a new session (any session the request carried ends) and sets the `sereno_session` cookie. ' +
          `A wrong username, password or a disabled account all answer 401 "${wrongCredentialsMessage}". ` +
          'After 10 failures in a minute for one username from one client address, or 30 from one address, 429 with Retry-After for that address (never for the username from elsewhere).',
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
      await recordLogin(result.user, request);
      reply.header('cache-control', 'no-store');
      return toCurrentUser(result.user);
    },
  );

  app.post(
    '/logout',
    {
      config: { action: 'public' },
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
      config: { action: 'session' },
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The logged-in user',
        security: sessionSecurity,
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

  app.post(
    '/register',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Create a customer account and log in',
        description:
          'Creates a customer (named after `name`) and a user with the customer role linked to it, then logs that user in ' +
          '(a new session and its cookie), as a login would. 409 when the username or the email (any letter case) belongs to an account. ' +
          `After ${registerPerAddress.max} registrations in an hour from one client address, 429 with Retry-After.`,
        body: registerRequestSchema,
        response: {
          201: jsonResponse('Registered and logged in: the current user', currentUserSchema),
          400: errorResponse('A field is missing or invalid'),
          409: errorResponse('The username or the email already exists'),
          429: errorResponse('Too many registrations from this address: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const addressKey = `register-address:${request.ip}`;
      await refuseWhenThrottled(request, [[registerPerAddress, addressKey]], now);
      await recordLoginFailure(db, [addressKey], now);
      const user = await registerCustomer(db, request.body, { ip: request.ip, now });
      if (!user) throw new HttpError(409, serverMessage(requestLanguage(request), 'userExists'));
      await sessions.start(request, reply, user.id);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/reset-password',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Email a link to choose a new password',
        description:
          'Always the same 202 answer whether or not the email belongs to an account, so that it tells nobody which addresses have one; ' +
          'it is sent before the account is looked up, so it takes as long either way (the email is written after it). ' +
          'When it does (and the account is enabled), the account gets an email with a link to `/new-password?token=…&email=…`, ' +
          'good for one use within an hour. ' +
          `At most ${resetPerEmail.max} requests an hour per email and ${resetPerAddress.max} per client address, then 429 with Retry-After.`,
        body: resetPasswordRequestBodySchema,
        response: {
          202: jsonResponse('Accepted: if the email belongs to an account, a link is on its way', messageSchema),
          400: errorResponse('The email is missing or invalid'),
          429: errorResponse('Too many requests: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const language = requestLanguage(request);
      const emailKey = `reset-email:${request.body.email.toLowerCase()}`;
      const addressKey = `reset-address:${request.ip}`;
      await refuseWhenThrottled(
        request,
        [
          [resetPerEmail, emailKey],
          [resetPerAddress, addressKey],
        ],
        now,
      );
      await recordLoginFailure(db, [emailKey, addressKey], now);
      // Answered before the account is even looked up: a known email takes no longer than an unknown one.
      const { email } = request.body;
      afterAnswer.run(reply, 'the password-reset email', async () => {
        if (await requestPasswordReset(db, { email, language, publicUrl, now })) emailDelivery?.wake();
      });
      return reply.code(202).send({ message: serverMessage(language, 'resetPasswordRequested') });
    },
  );

  app.post(
    '/new-password',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'newPassword',
        tags: ['auth'],
        summary: 'Choose a new password with the token of a reset link',
        description:
          'Sets the password, spends the token (and every other reset link of the account) and ends all the sessions of the account; ' +
          'the person then logs in with the new password. 404 when the token is unknown, used or expired ' +
          '(the api-client shows RESET_PASSWORD_LINK_ERROR).',
        body: newPasswordRequestSchema,
        response: {
          204: z.undefined().describe('The password is changed'),
          400: errorResponse('A field is missing, the password does not meet the rules, or the two do not match'),
          404: errorResponse('The link is invalid, used or expired'),
        },
      },
    },
    async (request, reply) => {
      const changed = await resetPassword(db, { token: request.body.token, password: request.body.password, now: clock(), ip: request.ip });
      if (!changed) throw new HttpError(404, serverMessage(requestLanguage(request), 'resetLinkInvalid'));
      return reply.code(204).send();
    },
  );
};
