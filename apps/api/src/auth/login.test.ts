import { eq } from 'drizzle-orm';
import { parseOptions } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';
import { insertUser } from '../users/service.ts';
import { users } from '../db/schema/users.ts';

const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let server: TestServer;
let app: FastifyInstance;
let anaId: string;

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  const ana = await insertUser(server.db, {
    username: 'ana',
    email: 'Ana.Lopez@Example.com',
    name: 'Ana López',
    role: 'controller',
    password: 'Correct#Horse1',
  });
  anaId = ana.id;
  await insertUser(server.db, { username: 'bea', email: 'bea@example.com', name: 'Bea Gil', role: 'admin', password: 'Correct#Horse1' });
  const carlos = await insertUser(server.db, {
    username: 'carlos',
    email: 'carlos@example.com',
    name: 'Carlos Vidal',
    role: 'customer',
    password: 'Correct#Horse1',
  });
  await server.db.update(users).set({ isDisabled: true }).where(eq(users.id, carlos.id));
});

afterAll(() => server.close());

// Each test starts with an empty throttle window.
beforeEach(() => server.clock.advance(5 * 60 * 1000));

let addressCounter = 0;
/** A client address no other test has used. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function login(payload: unknown, { address = freshAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {}) {
  return app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers, remoteAddress: address });
}

function expectErrorShape(body: unknown, statusCode: number): void {
  expect(body).toEqual({ statusCode, message: expect.any(String), timestamp: expect.stringMatching(isoTimestamp) });
}

describe('POST /api/login', () => {
  it('logs in by username and answers the current user with a session cookie', async () => {
    const response = await login({ username: 'ana', password: 'Correct#Horse1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: anaId, username: 'ana', email: 'Ana.Lopez@Example.com', role: 'controller', name: 'Ana López' });
    expect(response.headers['set-cookie']).toMatch(/^sereno_session=[\w-]{43};/);
  });

  it('logs in by email in any letter case, the username trimmed', async () => {
    const response = await login({ username: '  ana.lopez@example.COM ', password: 'Correct#Horse1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: anaId, username: 'ana' });
  });

  it('refuses a wrong password with 401 "Wrong credentials" in the error shape, and no cookie', async () => {
    const response = await login({ username: 'ana', password: 'Correct#Horse2' });
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 401);
    expect(response.json().message).toBe('Wrong credentials');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown username exactly like a wrong password (ASVS V6.3.8)', async () => {
    const response = await login({ username: 'nobody', password: 'Correct#Horse1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong credentials');
  });

  it('refuses a disabled user even with the right password', async () => {
    const response = await login({ username: 'carlos', password: 'Correct#Horse1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong credentials');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers malformed JSON with 400 in the error shape, in Spanish or English', async () => {
    const malformed = { method: 'POST' as const, url: '/api/login', payload: '{"username": "ana",', headers: { 'content-type': 'application/json' } };
    const spanish = await app.inject(malformed);
    expect(spanish.statusCode).toBe(400);
    expectErrorShape(spanish.json(), 400);
    expect(spanish.json().message).toBe('El cuerpo de la petición no es un JSON válido');
    const english = await app.inject({ ...malformed, headers: { ...malformed.headers, 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.json().message).toBe('The request body is not valid JSON');
  });

  it('names each missing field: "Campo requerido" by default', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400);
    expect(response.json().message).toBe('username: Campo requerido; password: Campo requerido');
  });

  it('names each missing field in English with Accept-Language: en', async () => {
    const response = await login({ username: '   ' }, { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('username: This field is required; password: This field is required');
  });

  it('asks for a JSON object when the body is missing or is not one', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(400);
    expectErrorShape(missing.json(), 400);
    expect(missing.json().message).toBe('The request body must be a JSON object');
    const array = await app.inject({ method: 'POST', url: '/api/login', payload: '["ana"]', headers: { 'content-type': 'application/json' } });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('El cuerpo de la petición debe ser un objeto JSON');
  });

  it('refuses a form post (no JSON) with 415 in the error shape (ASVS V3.5.2)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'username=ana&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 415);
  });

  it('stores the password as argon2id with m=19456, t=2, p=1 (ASVS V11.4.2)', async () => {
    const [row] = await server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, anaId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(row!.passwordHash)).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });
});

describe('login throttling (ASVS V6.3.1)', () => {
  it('refuses the 11th attempt for a username from one address within a minute with 429 and Retry-After, before the password is checked', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      server.clock.advance(1000);
      expect((await login({ username: 'bea', password: `wrong-${attempt}` }, { address })).statusCode).toBe(401);
    }
    server.clock.advance(1000);
    // The right password, from the same address: still refused.
    const refused = await login({ username: 'BEA', password: 'Correct#Horse1' }, { address });
    expect(refused.statusCode).toBe(429);
    expectErrorShape(refused.json(), 429);
    expect(refused.json().message).toBe('Demasiados intentos fallidos. Vuelve a intentarlo en 50 segundos');
    expect(refused.headers['retry-after']).toBe('50');
    // Other usernames from that address are not affected.
    expect((await login({ username: 'ana', password: 'Correct#Horse1' }, { address })).statusCode).toBe(200);
    // Once the oldest failure leaves the window, the username may try again from there.
    server.clock.advance(50 * 1000);
    expect((await login({ username: 'bea', password: 'Correct#Horse1' }, { address })).statusCode).toBe(200);
  });

  it('refuses the 31st failure from one client address within a minute, whatever the usernames', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await login({ username: `guess-${attempt}`, password: 'nope' }, { address })).statusCode).toBe(401);
    }
    const refused = await login({ username: 'ana', password: 'Correct#Horse1' }, { address, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many failed attempts. Try again in 60 seconds');
    expect(refused.headers['retry-after']).toBe('60');
    expect((await login({ username: 'ana', password: 'Correct#Horse1' })).statusCode).toBe(200);
  });

  it('counts only the failures of the last minute', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 9; attempt++) await login({ username: 'ana', password: 'nope' }, { address });
    server.clock.advance(61 * 1000);
    for (let attempt = 1; attempt <= 9; attempt++) await login({ username: 'ana', password: 'nope' }, { address });
    expect((await login({ username: 'ana', password: 'Correct#Horse1' }, { address })).statusCode).toBe(200);
  });

  it('counts per forwarded client address behind a trusted proxy (SERENO_TRUST_PROXY)', async () => {
    const proxied = await server.app({ SERENO_TRUST_PROXY: 'true' });
    const attempt = (forwardedFor: string, password: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ana', password },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.9.9',
      });
    for (let failure = 1; failure <= 30; failure++) {
      // Different usernames, so that only the address counter fills up.
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `who-${failure}`, password: 'x' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
        remoteAddress: '10.9.9.9',
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await attempt('203.0.113.7', 'Correct#Horse1')).statusCode).toBe(429);
    expect((await attempt('198.51.100.4', 'Correct#Horse1')).statusCode).toBe(200);
  });

  // OWASP ASVS 5.0 V6.3.1: the throttle must not let anyone lock an account out.
  it('never keeps the right password out from another address: 100 failures for admin, then admin logs in at once', async () => {
    const proxied = await server.app({ SERENO_TRUST_PROXY: '10.9.9.9' });
    const attempt = (forwardedFor: string, password: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'bea', password },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.9.9',
      });
    // An attacker hammers the administrator's name from one address, then from twenty more.
    const attackerStatuses = new Set<number>();
    for (let failure = 1; failure <= 100; failure++) attackerStatuses.add((await attempt('203.0.113.66', `wrong-${failure}`)).statusCode);
    expect(attackerStatuses).toEqual(new Set([401, 429]));
    for (let failure = 1; failure <= 20; failure++) expect((await attempt(`198.18.0.${failure}`, `wrong-${failure}`)).statusCode).toBe(401);
    // The administrator, from the office, at once: no wait.
    const admin = await attempt('192.0.2.10', 'Correct#Horse1');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ username: 'bea', role: 'admin' });
    // The attacker's own address stays refused.
    expect((await attempt('203.0.113.66', 'Correct#Horse1')).statusCode).toBe(429);
  }, 120_000);
});
