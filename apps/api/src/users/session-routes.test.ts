// An administrator ends a person's sessions (a lost phone, a shared computer, someone who left):
// GET and DELETE /api/users/{id}/sessions, through the real server.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInFrom, startTestServer, type TestServer } from '../../test/app.ts';
import { auditLog } from '../db/schema/audit.ts';
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

async function account(username: string, role: 'admin' | 'controller' | 'customer') {
  return insertUser(server.db, { username, role, email: `${username}@example.com`, name: `Persona ${username}`, password });
}

/** Logs in from an address and a browser of its own; answers the session cookie. */
async function logIn(username: string, userAgent: string): Promise<string> {
  address += 1;
  return logInFrom(app, { username, password }, { address: `10.45.0.${address}`, userAgent });
}

const as = (cookie: string, method: 'GET' | 'DELETE', url: string) => app.inject({ method, url, headers: { cookie, 'accept-language': 'es' } });
const isLive = async (cookie: string) => (await as(cookie, 'GET', '/api/me')).statusCode === 200;

describe("an administrator and a person's sessions (ASVS V7.4.5)", () => {
  it('lists where and when the person is logged in, then logs every one of those browsers out', async () => {
    const admin = await logIn((await account('ana.admin', 'admin')).username, 'Firefox en el portátil');
    const person = await account('luis.host', 'customer');
    const phone = await logIn(person.username, 'Safari en el móvil perdido');
    const laptop = await logIn(person.username, 'Chrome en el portátil');

    const listed = await as(admin, 'GET', `/api/users/${person.id}/sessions`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const open = listed.json<{ sessions: { userAgent: string; current: boolean }[] }>().sessions;
    expect(open.map((session) => session.userAgent).sort()).toEqual(['Chrome en el portátil', 'Safari en el móvil perdido']);
    expect(open.every((session) => !session.current)).toBe(true);

    const ended = await as(admin, 'DELETE', `/api/users/${person.id}/sessions`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(laptop)).toBe(false);
    expect(await isLive(admin)).toBe(true);
    expect((await as(admin, 'GET', `/api/users/${person.id}/sessions`)).json().sessions).toEqual([]);
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.targetId, person.id));
    expect(entries.map((entry) => [entry.action, entry.actorUsername])).toContainEqual(['user.sessions-end', 'ana.admin']);

    // Their password still works: ending sessions is not locking the account.
    expect(await isLive(await logIn(person.username, 'Chrome en el portátil'))).toBe(true);
  });

  it("on the administrator's own account ends the others and keeps the one in use", async () => {
    const me = await account('eva.admin', 'admin');
    const here = await logIn(me.username, 'Aquí');
    const elsewhere = await logIn(me.username, 'En otro sitio');
    expect((await as(here, 'DELETE', `/api/users/${me.id}/sessions`)).json()).toEqual({ ended: 1 });
    expect(await isLive(here)).toBe(true);
    expect(await isLive(elsewhere)).toBe(false);
  });

  it('is for administrators only (403), and an unknown person is 404', async () => {
    const controller = await logIn((await account('pau.controller', 'controller')).username, 'Navegador');
    const person = await account('mar.host', 'customer');
    const theirs = await logIn(person.username, 'Navegador');
    expect((await as(controller, 'GET', `/api/users/${person.id}/sessions`)).statusCode).toBe(403);
    expect((await as(controller, 'DELETE', `/api/users/${person.id}/sessions`)).statusCode).toBe(403);
    expect(await isLive(theirs)).toBe(true);
    const admin = await logIn((await account('teo.admin', 'admin')).username, 'Navegador');
    const unknown = await as(admin, 'DELETE', '/api/users/00000000-0000-4000-8000-000000000000/sessions');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El usuario no existe');
  });
});
