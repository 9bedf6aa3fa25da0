import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInFrom, startTestServer, type TestServer } from '../../test/app.ts';
import type { FastifyInstance } from 'fastify';
import { insertUser } from './service.ts';

let server: TestServer;
let app: FastifyInstance;
const password = 'Correct#Horse1';
let address = 0;

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

/** A new account of its own (nobody else's test touches it). */
async function account(username: string) {
  return insertUser(server.db, { username, role: 'customer', email: `${username}@example.com`, name: 'Ana Perfil', password });
}

/** Logs in from an address and a browser of its own; answers the session cookie. */
async function logIn(username: string, userAgent: string): Promise<string> {
  address += 1;
  return logInFrom(app, { username, password }, { address: `10.44.0.${address}`, userAgent });
}

const as = (cookie: string, options: { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: object }) =>
  app.inject({ ...options, headers: { cookie, 'accept-language': 'es' } });

describe('PUT /api/profile/language', () => {
  it('keeps the language of the messages Sereno sends the person, answered by GET /api/me; refuses another', async () => {
    await account('perfillengua');
    const cookie = await logIn('perfillengua', 'Firefox');
    expect((await as(cookie, { method: 'GET', url: '/api/me' })).json()).not.toHaveProperty('language');
    const saved = await as(cookie, { method: 'PUT', url: '/api/profile/language', payload: { language: 'en' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ username: 'perfillengua', language: 'en' });
    expect((await as(cookie, { method: 'GET', url: '/api/me' })).json()).toMatchObject({ language: 'en' });
    const refused = await as(cookie, { method: 'PUT', url: '/api/profile/language', payload: { language: 'de' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: expect.any(String), timestamp: expect.any(String) });
    expect((await as(cookie, { method: 'GET', url: '/api/me' })).json()).toMatchObject({ language: 'en' });
  });
});

describe('PUT /api/profile', () => {
  it('changes the name and alias at once, and the email only with the current password', async () => {
    await account('perfil1');
    await account('perfil1otra');
    const cookie = await logIn('perfil1', 'Firefox');

    const renamed = await as(cookie, { method: 'PUT', url: '/api/profile', payload: { name: 'Ana Renombrada', email: 'perfil1@example.com', alias: 'Anita' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ username: 'perfil1', name: 'Ana Renombrada', email: 'perfil1@example.com', alias: 'Anita' });

    const without = await as(cookie, { method: 'PUT', url: '/api/profile', payload: { name: 'Ana', email: 'nueva.ana@example.com' } });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ statusCode: 400, message: 'La contraseña actual introducida no es correcta', timestamp: expect.any(String) });
    const wrong = await as(cookie, {
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'Ana', email: 'nueva.ana@example.com', currentPassword: 'Not#It123' },
    });
    expect(wrong.statusCode).toBe(400);

    const taken = await as(cookie, {
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'Ana', email: 'PERFIL1OTRA@example.com', currentPassword: password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('El username o email ya existe');

    const moved = await as(cookie, {
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'Ana', email: 'nueva.ana@example.com', alias: '', currentPassword: password },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ _id: expect.any(String), username: 'perfil1', email: 'nueva.ana@example.com', name: 'Ana', role: 'customer' });
    expect((await as(cookie, { method: 'GET', url: '/api/me' })).json().email).toBe('nueva.ana@example.com');
  });

  it('refuses a bad email and an empty name with the form’s messages', async () => {
    await account('perfil2');
    const cookie = await logIn('perfil2', 'Firefox');
    const bad = await as(cookie, { method: 'PUT', url: '/api/profile', payload: { name: ' ', email: 'no-es-un-email' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect((await app.inject({ method: 'PUT', url: '/api/profile', payload: { name: 'A', email: 'a@example.com' } })).statusCode).toBe(401);
  });
});

describe('the sessions of one’s account (ASVS V7.5.2, V7.4.3)', () => {
  it('lists where and when each is open, ends one, and logs out everywhere else', async () => {
    await account('perfil3');
    const laptop = await logIn('perfil3', 'Firefox on the laptop');
    const phone = await logIn('perfil3', 'Safari on the phone');
    const tablet = await logIn('perfil3', 'Chrome on the tablet');

    const listed = await as(laptop, { method: 'GET', url: '/api/profile/sessions' });
    expect(listed.statusCode).toBe(200);
    const open = listed.json().sessions as { _id: string; userAgent: string; ip: string; current: boolean; createdAt: string }[];
    expect(open.map((session) => session.userAgent).sort()).toEqual(['Chrome on the tablet', 'Firefox on the laptop', 'Safari on the phone']);
    expect(open.find((session) => session.current)?.userAgent).toBe('Firefox on the laptop');
    expect(open.every((session) => session.ip.startsWith('10.44.0.'))).toBe(true);

    const tabletSession = open.find((session) => session.userAgent === 'Chrome on the tablet')?._id ?? '';
    expect((await as(laptop, { method: 'DELETE', url: `/api/profile/sessions/${tabletSession}` })).statusCode).toBe(204);
    expect((await as(tablet, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const again = await as(laptop, { method: 'DELETE', url: `/api/profile/sessions/${tabletSession}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Esa sesión ya no está abierta');

    expect((await as(laptop, { method: 'DELETE', url: '/api/profile/sessions' })).statusCode).toBe(204);
    expect((await as(phone, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await as(laptop, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await as(laptop, { method: 'GET', url: '/api/profile/sessions' })).json().sessions).toHaveLength(1);
  });

  it('never ends another account’s session', async () => {
    await account('perfil4');
    await account('perfil5');
    const mine = await logIn('perfil4', 'Firefox');
    const theirs = await logIn('perfil5', 'Firefox');
    const [their] = (await as(theirs, { method: 'GET', url: '/api/profile/sessions' })).json().sessions as { _id: string }[];
    expect((await as(mine, { method: 'DELETE', url: `/api/profile/sessions/${their?._id ?? ''}` })).statusCode).toBe(404);
    expect((await as(theirs, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await as(mine, { method: 'DELETE', url: '/api/profile/sessions/not-a-session' })).statusCode).toBe(400);
  });
});
