// Which roles a caller may give an account, and what a race of two creations gives (docs/permissions.md,
// POST and PUT /api/users). Who may call each route at all is the matrix's (src/platform/access-matrix.test.ts).
import { roles, type Role } from '@sereno/validation';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fresh } from '../../test/access/matrix.ts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { users } from '../db/schema/users.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

/** A customer account of the caller's own customer to act on. */
async function ownCustomerUser(): Promise<{ id: string }> {
  const username = fresh();
  const [row] = await demo.server.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, name: 'Objetivo', role: 'customer', customerId: demo.ownCustomerId, passwordHash: 'not-a-hash' })
    .returning();
  return { id: row?.id ?? '' };
}

describe('the roles a caller may give (docs/permissions.md, POST and PUT /api/users)', () => {
  const as = (role: Role, options: InjectOptions) => demo.as(role, options);
  const create = (role: Role, accountRole: Role, customerId?: string) => {
    const username = fresh();
    return as(role, {
      method: 'POST',
      url: '/api/users',
      payload: {
        username,
        email: `${username}@example.com`,
        name: 'Nueva',
        password: 'Correct#Horse1',
        role: accountRole,
        ...(customerId ? { customerId } : {}),
      },
    });
  };

  it('lets a customer create only customer and manager accounts, always in its own customer', async () => {
    for (const role of roles) expect((await create('customer', role)).statusCode, role).toBe(role === 'customer' || role === 'manager' ? 201 : 403);
    const created = await create('customer', 'manager');
    const { userId } = created.json<{ userId: string }>();
    expect((await as('admin', { method: 'GET', url: `/api/users/${userId}` })).json()).toMatchObject({ role: 'manager', customerId: demo.ownCustomerId });
  });

  it('lets nobody but an administrator promote to admin, and a customer nothing above customer', async () => {
    const target = await ownCustomerUser();
    for (const role of ['controller', 'fieldServiceAgents', 'admin'] as const) {
      expect((await as('customer', { method: 'PUT', url: `/api/users/${target.id}`, payload: { role } })).statusCode, role).toBe(403);
    }
    expect((await as('customer', { method: 'PUT', url: `/api/users/${target.id}`, payload: { customerId: demo.otherCustomerId } })).statusCode).toBe(403);
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
