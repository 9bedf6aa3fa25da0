import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';
import { customers } from '../db/schema/customers.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { demoAccounts, demoPassword, presentDemoAccounts, seedDemo } from './seed.ts';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

describe('seedDemo', () => {
  it("creates three customers, the six accounts with their roles, and the first customer's rooms; the customer and manager accounts linked to it", async () => {
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
    const [customer] = await server.db.select().from(customers).where(eq(customers.alias, 'Brisa del Mar'));
    expect(customer?.name).toBe('Apartamentos Brisa del Mar S.L.');
    expect((await server.db.select().from(customers)).map((row) => row.alias).sort()).toEqual(['Brisa del Mar', 'La Galería', 'Picos Verdes']);
    for (const row of rows) expect(row.customerId, row.username).toBe(row.role === 'customer' || row.role === 'manager' ? customer?.id : null);
    const owner = rows.find((row) => row.role === 'customer');
    const demoRoomRows = await server.db.select().from(rooms);
    expect(demoRoomRows.map((room) => room.name).sort()).toEqual(['Casa Pedregalejo', 'Estudio Soho', 'Loft Centro Histórico', 'Ático Malagueta']);
    for (const room of demoRoomRows) expect(room.ownerId, room.name).toBe(owner?.id);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(6);
    expect(await presentDemoAccounts(server.db)).toEqual(demoAccounts);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(server.db)).toBe(false);
    expect(await server.db.select().from(users)).toHaveLength(6);
    expect(await server.db.select().from(customers)).toHaveLength(3);
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
