import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, testSecret, type TestServer } from '../../test/app.ts';
import { insertUser } from '../users/service.ts';
import { users } from '../db/schema/users.ts';
import { issueAutoLoginLink } from './auto-login.ts';

const publicUrl = 'https://panel.example.com';

let server: TestServer;
let app: FastifyInstance;
let adminCookie: string;
let agentCookie: string;
let nachoId: string;

let addressCounter = 0;
const freshAddress = () => `10.2.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const login = (username: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Correct#Horse1' }, remoteAddress: freshAddress() });
const autoLogin = (hash: unknown, address = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auto-login', payload: { hash } as object, remoteAddress: address });
const issue = (userId: string, ttlMinutes = 60) =>
  issueAutoLoginLink(server.db, { secret: testSecret, publicUrl, userId, ttlMinutes, now: server.clock.now() });

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app({ SERENO_PUBLIC_URL: publicUrl });
  await insertUser(server.db, { username: 'boss', email: 'boss@example.com', name: 'Boss', role: 'admin', password: 'Correct#Horse1' });
  await insertUser(server.db, { username: 'agent', email: 'agent@example.com', name: 'Agent', role: 'fieldServiceAgents', password: 'Correct#Horse1' });
  const nacho = await insertUser(server.db, { username: 'nacho', email: 'nacho@example.com', name: 'Nacho Gil', role: 'customer', password: 'Correct#Horse1' });
  nachoId = nacho.id;
  adminCookie = cookiePair((await login('boss')).headers['set-cookie']);
  agentCookie = cookiePair((await login('agent')).headers['set-cookie']);
});
afterAll(() => server.close());

// A fresh throttle window for each test.
beforeEach(() => server.clock.advance(5 * 60 * 1000));

function expectWrongCredentials(response: Awaited<ReturnType<typeof autoLogin>>): void {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ statusCode: 401, message: 'Wrong credentials', timestamp: expect.any(String) });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('POST /api/auto-login', () => {
  it('logs in once with a fresh link: a session cookie and the current user, like a login (ASVS V9.1.1)', async () => {
    const { hash, url } = await issue(nachoId);
    expect(url).toBe(`${publicUrl}/auto-login?hash=${encodeURIComponent(hash)}`);
    const response = await autoLogin(hash);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: nachoId, username: 'nacho', email: 'nacho@example.com', role: 'customer', name: 'Nacho Gil' });
    const cookie = cookiePair(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sereno_session=[\w-]{43}$/);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()._id).toBe(nachoId);

    expectWrongCredentials(await autoLogin(hash));
  });

  it('refuses a link once it has expired (ASVS V9.2.1)', async () => {
    const early = await issue(nachoId, 10);
    const late = await issue(nachoId, 10);
    server.clock.advance(10 * 60 * 1000 - 1);
    expect((await autoLogin(early.hash)).statusCode).toBe(200);
    server.clock.advance(1);
    expectWrongCredentials(await autoLogin(late.hash));
  });

  it('refuses a tampered hash: another user, a later expiry, a changed signature, garbage (ASVS V9.1.1)', async () => {
    const { hash } = await issue(nachoId);
    const [linkId, userId, expiresAt, signature] = hash.split('.') as [string, string, string, string];
    const [boss] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'boss'));
    expectWrongCredentials(await autoLogin([linkId, boss?.id, expiresAt, signature].join('.')));
    expectWrongCredentials(await autoLogin([linkId, userId, String(Number(expiresAt) + 86_400_000), signature].join('.')));
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectWrongCredentials(await autoLogin([linkId, userId, expiresAt, flipped].join('.')));
    expectWrongCredentials(await autoLogin([linkId, userId, expiresAt].join('.')));
    expectWrongCredentials(await autoLogin('not a hash at all'));
    // A link signed with another secret (another installation, or an old secret).
    const foreign = await issueAutoLoginLink(server.db, {
      secret: 'another-secret-another-secret-another-secret',
      publicUrl,
      userId: nachoId,
      ttlMinutes: 60,
      now: server.clock.now(),
    });
    expectWrongCredentials(await autoLogin(foreign.hash));
    // The untouched link still works: failed attempts spend nothing.
    expect((await autoLogin(hash)).statusCode).toBe(200);
  });

  it('refuses the link of a disabled user (ASVS V7.4.2)', async () => {
    const off = await insertUser(server.db, { username: 'off', email: 'off@example.com', name: 'Off', role: 'customer', password: 'Correct#Horse1' });
    const { hash } = await issue(off.id);
    await server.db.update(users).set({ isDisabled: true }).where(eq(users.id, off.id));
    expectWrongCredentials(await autoLogin(hash));
  });

  it('asks for the hash with 400 (ASVS V2.2.1)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auto-login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('hash: Campo requerido');
  });

  it('answers 429 with Retry-After after 10 failures in a minute from one address (ASVS V2.4.1)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expectWrongCredentials(await autoLogin(`bad-${i}`, address));
    const { hash } = await issue(nachoId);
    const throttled = await autoLogin(hash, address);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and the refused link was not spent.
    expect((await autoLogin(hash)).statusCode).toBe(200);
  });
});

describe('POST /api/auto-login/links', () => {
  const create = (body: object, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/auto-login/links', payload: body, headers: cookie ? { cookie } : {} });

  it('lets an administrator issue a link that logs the user in (ASVS V8.2.1)', async () => {
    const response = await create({ userId: nachoId, ttlMinutes: 30 }, adminCookie);
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link).toEqual({
      hash: expect.any(String),
      url: `${publicUrl}/auto-login?hash=${encodeURIComponent(link.hash)}`,
      expiresAt: new Date(server.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    expect((await autoLogin(link.hash)).json()._id).toBe(nachoId);
  });

  it('gives links an hour by default and refuses more than a week (ASVS V9.2.1)', async () => {
    const response = await create({ userId: nachoId }, adminCookie);
    expect(response.json().expiresAt).toBe(new Date(server.clock.now().getTime() + 60 * 60_000).toISOString());
    expect((await create({ userId: nachoId, ttlMinutes: 7 * 24 * 60 + 1 }, adminCookie)).statusCode).toBe(400);
    expect((await create({ userId: nachoId, ttlMinutes: 0 }, adminCookie)).statusCode).toBe(400);
    expect((await create({ userId: 'nacho' }, adminCookie)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user (ASVS V8.2.2)', async () => {
    const response = await create({ userId: '00000000-0000-4000-8000-000000000000' }, adminCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El usuario no existe');
  });

  it('is for administrators only: 401 without a session, 403 for other roles (ASVS V8.2.1)', async () => {
    expect((await create({ userId: nachoId })).statusCode).toBe(401);
    const forbidden = await create({ userId: nachoId }, agentCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permiso para hacer esto');
  });
});
