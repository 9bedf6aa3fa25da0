import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, testConfig, TestClock } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { buildApp } from '../app.ts';
import { customers } from '../db/schema/customers.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { createLocalEventBus, type RoomEvent } from './bus.ts';

let database: OpenDatabase;
let app: FastifyInstance;
let base: string;
const bus = createLocalEventBus();
const streams: EventStream[] = [];
let ownRoom: string;
let otherRoom: string;

async function cookieOf(username: string, password = demoPassword): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}
async function stream(username: string, password?: string): Promise<EventStream> {
  const opened = await openEventStream(`${base}/api/events`, await cookieOf(username, password));
  streams.push(opened);
  return opened;
}
const reading = (roomId: string, noise: number): RoomEvent => ({
  type: 'reading',
  roomId,
  monitorId: 'SRN-X',
  latest: { noise, measuredAt: new Date().toISOString() },
});

const strangerId = async () => (await database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.username, 'extrano') }))?.id;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({ config: testConfig(), db: database.db, clock: new TestClock().now, events: bus });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [own] = await database.db.select().from(rooms).where(eq(rooms.monitorId, 'SRN-0001'));
  ownRoom = own?.id ?? '';
  // A room of another customer, owned by one of its people.
  const [other] = await database.db.select().from(customers).where(eq(customers.alias, 'Picos Verdes'));
  const stranger = await insertUser(database.db, {
    username: 'extrano',
    email: 'extrano@picosverdes.example.com',
    name: 'Extraño',
    role: 'customer',
    customerId: other?.id,
    password: 'Correct#Horse1',
  });
  const [created] = await database.db.insert(rooms).values({ name: 'Cabaña del Sella', ownerId: stranger.id }).returning();
  otherRoom = created?.id ?? '';
});
afterAll(async () => {
  for (const opened of streams) opened.close();
  await database.close();
});

describe('GET /api/events', () => {
  it('streams text/event-stream to a logged-in user, and answers 401 without a session', async () => {
    const opened = await stream('customer');
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('text/event-stream; charset=utf-8');
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    expect(Object.keys((await anonymous.json()) as object).sort()).toEqual(['message', 'statusCode', 'timestamp']);
  });

  it("sends each user the events of the rooms it may see, and nothing of another customer's", async () => {
    const customer = await stream('customer');
    const stranger = await stream('extrano', 'Correct#Horse1');
    const agent = await stream('agent');
    const manufacturer = await stream('manufacturer');
    await bus.publish({ type: 'status', roomId: otherRoom, monitorId: null, status: 'connected' });
    await bus.publish({ type: 'status', roomId: ownRoom, monitorId: 'SRN-0001', status: 'connected' });
    expect((await customer.waitFor(1)).map((event) => event.roomId)).toEqual([ownRoom]);
    expect((await stranger.waitFor(1)).map((event) => event.roomId)).toEqual([otherRoom]);
    expect((await agent.waitFor(2)).map((event) => event.roomId)).toEqual([otherRoom, ownRoom]);
    // The status events went out at once; a reading after them shows the order held and the others were never sent.
    await bus.publish(reading(ownRoom, 40));
    await customer.waitFor(2);
    await agent.waitFor(3);
    expect(customer.events.map((event) => event.roomId)).toEqual([ownRoom, ownRoom]);
    expect(stranger.events).toHaveLength(1);
    expect(manufacturer.events).toEqual([]);
  });

  it("sends a room's readings at most once a second: the latest of a burst", async () => {
    const customer = await stream('customer');
    for (let noise = 50; noise <= 59; noise++) await bus.publish(reading(ownRoom, noise));
    const [first] = await customer.waitFor(1, 3000);
    expect(first).toMatchObject({ type: 'reading', roomId: ownRoom, latest: { noise: 59 } });
    // A second burst lands in a later window: one more event, again the latest.
    for (let noise = 60; noise <= 64; noise++) await bus.publish(reading(ownRoom, noise));
    const events = await customer.waitFor(2, 3000);
    expect(events.map((event) => (event.type === 'reading' ? event.latest.noise : null))).toEqual([59, 64]);
  });

  it('sees a room created after the stream opened', async () => {
    const customer = await stream('customer');
    const owner = await database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.username, 'customer') });
    const [fresh] = await database.db.insert(rooms).values({ name: 'Nueva', ownerId: owner?.id }).returning();
    await bus.publish({ type: 'status', roomId: fresh?.id ?? '', monitorId: null, status: 'disconnected' });
    expect((await customer.waitFor(1)).map((event) => event.roomId)).toEqual([fresh?.id]);
  });
});

describe('a room given to the user after the stream opened', () => {
  it('is seen once the stream reads its rooms again, though its events were hidden before', async () => {
    const quickBus = createLocalEventBus();
    const quick = await buildApp({ config: testConfig(), db: database.db, clock: new TestClock().now, events: quickBus, eventStreamRefreshMs: 300 });
    try {
      const quickBase = await quick.listen({ port: 0, host: '127.0.0.1' });
      const login = await quick.inject({ method: 'POST', url: '/api/login', payload: { username: 'customer', password: demoPassword } });
      const customer = await openEventStream(`${quickBase}/api/events`, cookiePair(login.headers['set-cookie']));
      streams.push(customer);
      const [given] = await database.db
        .insert(rooms)
        .values({ name: 'Casa prestada', ownerId: (await strangerId()) ?? null })
        .returning();
      await quickBus.publish({ type: 'status', roomId: given?.id ?? '', monitorId: null, status: 'connected' });
      await quickBus.publish({ type: 'status', roomId: ownRoom, monitorId: 'SRN-0001', status: 'connected' });
      expect((await customer.waitFor(1)).map((event) => event.roomId)).toEqual([ownRoom]);

      const owner = await database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.username, 'customer') });
      await database.db
        .update(rooms)
        .set({ ownerId: owner?.id })
        .where(eq(rooms.id, given?.id ?? ''));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await quickBus.publish({ type: 'status', roomId: given?.id ?? '', monitorId: null, status: 'disconnected' });
      expect((await customer.waitFor(2)).map((event) => event.roomId)).toEqual([ownRoom, given?.id]);
    } finally {
      await quick.close();
    }
  });
});

describe('closing the server', () => {
  it('ends the open streams instead of waiting for their clients', async () => {
    const open = await stream('customer');
    expect(open.status).toBe(200);
    const started = Date.now();
    await app.close();
    // The server's close waits for every open response: without ending the streams first it would hang.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
