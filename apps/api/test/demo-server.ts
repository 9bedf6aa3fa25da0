// A test server with the demo data, the first demo account of each role logged in, and a way to call as each.
import type { Role } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { customers } from '../src/db/schema/customers.ts';
import { demoAccounts, demoPassword, seedDemo } from '../src/demo/seed.ts';
import { users, type UserRow } from '../src/db/schema/users.ts';
import { cookiePair, startTestServer, type TestServer } from './app.ts';

export interface DemoServer {
  server: TestServer;
  app: FastifyInstance;
  /** The demo account of each role. */
  accounts: Map<Role, UserRow>;
  /** The first demo customer's id (the demo customer and manager work for it). */
  ownCustomerId: string;
  /** Another demo customer's id: none of the demo accounts work for it. */
  otherCustomerId: string;
  /** `options` sent with `role`'s session cookie, from an address of its own (login throttles stay out of the way). */
  as(role: Role, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The `name=value` session cookie of `role`'s demo account. */
  cookieOf(role: Role): string;
  close(): Promise<void>;
}

let addresses = 0;
/** A client address no other request of the file used. */
export const freshAddress = (): string => `10.${Math.floor(++addresses / 62500) % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;

/** `env`: more of the configuration (test/app.ts `testConfig`), such as where files are kept. */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const server = await startTestServer();
  const app = await server.app(env);
  await seedDemo(server.db);
  const cookies = new Map<Role, string>();
  const accounts = new Map<Role, UserRow>();
  // The first account of each role: the customer and the manager of the first demo customer.
  for (const account of demoAccounts.filter((account, index) => demoAccounts.findIndex((other) => other.role === account.role) === index)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: demoPassword },
      remoteAddress: freshAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`${account.username} could not log in: ${response.body}`);
    cookies.set(account.role, cookiePair(response.headers['set-cookie']));
    const [row] = await server.db.select().from(users).where(eq(users.username, account.username));
    if (row) accounts.set(account.role, row);
  }
  const ownCustomerId = accounts.get('customer')?.customerId ?? '';
  const [other] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.alias, 'Picos Verdes'));
  return {
    server,
    app,
    accounts,
    ownCustomerId,
    otherCustomerId: other?.id ?? '',
    cookieOf: (role) => cookies.get(role) ?? '',
    as: (role, options) => app.inject({ remoteAddress: freshAddress(), ...options, headers: { ...options.headers, cookie: cookies.get(role) ?? '' } }),
    close: () => server.close(),
  };
}
