import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';
import { customers } from '../customers/table.ts';
import { users } from '../users/table.ts';
import { demoAccounts, demoPassword, presentDemoAccounts, seedDemo } from './seed.ts';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

describe('seedDemo', () => {
  it('creates a demo customer and the six accounts with their roles, the customer account linked', async () => {
    expect(await seedDemo(server.db)).toBe(true);
    const rows = await server.db.select().from(users).orderBy(asc(users.username));
    expect(rows.map(({ username, role }) => [username, role])).toEqual([
      ['admin', 'admin'],
      ['agent', 'fieldServiceAgents'],
      ['controller', 'controller'],
      ['customer', 'customer'],
      ['manager', 'manager'],
      ['manufacturer', 'manufacturer'],
    ]);
    const [customer] = await server.db.select().from(customers);
    expect(customer?.name).toBe('Apartamentos Brisa del Mar S.L.');
    for (const row of rows) expect(row.customerId).toBe(row.role === 'customer' ? customer?.id : null);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(6);
    expect(await presentDemoAccounts(server.db)).toEqual(demoAccounts);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(server.db)).toBe(false);
    expect(await server.db.select().from(users)).toHaveLength(6);
    expect(await server.db.select().from(customers)).toHaveLength(1);
  });

  it.each(demoAccounts.map((account) => [account.username, account.role]))('lets %s log in with the demo password as %s', async (username, role) => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: demoPassword } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, role });
  });

  it('gives the customer account its customerId', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'customer', password: demoPassword } });
    const [customer] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.alias, 'Brisa del Mar'));
    expect(response.json().customerId).toBe(customer?.id);
  });
});
