import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../../test/app.ts';
import { insertUser } from '../../users/service.ts';
import { users } from '../../db/schema/users.ts';
import { sessions } from '../../db/schema/sessions.ts';

const day = 24 * 60 * 60 * 1000;

let server: TestServer;
let app: FastifyInstance;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  const customer = await insertUser(server.db, {
    username: 'rosa',
    email: 'rosa@example.com',
    name: 'Rosa Martín',
    role: 'customer',
    password: 'Correct#Horse1',
    alias: 'Rosi',
  });
  userId = customer.id;
});

afterAll(() => server.close());

async function logIn(cookie?: string): Promise<{ cookie: string; setCookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'rosa', password: 'Correct#Horse1' },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return { cookie: cookiePair(setCookie), setCookie };
}

const me = (cookie?: string) => app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('GET /api/me', () => {
  it('answers 401 in the error shape without a cookie (ASVS V7.2.1)', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'Inicia sesión para continuar', timestamp: expect.any(String) });
  });

  it('answers the current user with the session cookie, never cached (ASVS V14.3.2)', async () => {
    const { cookie } = await logIn();
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ _id: userId, username: 'rosa', email: 'rosa@example.com', role: 'customer', name: 'Rosa Martín', alias: 'Rosi' });
  });

  it('answers 401 and clears the cookie for a session that does not exist (ASVS V7.2.1)', async () => {
    const response = await me('sereno_session=made-up-value');
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^sereno_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('ends the session of a user who is disabled meanwhile (ASVS V7.4.2)', async () => {
    const { cookie } = await logIn();
    await server.db.update(users).set({ isDisabled: true }).where(eq(users.id, userId));
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      await server.db.update(users).set({ isDisabled: false }).where(eq(users.id, userId));
    }
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lives 30 days and is not Secure outside production (ASVS V3.3.2, V3.3.4)', async () => {
    const { setCookie } = await logIn();
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
  });

  it('is Secure in production (ASVS V3.3.1)', async () => {
    const production = await server.app({ NODE_ENV: 'production' });
    const response = await production.inject({ method: 'POST', url: '/api/login', payload: { username: 'rosa', password: 'Correct#Horse1' } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie']).split('; ')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
  });

  // OWASP ASVS 5.0 V3.3.1: the cookie is Secure whenever the browser reached the server over TLS.
  it('is Secure behind a trusted TLS proxy, and not when an untrusted client claims https (ASVS V3.3.1)', async () => {
    const proxied = await server.app({ SERENO_TRUST_PROXY: '10.9.9.9' });
    const logInThrough = (remoteAddress: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'rosa', password: 'Correct#Horse1' },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress,
      });
    const viaProxy = await logInThrough('10.9.9.9');
    expect(viaProxy.statusCode).toBe(200);
    expect(String(viaProxy.headers['set-cookie']).split('; ')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
    const direct = await logInThrough('10.9.9.10');
    expect(direct.statusCode).toBe(200);
    expect(String(direct.headers['set-cookie']).split('; ')).not.toContain('Secure');
  });

  it('carries 256 random bits of which the database keeps only the SHA-256 (ASVS V7.2.3)', async () => {
    const { cookie } = await logIn();
    const secret = cookie.slice('sereno_session='.length);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const hashed = createHash('sha256').update(secret).digest('hex');
    expect(await server.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, hashed))).toHaveLength(1);
    expect(await server.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, secret))).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  it('rotates at login: the session the request carried ends (ASVS V7.2.4)', async () => {
    const first = await logIn();
    const second = await logIn(first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('ends at logout: 204, the row deleted, the cookie cleared and no longer accepted (ASVS V7.4.1)', async () => {
    const { cookie } = await logIn();
    const id = createHash('sha256').update(cookie.slice('sereno_session='.length)).digest('hex');
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(/^sereno_session=;/);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers logout with 204 even without a session (ASVS V7.4.1)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('ends after 7 days without a request (ASVS V7.3.1)', async () => {
    const { cookie } = await logIn();
    server.clock.advance(7 * day - 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    server.clock.advance(7 * day - 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    server.clock.advance(7 * day + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends 30 days after login however often it is used (ASVS V7.3.2)', async () => {
    const { cookie } = await logIn();
    for (let elapsed = 0; elapsed < 29; elapsed += 1) {
      server.clock.advance(day);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    server.clock.advance(day + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
