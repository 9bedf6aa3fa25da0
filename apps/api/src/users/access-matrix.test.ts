// The authorization matrix of docs/permissions.md for the users' routes: every route that needs a
// session under /api/users × the six demo roles × a target user of the caller's own customer, of
// another customer, and an administrator. One list; a route missing from it fails the first test.
import { roles, type Role } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { customers } from '../customers/table.ts';
import { demoAccounts, demoPassword, seedDemo } from '../demo/seed.ts';
import { users } from './table.ts';

type Target = 'ownCustomer' | 'otherCustomer' | 'admin';
const targets: readonly Target[] = ['ownCustomer', 'otherCustomer', 'admin'];
/** A status code; or, for the collections, whether the target is among the items of a 200. */
type Decision = number | 'listed' | 'hidden';
interface TargetUser {
  id: string;
  username: string;
  customerId: string | null;
}

interface RouteCase {
  route: string;
  request(target: TargetUser, role: Role): InjectOptions;
  /** Per role, the decision for [ownCustomer, otherCustomer, admin]. */
  decisions: Record<Role, readonly [Decision, Decision, Decision]>;
}

const forbidden = [403, 403, 403] as const;
let sequence = 0;
const fresh = () => `m${++sequence}`;

const matrix: readonly RouteCase[] = [
  {
    route: 'GET /api/users',
    request: (target) => ({ method: 'GET', url: `/api/users?search=${target.username}` }),
    decisions: {
      admin: ['listed', 'listed', 'listed'],
      controller: ['listed', 'listed', 'listed'],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: ['listed', 'hidden', 'hidden'],
      manufacturer: forbidden,
    },
  },
  {
    route: 'GET /api/users/usernames',
    request: (target) => ({ method: 'GET', url: `/api/users/usernames?search=${target.username}` }),
    decisions: {
      admin: ['listed', 'listed', 'listed'],
      controller: ['listed', 'listed', 'listed'],
      fieldServiceAgents: ['listed', 'listed', 'listed'],
      manager: forbidden,
      customer: ['listed', 'hidden', 'hidden'],
      manufacturer: forbidden,
    },
  },
  {
    route: 'GET /api/users/{id}',
    request: (target) => ({ method: 'GET', url: `/api/users/${target.id}` }),
    decisions: {
      admin: [200, 200, 200],
      controller: [200, 200, 200],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [200, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    // Creates a user like the target: the same role and customer.
    route: 'POST /api/users',
    request: (target) => {
      const username = fresh();
      return {
        method: 'POST',
        url: '/api/users',
        payload: {
          username,
          email: `${username}@example.com`,
          name: 'Nueva',
          password: 'Correct#Horse1',
          role: target.customerId ? 'customer' : 'admin',
          ...(target.customerId ? { customerId: target.customerId } : {}),
        },
      };
    },
    decisions: {
      admin: [201, 201, 201],
      controller: [201, 201, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [201, 403, 403],
      manufacturer: forbidden,
    },
  },
  {
    route: 'PUT /api/users/{id}',
    request: (target) => ({ method: 'PUT', url: `/api/users/${target.id}`, payload: { name: 'Nombre cambiado' } }),
    decisions: {
      admin: [200, 200, 200],
      controller: [200, 200, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [200, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    route: 'DELETE /api/users/{id}',
    request: (target) => ({ method: 'DELETE', url: `/api/users/${target.id}` }),
    decisions: {
      admin: [204, 204, 204],
      controller: [204, 204, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [204, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    route: 'PUT /api/users/password/{id}',
    request: (target) => ({ method: 'PUT', url: `/api/users/password/${target.id}`, payload: { password: 'Nueva#Clave2', currentPassword: demoPassword } }),
    decisions: {
      admin: [204, 204, 204],
      controller: [404, 404, 404],
      fieldServiceAgents: [404, 404, 404],
      manager: [404, 404, 404],
      customer: [404, 404, 404],
      manufacturer: [404, 404, 404],
    },
  },
];

let server: TestServer;
let app: FastifyInstance;
let ownCustomerId: string;
let otherCustomerId: string;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  await seedDemo(server.db);
  const [own] = await server.db.select().from(users).where(eq(users.username, 'customer'));
  ownCustomerId = own?.customerId ?? '';
  const [other] = await server.db.insert(customers).values({ name: 'Otra Empresa S.L.' }).returning();
  otherCustomerId = other?.id ?? '';
  let address = 0;
  for (const account of demoAccounts) {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: demoPassword }, remoteAddress: `10.9.0.${++address}` });
    expect(response.statusCode).toBe(200);
    cookies.set(account.role, cookiePair(response.headers['set-cookie']));
  }
});
afterAll(() => server.close());

/** A new user to act on, so that each case starts from the same state (passwordHash is never checked here). */
async function targetUser(kind: Target): Promise<TargetUser> {
  const username = fresh();
  const customerId = kind === 'ownCustomer' ? ownCustomerId : kind === 'otherCustomer' ? otherCustomerId : null;
  const [row] = await server.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, name: 'Objetivo', role: kind === 'admin' ? 'admin' : 'customer', customerId, passwordHash: 'not-a-hash' })
    .returning();
  return { id: row?.id ?? '', username, customerId };
}

describe('the authorization matrix of the users routes (docs/permissions.md)', () => {
  it('has an entry for every route under /api/users that needs a session', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/users'))
      .flatMap(([path, methods]) => Object.entries(methods).filter(([, operation]) => operation.security?.length).map(([method]) => `${method.toUpperCase()} ${path}`));
    expect(matrix.map((entry) => entry.route).sort()).toEqual(routes.sort());
  });

  it('answers 401 to every route without a session', async () => {
    const target = await targetUser('ownCustomer');
    for (const entry of matrix) {
      const response = await app.inject(entry.request(target, 'admin'));
      expect(response.statusCode, entry.route).toBe(401);
    }
  });

  const cases = matrix.flatMap((entry) =>
    roles.flatMap((role) =>
      targets.map((target, index) => {
        const decision = entry.decisions[role][index];
        if (decision === undefined) throw new Error(`${entry.route} has no decision for ${role} on ${target}`);
        return { entry, role, target, decision };
      }),
    ),
  );
  it.each(cases.map((item) => [item.entry.route, item.role, item.target, item.decision, item] as const))('%s as %s on a user of %s → %s', async (...args) => {
    const { entry, role, target, decision } = args[4];
    const user = await targetUser(target);
    const options = entry.request(user, role);
    const response = await app.inject({ ...options, headers: { ...options.headers, cookie: cookies.get(role) ?? '' }, remoteAddress: `10.8.${roles.indexOf(role)}.${++sequence % 250}` });
    if (decision === 'listed' || decision === 'hidden') {
      expect(response.statusCode).toBe(200);
      const body = response.json<{ users?: { _id: string }[]; usernames?: { _id: string }[] }>();
      const ids = (body.users ?? body.usernames ?? []).map((item) => item._id);
      expect(ids.includes(user.id)).toBe(decision === 'listed');
    } else {
      expect(response.statusCode).toBe(decision);
      if (decision >= 400) expect(Object.keys(response.json<object>()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    }
  });
});

describe('the roles a caller may give (docs/permissions.md, POST and PUT /api/users)', () => {
  const as = (role: Role, options: InjectOptions) => app.inject({ ...options, headers: { cookie: cookies.get(role) ?? '' } });
  const create = (role: Role, accountRole: Role, customerId?: string) => {
    const username = fresh();
    return as(role, {
      method: 'POST',
      url: '/api/users',
      payload: { username, email: `${username}@example.com`, name: 'Nueva', password: 'Correct#Horse1', role: accountRole, ...(customerId ? { customerId } : {}) },
    });
  };

  it('lets a customer create only customer and manager accounts, always in its own customer', async () => {
    for (const role of roles) expect((await create('customer', role)).statusCode, role).toBe(role === 'customer' || role === 'manager' ? 201 : 403);
    const created = await create('customer', 'manager');
    const { userId } = created.json<{ userId: string }>();
    expect((await as('admin', { method: 'GET', url: `/api/users/${userId}` })).json()).toMatchObject({ role: 'manager', customerId: ownCustomerId });
  });

  it('lets nobody but an administrator promote to admin, and a customer nothing above customer', async () => {
    const target = await targetUser('ownCustomer');
    for (const role of ['controller', 'fieldServiceAgents', 'admin'] as const) {
      expect((await as('customer', { method: 'PUT', url: `/api/users/${target.id}`, payload: { role } })).statusCode, role).toBe(403);
    }
    expect((await as('customer', { method: 'PUT', url: `/api/users/${target.id}`, payload: { customerId: otherCustomerId } })).statusCode).toBe(403);
    expect((await as('controller', { method: 'PUT', url: `/api/users/${target.id}`, payload: { role: 'admin' } })).statusCode).toBe(403);
    expect((await as('controller', { method: 'PUT', url: `/api/users/${target.id}`, payload: { role: 'controller' } })).statusCode).toBe(200);
    expect((await as('admin', { method: 'PUT', url: `/api/users/${target.id}`, payload: { role: 'admin' } })).json()).toMatchObject({ role: 'admin' });
  });

  it('answers one 201 and one 409 to two simultaneous creations of one username', async () => {
    const username = fresh();
    const payload = (email: string) => ({ username, email, name: 'Doble', password: 'Correct#Horse1', role: 'manager' });
    const answers = await Promise.all([
      as('admin', { method: 'POST', url: '/api/users', payload: payload(`${username}.a@example.com`) }),
      as('admin', { method: 'POST', url: '/api/users', payload: payload(`${username}.b@example.com`) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
