import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { customers } from '../db/schema/customers.ts';
import { sessions } from '../db/schema/sessions.ts';
import { insertUser } from './service.ts';
import { users } from '../db/schema/users.ts';

let server: TestServer;
let app: FastifyInstance;
let admin: string;
let adminId: string;
let customerId: string;

const password = 'Correct#Horse1';
let addressCounter = 0;
const freshAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
const login = (username: string, pass = password) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password: pass }, remoteAddress: freshAddress() });
async function cookieOf(username: string): Promise<string> {
  const response = await login(username);
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Eleven listed people beside the admin: known names, emails, roles, statuses and creation times. */
const people = Array.from({ length: 11 }, (_, index) => ({
  username: `persona${String(index).padStart(2, '0')}`,
  email: `persona${index}@ejemplo.es`,
  name: index % 2 === 0 ? `Ana Pérez ${index}` : `Luis García ${index}`,
  role: index < 4 ? ('manager' as const) : ('customer' as const),
  isDisabled: index % 3 === 0,
  passwordHash: 'not-a-hash',
  createdAt: new Date(Date.UTC(2026, 0, 20 - index)),
}));

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  const [customer] = await server.db.insert(customers).values({ name: 'Brisa' }).returning();
  customerId = customer?.id ?? '';
  adminId = (await insertUser(server.db, { username: 'jefa', email: 'jefa@example.com', name: 'Jefa', role: 'admin', password })).id;
  await server.db.insert(users).values(people.map((person) => ({ ...person, customerId })));
  admin = await cookieOf('jefa');
});
afterAll(() => server.close());

const list = async (query: string) => {
  const response = await call('GET', `/api/users?${query}`, admin);
  return { response, body: response.json() as { users: { username: string; _id: string }[]; totalPages: number; totalUsers: number } };
};
const usernames = (body: { users: { username: string }[] }) => body.users.map((user) => user.username);
const personas = people.map((person) => person.username);

describe('the list conventions, on GET /api/users', () => {
  it('pages by offset and limit, default 10, with the totals named after the items', async () => {
    const { response, body } = await list('');
    expect(response.statusCode).toBe(200);
    expect(body.totalUsers).toBe(12);
    expect(body.totalPages).toBe(2);
    expect(usernames(body)).toEqual(['jefa', ...personas.slice(0, 9)]);
    const second = await list('offset=10');
    expect(usernames(second.body)).toEqual(personas.slice(9));
    const five = await list('limit=5&offset=5');
    expect(five.body.totalPages).toBe(3);
    expect(usernames(five.body)).toEqual(personas.slice(4, 9));
  });

  it('sorts by each allowed key, both ways', async () => {
    expect(usernames((await list('sortKey=username&sortDirection=desc&limit=3')).body)).toEqual(['persona10', 'persona09', 'persona08']);
    const byCreation = usernames((await list('sortKey=createdAt&sortDirection=asc&limit=25')).body);
    expect(byCreation.slice(0, 11)).toEqual([...personas].reverse());
    expect(byCreation.at(-1)).toBe('jefa');
    const byEmailDesc = usernames((await list('sortKey=email&sortDirection=desc&limit=25')).body);
    expect(byEmailDesc.at(-1)).toBe('jefa');
    expect(byEmailDesc[0]).toBe('persona09');
    const rolesOf = async (query: string) => ((await list(query)).body.users as unknown as { role: string }[]).map((user) => user.role);
    // The enum's order (admin, controller, fieldServiceAgents, manager, customer, manufacturer); equal roles by id.
    expect(await rolesOf('sortKey=role&limit=25')).toEqual(['admin', ...Array<string>(4).fill('manager'), ...Array<string>(7).fill('customer')]);
    expect(await rolesOf('sortKey=role&sortDirection=desc&limit=25')).toEqual([
      ...Array<string>(7).fill('customer'),
      ...Array<string>(4).fill('manager'),
      'admin',
    ]);
  });

  it('refuses a limit over 25, a limit of 0 and an unknown sort key with 400 in the error shape', async () => {
    for (const query of ['limit=26', 'limit=0', 'sortKey=password', 'sortDirection=up', 'offset=-1', 'status=asleep', 'role=king']) {
      const { response } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json() as object).sort(), query).toEqual(['message', 'statusCode', 'timestamp']);
    }
    expect((await list('limit=26')).response.json()).toMatchObject({ message: 'limit: El tamaño de página debe ser 5, 10, 15, 20 o 25' });
    expect((await list('sortKey=password')).response.json()).toMatchObject({ message: 'sortKey: Elige una de las opciones' });
    expect((await list('limit=25')).response.statusCode).toBe(200);
  });

  it('filters by role, status and search, and ignores an empty filter', async () => {
    const managers = await list('role=manager');
    expect(usernames(managers.body)).toEqual(personas.slice(0, 4));
    expect(managers.body.totalUsers).toBe(4);
    const disabled = await list('status=disabled');
    expect(usernames(disabled.body)).toEqual(['persona00', 'persona03', 'persona06', 'persona09']);
    const enabledCustomers = await list('status=enabled&role=customer');
    expect(usernames(enabledCustomers.body)).toEqual(['persona04', 'persona05', 'persona07', 'persona08', 'persona10']);
    expect(usernames((await list('search=GARCÍA')).body)).toEqual(['persona01', 'persona03', 'persona05', 'persona07', 'persona09']);
    expect(usernames((await list('search=jefa@')).body)).toEqual(['jefa']);
    // LIKE's wildcards are taken as text.
    expect((await list('search=%25')).body.totalUsers).toBe(0);
    const empty = await list('role=&status=&search=');
    expect(empty.response.statusCode).toBe(200);
    expect(empty.body.totalUsers).toBe(12);
  });
});

describe('GET /api/users/usernames', () => {
  it('answers 10 at a time with a flag for more', async () => {
    const first = await call('GET', '/api/users/usernames', admin);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { usernames: { _id: string; username: string }[]; hasMore: boolean };
    expect(body.usernames.map((user) => user.username)).toEqual(['jefa', ...personas.slice(0, 9)]);
    expect(body.usernames[0]).toEqual({ _id: adminId, username: 'jefa' });
    expect(body.hasMore).toBe(true);
    expect((await call('GET', '/api/users/usernames?offset=10', admin)).json()).toMatchObject({
      hasMore: false,
      usernames: [{ username: 'persona09' }, { username: 'persona10' }],
    });
    expect((await call('GET', '/api/users/usernames?search=ONA1', admin)).json()).toMatchObject({ hasMore: false, usernames: [{ username: 'persona10' }] });
  });
});

describe('POST, PUT and DELETE /api/users', () => {
  const newUser = { username: 'nuevo', email: 'Nuevo@Example.com', name: 'Nuevo', role: 'customer', password, customerId: '' };

  it('creates a user (201 userId) who can log in, and refuses a taken username or email with 409', async () => {
    const created = await call('POST', '/api/users', admin, { ...newUser, customerId });
    expect(created.statusCode).toBe(201);
    const { userId } = created.json() as { userId: string };
    expect((await call('GET', `/api/users/${userId}`, admin)).json()).toMatchObject({
      _id: userId,
      username: 'nuevo',
      customerId,
      isDisabled: false,
      role: 'customer',
    });
    expect((await login('nuevo')).statusCode).toBe(200);
    for (const clash of [
      { username: 'nuevo', email: 'otro@example.com' },
      { username: 'otro', email: 'NUEVO@example.COM' },
    ]) {
      const response = await call('POST', '/api/users', admin, { ...newUser, customerId, ...clash });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ statusCode: 409, message: 'El username o email ya existe' });
    }
    const renamed = await call('PUT', `/api/users/${userId}`, admin, { email: 'persona1@EJEMPLO.es' });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses an unknown customer with 400', async () => {
    const response = await call('POST', '/api/users', admin, {
      ...newUser,
      username: 'huerfano',
      email: 'h@example.com',
      customerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'El cliente no existe' });
  });

  it('clears a customer with null and an alias or annotation with an emptied field; an absent field stays', async () => {
    const created = await call('POST', '/api/users', admin, {
      ...newUser,
      username: 'suelto',
      email: 'suelto@example.com',
      customerId,
      alias: 'Suelto',
      annotations: 'VIP',
    });
    const { userId } = created.json() as { userId: string };
    const detail = async () => (await call('GET', `/api/users/${userId}`, admin)).json() as Record<string, unknown>;
    expect(await detail()).toMatchObject({ customerId, alias: 'Suelto', annotations: 'VIP' });

    expect((await call('PUT', `/api/users/${userId}`, admin, { name: 'Suelto Renombrado' })).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ name: 'Suelto Renombrado', customerId, alias: 'Suelto', annotations: 'VIP' });

    expect((await call('PUT', `/api/users/${userId}`, admin, { customerId: null, alias: '  ', annotations: null })).statusCode).toBe(200);
    const cleared = await detail();
    expect(cleared).toMatchObject({ name: 'Suelto Renombrado' });
    expect(cleared).not.toHaveProperty('customerId');
    expect(cleared).not.toHaveProperty('alias');
    expect(cleared).not.toHaveProperty('annotations');
  });

  it('disabling a user ends its sessions and blocks its login; enabling lets it in again', async () => {
    await insertUser(server.db, { username: 'saliente', email: 'saliente@example.com', name: 'Saliente', role: 'customer', password });
    const theirs = await cookieOf('saliente');
    const id = (await server.db.select().from(users).where(eq(users.username, 'saliente')))[0]?.id ?? '';
    const disabled = await call('PUT', `/api/users/${id}`, admin, { isDisabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ isDisabled: true, username: 'saliente' });
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await call('GET', '/api/me', theirs)).statusCode).toBe(401);
    expect((await login('saliente')).statusCode).toBe(401);
    expect((await call('PUT', `/api/users/${id}`, admin, { isDisabled: false })).statusCode).toBe(200);
    expect((await login('saliente')).statusCode).toBe(200);
  });

  it('keeps an enabled administrator, and nobody disables or deletes their own account', async () => {
    const demote = await call('PUT', `/api/users/${adminId}`, admin, { role: 'controller' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ message: 'Debe quedar al menos un administrador activo: nombra a otro antes' });
    const disableSelf = await call('PUT', `/api/users/${adminId}`, admin, { isDisabled: true });
    expect(disableSelf.statusCode).toBe(409);
    expect(disableSelf.json()).toMatchObject({ message: 'No puedes desactivar tu propia cuenta' });
    const deleteSelf = await call('DELETE', `/api/users/${adminId}`, admin);
    expect(deleteSelf.statusCode).toBe(409);
    expect(deleteSelf.json()).toMatchObject({ message: 'No puedes eliminar tu propia cuenta' });
    expect((await call('GET', `/api/users/${adminId}`, admin)).json()).toMatchObject({ role: 'admin', isDisabled: false });

    const second = await call('POST', '/api/users', admin, {
      ...newUser,
      username: 'segunda',
      email: 'segunda@example.com',
      role: 'admin',
      customerId: undefined,
    });
    expect(second.statusCode).toBe(201);
    const secondId = (second.json() as { userId: string }).userId;
    const secondCookie = await cookieOf('segunda');
    expect((await call('PUT', `/api/users/${adminId}`, admin, { role: 'controller' })).statusCode).toBe(200);
    // Now "segunda" is the only administrator: she cannot step down either.
    expect((await call('PUT', `/api/users/${secondId}`, secondCookie, { role: 'customer' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/users/${adminId}`, secondCookie, { role: 'admin' })).statusCode).toBe(200);
  });

  it('deletes a user for good: its sessions go, its id answers 404', async () => {
    await insertUser(server.db, { username: 'borrable', email: 'borrable@example.com', name: 'Borrable', role: 'manager', password });
    const theirs = await cookieOf('borrable');
    const id = (await server.db.select().from(users).where(eq(users.username, 'borrable')))[0]?.id ?? '';
    const response = await call('DELETE', `/api/users/${id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `/api/users/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/me', theirs)).statusCode).toBe(401);
    expect((await login('borrable')).statusCode).toBe(401);
  });
});
