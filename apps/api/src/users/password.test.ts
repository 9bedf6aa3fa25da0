import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { auditLog } from '../db/schema/audit.ts';
import { sessions } from '../db/schema/sessions.ts';
import { insertUser } from './service.ts';

let server: TestServer;
let app: FastifyInstance;
let luisId: string;
let martaId: string;

let addressCounter = 0;
const freshAddress = () => `10.4.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const passwords = new Map<string, string>();
async function login(username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: passwords.get(username) },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}
const change = (id: string, body: object, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/password/${id}`,
    payload: body,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshAddress(),
  });
const isLive = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode === 200;

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  const accounts = [
    { username: 'jefa', email: 'jefa@example.com', name: 'Jefa', role: 'admin' as const },
    { username: 'luis', email: 'luis@example.com', name: 'Luis', role: 'customer' as const },
    { username: 'marta', email: 'marta@example.com', name: 'Marta', role: 'controller' as const },
  ];
  const ids = [];
  for (const account of accounts) {
    passwords.set(account.username, 'Correct#Horse1');
    ids.push((await insertUser(server.db, { ...account, password: 'Correct#Horse1' })).id);
  }
  [, luisId = '', martaId = ''] = ids;
});
afterAll(() => server.close());

beforeEach(() => server.clock.advance(5 * 60 * 1000));

describe('PUT /api/users/password/{id}', () => {
  it('changes the own password with the current one; the other sessions end, this one goes on', async () => {
    const here = await login('luis');
    const elsewhere = await login('luis');
    const response = await change(luisId, { currentPassword: 'Correct#Horse1', password: 'Luis#Nueva2' }, here);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    passwords.set('luis', 'Luis#Nueva2');
    expect(await isLive(here)).toBe(true);
    expect(await isLive(elsewhere)).toBe(false);
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'luis', password: 'Correct#Horse1' }, remoteAddress: freshAddress() }))
        .statusCode,
    ).toBe(401);
    await login('luis');
  });

  it('answers 400 with the INVALID_CURRENT_PASSWORD message on a wrong current password, and changes nothing', async () => {
    const cookie = await login('luis');
    const response = await change(luisId, { currentPassword: 'Wrong#Guess1', password: 'Luis#Otra3' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'La contraseña actual introducida no es correcta', timestamp: expect.any(String) });
    const english = await change(luisId, { currentPassword: 'Wrong#Guess1', password: 'Luis#Otra3' }, cookie, { 'accept-language': 'en' });
    expect(english.json().message).toBe('The current password you entered is not correct');
    await login('luis');
  });

  it('checks the new password with the change-password message, and asks for the current one', async () => {
    const cookie = await login('luis');
    const weak = await change(luisId, { currentPassword: passwords.get('luis') ?? '', password: 'weakpass' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('password: La contraseña debe seguir los requisitos');
    const missing = await change(luisId, { password: 'Luis#Otra3' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('currentPassword: Campo requerido');
  });

  it("lets an administrator change anyone's password with the administrator's own current password; all of that user's sessions end", async () => {
    const martaSession = await login('marta');
    const admin = await login('jefa');
    const wrong = await change(martaId, { currentPassword: 'Correct#Horse1x', password: 'Marta#Nueva4' }, admin);
    expect(wrong.statusCode).toBe(400);
    const response = await change(martaId, { currentPassword: 'Correct#Horse1', password: 'Marta#Nueva4' }, admin);
    expect(response.statusCode).toBe(204);
    passwords.set('marta', 'Marta#Nueva4');
    expect(await isLive(martaSession)).toBe(false);
    expect(await isLive(admin)).toBe(true);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, martaId))).toEqual([]);
    // The audit log has the change (and only the one that succeeded), by the administrator.
    const logged = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, martaId), ne(auditLog.action, 'user.login')));
    expect(logged).toMatchObject([{ action: 'user.password', actorUsername: 'jefa', targetType: 'user' }]);
    await login('marta');
    await login('jefa');
  });

  it("answers 404 to a non-administrator for another user's id, as for an unknown one", async () => {
    const controller = await login('marta');
    const other = await change(luisId, { currentPassword: passwords.get('marta') ?? '', password: 'Hijack#Luis5' }, controller);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('El usuario no existe');
    const admin = await login('jefa');
    const unknown = await change('00000000-0000-4000-8000-000000000000', { currentPassword: 'Correct#Horse1', password: 'Nobody#Here6' }, admin);
    expect(unknown.statusCode).toBe(404);
    expect((await change('not-a-uuid', { currentPassword: 'Correct#Horse1', password: 'Nobody#Here6' }, admin)).statusCode).toBe(400);
    await login('luis');
  });

  it('needs a session: 401', async () => {
    const response = await change(luisId, { currentPassword: 'Correct#Horse1', password: 'Luis#Otra3' });
    expect(response.statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed logins: 429 after 10 in a minute', async () => {
    const cookie = await login('luis');
    for (let i = 0; i < 10; i += 1) expect((await change(luisId, { currentPassword: `Wrong#Guess${i}`, password: 'Luis#Otra3' }, cookie)).statusCode).toBe(400);
    const throttled = await change(luisId, { currentPassword: passwords.get('luis') ?? '', password: 'Luis#Otra3' }, cookie);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(60 * 1000);
    expect((await change(luisId, { currentPassword: passwords.get('luis') ?? '', password: 'Luis#Otra3' }, cookie)).statusCode).toBe(204);
  });
});
