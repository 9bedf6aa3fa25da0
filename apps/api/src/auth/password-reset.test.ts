import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { sessions } from '../db/schema/sessions.ts';
import { insertUser } from '../users/service.ts';
import { users } from '../db/schema/users.ts';
import { resetTokenLifetimeMs } from './password-reset.ts';
import { passwordResetTokens } from '../db/schema/auth.ts';

const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const publicUrl = 'https://panel.example.com';

let server: TestServer;
let app: FastifyInstance;
let rosaId: string;

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app({ SERENO_PUBLIC_URL: publicUrl });
  const rosa = await insertUser(server.db, {
    username: 'rosa',
    email: 'Rosa.Marin@Example.com',
    name: 'Rosa Marín',
    role: 'manager',
    password: 'Old#Password1',
  });
  rosaId = rosa.id;
  const off = await insertUser(server.db, { username: 'off', email: 'off@example.com', name: 'Off Line', role: 'customer', password: 'Old#Password1' });
  await server.db.update(users).set({ isDisabled: true }).where(eq(users.id, off.id));
});
afterAll(() => server.close());

let addressCounter = 0;
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeEach(async () => {
  // A fresh hour for the throttles, and an empty outbox.
  server.clock.advance(2 * 60 * 60 * 1000);
  await server.db.delete(emailOutbox);
});

/** Asks for a reset link; the email is written after the answer, and this waits for that too. */
async function requestReset(email: string, { address = freshAddress(), language }: { address?: string; language?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { email },
    remoteAddress: address,
    headers: language ? { 'accept-language': language } : {},
  });
  await app.afterAnswer.settled();
  return response;
}

const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: freshAddress() });

async function outbox() {
  return server.db.select().from(emailOutbox);
}

/** The token and email of the link in the (only) email of the outbox. */
async function linkFromOutbox(): Promise<{ token: string; email: string; url: URL }> {
  const emails = await outbox();
  expect(emails).toHaveLength(1);
  const match = /https:\/\/panel\.example\.com\/new-password\?\S+/.exec(emails[0]?.text ?? '');
  if (!match) throw new Error('no link in the email');
  const url = new URL(match[0]);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '', url };
}

describe('the password reset flow, through HTTP (ASVS V6.4.3)', () => {
  it('request → email → token → new password → old sessions gone → new password works → token spent', async () => {
    const oldSession = cookiePair((await login('rosa', 'Old#Password1')).headers['set-cookie']);
    const otherOldSession = cookiePair((await login('rosa', 'Old#Password1')).headers['set-cookie']);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })).statusCode).toBe(200);

    const requested = await requestReset('  rosa.marin@EXAMPLE.com ');
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({
      message: 'Si el email corresponde a una cuenta, te hemos enviado un enlace para cambiar la contraseña. Caduca en una hora.',
    });

    const [email] = await outbox();
    expect(email).toMatchObject({ to: 'Rosa.Marin@Example.com', kind: 'reset-password', subject: 'Cambia tu contraseña de Sereno', sentAt: null });
    expect(email?.text).toContain('Hola, Rosa Marín:');
    const { token, email: linkEmail, url } = await linkFromOutbox();
    expect(url.pathname).toBe('/new-password');
    expect(linkEmail).toBe('Rosa.Marin@Example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(email?.html).toContain(`href="${url.toString().replace(/&/g, '&amp;')}"`);

    // Only the token's SHA-256 is stored.
    const [stored] = await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, rosaId));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt).toEqual(new Date(server.clock.now().getTime() + resetTokenLifetimeMs));

    const checked = await app.inject({ method: 'GET', url: `/api/users/token/${token}?email=${encodeURIComponent(linkEmail)}` });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email: 'Rosa.Marin@Example.com' });

    const changed = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'New#Password2', confirmPassword: 'New#Password2' },
    });
    expect(changed.statusCode).toBe(204);
    expect(changed.body).toBe('');

    for (const cookie of [oldSession, otherOldSession]) {
      expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, rosaId))).toEqual([]);

    expect((await login('rosa', 'Old#Password1')).statusCode).toBe(401);
    expect((await login('rosa', 'New#Password2')).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'Third#Password3', confirmPassword: 'Third#Password3' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      statusCode: 404,
      message: 'El enlace para cambiar la contraseña no es válido o ha caducado',
      timestamp: expect.stringMatching(isoTimestamp),
    });
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}` })).statusCode).toBe(404);
    expect((await login('rosa', 'New#Password2')).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and queues nothing (ASVS V6.3.8)', async () => {
    const known = await requestReset('rosa.marin@example.com');
    await server.db.delete(emailOutbox);
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await outbox()).toEqual([]);
  });

  it('sends nothing to a disabled account, with the same answer', async () => {
    const response = await requestReset('off@example.com');
    expect(response.statusCode).toBe(202);
    expect(await outbox()).toEqual([]);
  });

  it('writes the email in the language of the request', async () => {
    const response = await requestReset('rosa.marin@example.com', { language: 'en-GB,en;q=0.9' });
    expect(response.json().message).toBe('If the email belongs to an account, we have sent it a link to change the password. It expires in one hour.');
    const [email] = await outbox();
    expect(email?.subject).toBe('Change your Sereno password');
    expect(email?.text).toContain('Hello Rosa Marín,');
  });

  it('lets a link expire after one hour', async () => {
    await requestReset('rosa.marin@example.com');
    const { token, email } = await linkFromOutbox();
    server.clock.advance(resetTokenLifetimeMs - 1000);
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}?email=${encodeURIComponent(email)}` })).statusCode).toBe(200);
    server.clock.advance(1000);
    const expired = await app.inject({
      method: 'GET',
      url: `/api/users/token/${token}?email=${encodeURIComponent(email)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('The link to change the password is invalid or has expired');
    const used = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'Late#Password4', confirmPassword: 'Late#Password4' },
    });
    expect(used.statusCode).toBe(404);
    expect((await login('rosa', 'New#Password2')).statusCode).toBe(200);
  });

  it('refuses a token with another email, and an unknown token', async () => {
    await requestReset('rosa.marin@example.com');
    const { token } = await linkFromOutbox();
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}?email=off%40example.com` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}?email=ROSA.MARIN%40example.com` })).json()).toEqual({
      email: 'Rosa.Marin@Example.com',
    });
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${'x'.repeat(43)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}?email=not-an-email` })).statusCode).toBe(400);
  });

  it('spends every earlier link of the account when one is used', async () => {
    await requestReset('rosa.marin@example.com');
    const first = await linkFromOutbox();
    await server.db.delete(emailOutbox);
    await requestReset('rosa.marin@example.com');
    const second = await linkFromOutbox();
    expect(second.token).not.toBe(first.token);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token: second.token, password: 'Fifth#Password5', confirmPassword: 'Fifth#Password5' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${first.token}` })).statusCode).toBe(404);
    await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token: second.token, password: 'New#Password2', confirmPassword: 'New#Password2' },
    });
  });

  it('validates the new password with the rules of @sereno/validation', async () => {
    await requestReset('rosa.marin@example.com');
    const { token } = await linkFromOutbox();
    const weak = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'weak', confirmPassword: 'weak' },
      headers: { 'accept-language': 'en' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: The password needs at least 8 characters/);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'Good#Password6', confirmPassword: 'Good#Password7' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('confirmPassword: La contraseña no coincide');
    // A refused body spends nothing: the link still works.
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${token}` })).statusCode).toBe(200);
    const badEmail = await requestReset('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('email: Debe ser un email válido');
  });

  it('limits requests per email and per client address, with 429 and Retry-After (ASVS V2.4.1)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await requestReset('limit.me@example.com')).statusCode).toBe(202);
    const sixth = await requestReset('LIMIT.me@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().message).toMatch(/^Demasiadas peticiones\. Vuelve a intentarlo en \d+ segundos$/);

    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await requestReset(`someone${i}@example.com`, { address })).statusCode).toBe(202);
    expect((await requestReset('someone.else@example.com', { address })).statusCode).toBe(429);

    server.clock.advance(60 * 60 * 1000);
    expect((await requestReset('limit.me@example.com', { address })).statusCode).toBe(202);
  });

  it('with SMTP_URL, emails the link through a real SMTP server', async () => {
    const peer = await startSmtpPeer();
    try {
      const withSmtp = await server.app({ SERENO_PUBLIC_URL: publicUrl, SMTP_URL: peer.url, SMTP_FROM: 'Sereno <no-reply@sereno.example.com>' });
      const response = await withSmtp.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { email: 'rosa.marin@example.com' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(202);
      const [received] = await peer.waitFor(1);
      // The SMTP server writes the domain in lower case.
      expect(received?.to.map((address) => address.toLowerCase())).toEqual(['rosa.marin@example.com']);
      const { token } = await linkFromOutbox();
      expect(received?.raw).toContain(`https://panel.example.com/new-password?token=${token}&email=Rosa.Marin%40Example.com`);
      // The worker marks the row once the server has accepted it.
      await expect.poll(async () => (await outbox())[0]?.sentAt ?? null).toEqual(server.clock.now());
    } finally {
      await peer.close();
    }
  });
});
