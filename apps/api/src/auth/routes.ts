import { currentUserSchema, loginSchema, newPasswordSchema, registerSchema, requiredString, resetPasswordRequestSchema } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import type { EmailDelivery } from '../email/delivery.ts';
import { requireRank } from '../platform/access.ts';
import type { AfterAnswer } from '../platform/after-answer.ts';
import type { Sessions } from '../platform/session/session.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { findUser, type UserRow } from '../users/queries.ts';
import { defaultAutoLoginTtlMinutes, issueAutoLoginLink, maxAutoLoginTtlMinutes, redeemAutoLoginLink } from './auto-login.ts';
import { loginPolicy, loginRetryAfter, recordLoginFailure, type ThrottlePolicy } from './login-throttle.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerCustomer } from './register.ts';
import { checkLogin } from './service.ts';

/** Not translated: the api-client recognises it and shows its own WRONG_CREDENTIALS_ERROR text. */
export const wrongCredentialsMessage = 'Wrong credentials';

const loginRequestSchema = loginSchema.meta({ id: 'Login', description: 'A username or an email (any letter case), and the password' });
const registerRequestSchema = registerSchema.meta({ id: 'Register', description: 'A new customer account: the name of the person or company, a username, an email and the password twice' });
const resetPasswordRequestBodySchema = resetPasswordRequestSchema.meta({ id: 'ResetPasswordRequest', description: 'The email of the account' });
const newPasswordRequestSchema = newPasswordSchema.meta({ id: 'NewPassword', description: 'The token of the emailed link and the new password twice' });
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
  /** Signs auto-login links. */
  secret: string;
  /** The start of the links sent by email. */
  publicUrl: string;
  /** Woken after an email is queued; null without SMTP. */
  emailDelivery: EmailDelivery | null;
  /** Runs the password-reset email's work once the answer has gone. */
  afterAnswer: AfterAnswer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, sessions, clock, secret, publicUrl, emailDelivery, afterAnswer }) => {
  /** 429 with Retry-After when any of the keys is over its policy; otherwise nothing. */
  async function refuseWhenThrottled(request: FastifyRequest, checks: readonly [ThrottlePolicy, string][], now: Date): Promise<void> {
    for (const [policy, key] of checks) {
      const seconds = await loginRetryAfter(db, [key], now, policy);
      if (seconds !== null) {
        throw new HttpError(429, serverMessage(requestLanguage(request), 'tooManyRequests', { seconds }), { 'retry-after': String(seconds) });
      }
    }
  }

  /** Logins are in the audit log: an account's owner (or an administrator) can see where it was used from. */
  const recordLogin = (user: UserRow, request: FastifyRequest) =>
    recordAudit(db, { actor: user, ip: request.ip, now: clock() }, { action: 'user.login', targetType: 'user', targetId: user.id });

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
      await refuseWhenThrottled(request, [[resetPerEmail, emailKey], [resetPerAddress, addressKey]], now);
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

  app.post(
    '/auto-login',
    {
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
      preHandler: [sessions.requireUser, requireRank('admin')],
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
