import { roles } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { demoAccounts, demoPassword, seedDemo } from '../demo/seed.ts';
import { emailOutbox } from '../db/schema/email.ts';

let server: TestServer;
let app: FastifyInstance;
const cookies = new Map<string, string>();

interface Entry {
  actorId: string | null;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  at: string;
  ip: string;
}
interface AuditPage {
  entries: Entry[];
  totalPages: number;
  totalEntries: number;
}

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  await seedDemo(server.db);
  let address = 0;
  for (const account of demoAccounts) {
    // The first account of each role: the customer and the manager of the first demo customer.
    if (cookies.has(account.role)) continue;
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: demoPassword },
      remoteAddress: `10.6.0.${++address}`,
    });
    cookies.set(account.role, cookiePair(response.headers['set-cookie']));
  }
});
afterAll(() => server.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: cookies.get('admin') ?? '' }, remoteAddress: '203.0.113.7', ...(payload ? { payload } : {}) });
const audit = async (query = '') => (await asAdmin('GET', `/api/audit?${query}`)).json<AuditPage>();

let auditedUserId = '';

/** Asks for a reset link for `email` and takes its token from the email in the outbox. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/api/reset-password', payload: { email }, remoteAddress: '198.51.100.9' })).statusCode).toBe(202);
  // The email is written after the answer.
  await app.afterAnswer.settled();
  const [sent] = await server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const token = /[?&]token=([\w-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the email');
  return token;
}

describe('the audit log', () => {
  it('records each committed user write with who, what, when and from where; a refused write leaves nothing', async () => {
    const newUser = { username: 'auditada', email: 'auditada@example.com', name: 'Auditada', role: 'manager', password: 'Correct#Horse1' };
    const created = await asAdmin('POST', '/api/users', newUser);
    expect(created.statusCode).toBe(201);
    const { userId } = created.json<{ userId: string }>();
    auditedUserId = userId;
    server.clock.advance(60_000);
    expect((await asAdmin('POST', '/api/users', newUser)).statusCode).toBe(409);
    expect((await asAdmin('PUT', `/api/users/${userId}`, { name: 'Otra', isDisabled: true })).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect((await asAdmin('PUT', `/api/users/${userId}`, { isDisabled: false })).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect((await asAdmin('DELETE', `/api/users/${userId}`)).statusCode).toBe(204);

    const page = await audit(`targetId=${userId}`);
    expect(page.totalEntries).toBe(5);
    const actions = page.entries.map((entry) => entry.action);
    // Newest first; the name change and the disabling were one request, so they share a time.
    expect(actions.slice(0, 2)).toEqual(['user.delete', 'user.enable']);
    expect(actions.slice(2, 4).sort()).toEqual(['user.disable', 'user.update']);
    expect(actions[4]).toBe('user.create');
    const admin = page.entries[0];
    expect(admin).toMatchObject({ actorUsername: 'admin', targetType: 'user', targetId: userId, ip: '203.0.113.7', at: '2026-03-02T09:03:00.000Z' });
    expect(admin?.actorId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await audit(`targetId=${userId}&sortDirection=asc&limit=1`)).entries.map((entry) => entry.action)).toEqual(['user.create']);
  });

  it('filters and pages with the list conventions', async () => {
    expect((await audit('action=user.disable')).totalEntries).toBe(1);
    expect((await audit(`action=&targetId=${auditedUserId}`)).totalEntries).toBe(5);
    expect((await audit('targetType=user&action=user.login')).totalEntries).toBe(6);
    const twoByTwo = await audit(`targetId=${auditedUserId}&limit=2&offset=2`);
    expect(twoByTwo.totalPages).toBe(3);
    expect(twoByTwo.entries).toHaveLength(2);
    expect((await asAdmin('GET', '/api/audit?limit=26')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/audit?sortKey=ip')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/audit?action=user.hack')).statusCode).toBe(400);
  });

  it('keeps the writes between two moments: `from` inclusive, `to` exclusive, either alone, with any offset', async () => {
    // The user of the first test: created at 09:00, changed at 09:01 (two entries), enabled at 09:02, deleted at 09:03.
    const actionsBetween = async (range: string) =>
      (await audit(`targetId=${auditedUserId}&sortDirection=asc&${range}`)).entries.map((entry) => entry.action).sort();
    expect(await actionsBetween('from=2026-03-02T09:01:00Z&to=2026-03-02T09:03:00Z')).toEqual(['user.disable', 'user.enable', 'user.update']);
    expect(await actionsBetween('from=2026-03-02T09:02:00Z')).toEqual(['user.delete', 'user.enable']);
    expect(await actionsBetween('to=2026-03-02T09:01:00Z')).toEqual(['user.create']);
    // The same moment written on Madrid's clock (UTC+1 in March).
    expect(await actionsBetween(`from=${encodeURIComponent('2026-03-02T10:03:00+01:00')}`)).toEqual(['user.delete']);
    expect(await actionsBetween('from=2026-03-02T09:03:00Z&to=2026-03-02T09:03:00Z')).toEqual([]);
    expect(await actionsBetween('from=&to=')).toHaveLength(5);
    for (const bad of ['from=yesterday', 'to=2026-03-02', 'from=2026-13-02T09:00:00Z']) {
      expect((await asAdmin('GET', `/api/audit?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('records registrations, password resets through the emailed link, and logins, each by the account itself', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Nueva Empresa', username: 'nueva', email: 'nueva@example.com', password: 'Correct#Horse1', confirmPassword: 'Correct#Horse1' },
      remoteAddress: '198.51.100.4',
    });
    expect(registered.statusCode).toBe(201);
    const { _id: newId } = registered.json<{ _id: string }>();
    server.clock.advance(60_000);
    const token = await resetTokenFor('nueva@example.com');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/new-password',
      payload: { token, password: 'Another#Horse2', confirmPassword: 'Another#Horse2' },
      remoteAddress: '198.51.100.5',
    });
    expect(reset.statusCode).toBe(204);
    server.clock.advance(60_000);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nueva', password: 'Another#Horse2' },
      remoteAddress: '198.51.100.6',
    });
    expect(login.statusCode).toBe(200);
    const entries = (await audit(`targetId=${newId}&sortDirection=asc`)).entries;
    expect(entries.map(({ action, actorUsername, ip }) => [action, actorUsername, ip])).toEqual([
      ['user.register', 'nueva', '198.51.100.4'],
      ['user.password-reset', 'nueva', '198.51.100.5'],
      ['user.login', 'nueva', '198.51.100.6'],
    ]);
  });

  it('is for administrators only', async () => {
    for (const role of roles) {
      const response = await app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: cookies.get(role) ?? '' } });
      expect(response.statusCode, role).toBe(role === 'admin' ? 200 : 403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});
