import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { bookings } from '../db/schema/bookings.ts';
import { customers } from '../db/schema/customers.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { settingsPresets } from '../db/schema/presets.ts';
import { tasks } from '../db/schema/tasks.ts';
import { users } from '../db/schema/users.ts';
import { demoDevices, liveDemoDevices } from './devices.ts';
import { demoRoomPresets } from './presets.ts';
import { demoAccounts, demoPassword, presentDemoAccounts, seedDemo } from './seed.ts';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

const customerAccounts = [
  { customer: 'customer', manager: 'manager', alias: 'Brisa del Mar', cities: ['Málaga'] },
  { customer: 'customer.galeria', manager: 'manager.galeria', alias: 'La Galería', cities: ['Barcelona'] },
  {
    customer: 'customer.picos',
    manager: 'manager.picos',
    alias: 'Picos Verdes',
    cities: [
      'Arenas de Cabrales',
      'Arriondas',
      'Benia de Onís',
      'Cangas de Onís',
      'Covadonga',
      'Llanes',
      'Poncebos',
      'Ribadesella',
      'Soto de Cangas',
      'Sotres',
      'Villaviciosa',
    ],
  },
];

async function logIn(username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: demoPassword },
    remoteAddress: `10.9.0.${username.length}`,
  });
  expect(response.statusCode, username).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}

/** The names of every room `username` sees, all pages. */
async function roomsSeenBy(username: string): Promise<string[]> {
  const cookie = await logIn(username);
  const names: string[] = [];
  for (let offset = 0; ; offset += 25) {
    const page = await app.inject({ method: 'GET', url: `/api/rooms?limit=25&offset=${offset}`, headers: { cookie } });
    expect(page.statusCode, page.body).toBe(200);
    const found = page.json<{ rooms: { name: string }[] }>().rooms;
    names.push(...found.map((room) => room.name));
    if (found.length < 25) return names.sort();
  }
}

describe('seedDemo', () => {
  it('creates three customers, the staff accounts and a customer and a manager account for each customer', async () => {
    expect(await seedDemo(server.db)).toBe(true);
    const rows = await server.db.select().from(users).orderBy(asc(users.username));
    expect(rows.map(({ username, role }) => [username, role])).toEqual([
      ['admin', 'admin'],
      ['agent', 'fieldServiceAgents'],
      ['controller', 'controller'],
      ['customer', 'customer'],
      ['customer.galeria', 'customer'],
      ['customer.picos', 'customer'],
      ['manager', 'manager'],
      ['manager.galeria', 'manager'],
      ['manager.picos', 'manager'],
      ['manufacturer', 'manufacturer'],
    ]);
    const customerRows = await server.db.select().from(customers);
    expect(customerRows.map((row) => row.alias).sort()).toEqual(['Brisa del Mar', 'La Galería', 'Picos Verdes']);
    const customerIdOf = new Map(customerRows.map((row) => [row.alias, row.id]));
    const linked = new Map(
      customerAccounts.flatMap(({ customer, manager, alias }) => [customer, manager].map((username) => [username, customerIdOf.get(alias)])),
    );
    for (const row of rows) expect(row.customerId, row.username).toBe(linked.get(row.username) ?? null);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    expect(await presentDemoAccounts(server.db)).toEqual(demoAccounts);
  });

  it('spreads 38 rooms over Málaga, Barcelona and Asturias, most with a device, some without', async () => {
    const roomRows = await server.db.select().from(rooms);
    expect(roomRows.length).toBeGreaterThanOrEqual(38);
    expect(new Set(roomRows.map((room) => room.province))).toEqual(new Set(['Málaga', 'Barcelona', 'Asturias']));
    const withDevice = roomRows.filter((room) => room.monitorId !== null);
    expect(withDevice.length).toBeGreaterThan(roomRows.length * 0.7);
    expect(withDevice.length).toBeLessThan(roomRows.length);
    for (const province of ['Málaga', 'Barcelona', 'Asturias']) {
      expect(
        roomRows.some((room) => room.province === province && room.monitorId === null),
        province,
      ).toBe(true);
    }
    // Every room on a licence line of its own customer.
    for (const room of roomRows) expect(room.licenseId, room.name).not.toBeNull();
  });

  it("has rooms following the standard preset and each of the two demo presets, with their settings; the moments' rooms keep their own", async () => {
    const rows = await server.db
      .select({ name: rooms.name, preset: settingsPresets.name, noiseSettings: rooms.noiseSettings, presetSettings: settingsPresets.settings })
      .from(rooms)
      .leftJoin(settingsPresets, eq(settingsPresets.id, rooms.presetId));
    const following = rows.filter((row) => row.preset !== null);
    expect(Object.fromEntries(following.map((row) => [row.name, row.preset]))).toEqual(demoRoomPresets);
    expect(new Set(following.map((row) => row.preset))).toEqual(new Set(['Estándar', 'Centro ciudad', 'Rural']));
    // Each room holds a copy of its preset's settings (what the alarm engine reads).
    for (const row of following) expect(row.noiseSettings, row.name).toEqual(row.presetSettings?.noiseSettings);
    for (const name of ['Ático Malagueta', 'Apartamento Alameda', 'Piso Eixample Dret', 'Cabaña Los Lagos'])
      expect(rows.find((row) => row.name === name)?.preset, name).toBeNull();
  });

  it('has devices in every state the panel shows: live, offline for hours, a low battery, an outdated firmware, a calibration pending', async () => {
    const deviceRows = await server.db.select().from(devices).orderBy(asc(devices.monitorId));
    expect(deviceRows.map((row) => row.monitorId)).toEqual(demoDevices.map((device) => device.monitorId));
    expect(liveDemoDevices.length).toBeGreaterThan(demoDevices.length * 0.8);
    expect(demoDevices.filter((device) => (device.silentForMinutes ?? 0) >= 3 * 60).length).toBeGreaterThanOrEqual(2);
    expect(liveDemoDevices.filter((device) => (device.battery ?? 100) < 15).length).toBeGreaterThanOrEqual(2);
    expect(deviceRows.filter((row) => row.firmware !== '2.4.0').length).toBeGreaterThanOrEqual(2);
    expect(deviceRows.filter((row) => row.calibration === 'pending').length).toBeGreaterThanOrEqual(2);
    // Each owned by the owner of the room it watches.
    const ownerOfRoom = new Map((await server.db.select().from(rooms)).map((room) => [room.monitorId, room.ownerId]));
    for (const row of deviceRows) expect(row.ownerId, row.monitorId).toBe(ownerOfRoom.get(row.monitorId));
  });

  it('has bookings in the past, now and to come in every status, and tasks of several types over the coming weeks', async () => {
    const now = Date.now();
    const bookingRows = await server.db.select().from(bookings);
    for (const status of ['Confirmed', 'Cancelled', 'Unknown', 'Unconfirmed'] as const) {
      const ofStatus = bookingRows.filter((booking) => booking.status === status);
      expect(
        ofStatus.some((booking) => booking.checkOut.getTime() < now),
        `${status} in the past`,
      ).toBe(true);
      expect(
        ofStatus.some((booking) => booking.checkIn.getTime() > now),
        `${status} to come`,
      ).toBe(true);
    }
    expect(
      bookingRows.filter((booking) => booking.status === 'Confirmed' && booking.checkIn.getTime() <= now && now < booking.checkOut.getTime()).length,
    ).toBeGreaterThan(10);
    expect(bookingRows.some((booking) => booking.status !== 'Confirmed' && booking.checkIn.getTime() <= now && now < booking.checkOut.getTime())).toBe(true);
    const taskRows = await server.db.select().from(tasks);
    expect(new Set(taskRows.map((task) => task.taskTypeId)).size).toBeGreaterThanOrEqual(6);
    const today = new Date().toISOString().slice(0, 10);
    const inThreeWeeks = new Date(now + 21 * 24 * 3_600_000).toISOString().slice(0, 10);
    expect(taskRows.filter((task) => task.date > today).length).toBeGreaterThan(40);
    expect(taskRows.some((task) => task.date >= inThreeWeeks)).toBe(true);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(server.db)).toBe(false);
    expect(await server.db.select().from(users)).toHaveLength(demoAccounts.length);
    expect(await server.db.select().from(customers)).toHaveLength(3);
  });

  it.each(demoAccounts.map((account) => [account.username, account.role]))('lets %s log in with the demo password as %s', async (username, role) => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: demoPassword } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, role });
  });

  it.each(customerAccounts)("lets $customer and $manager see $alias's rooms and no other", async ({ customer, manager, alias, cities }) => {
    const [own] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.alias, alias));
    const owner = (await server.db.select().from(users).where(eq(users.username, customer)))[0];
    const expected = (
      await server.db
        .select()
        .from(rooms)
        .where(eq(rooms.ownerId, owner?.id ?? ''))
    )
      .map((room) => room.name)
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(await roomsSeenBy(customer)).toEqual(expected);
    expect(await roomsSeenBy(manager)).toEqual(expected);
    const ownRooms = await server.db
      .select()
      .from(rooms)
      .where(eq(rooms.ownerId, owner?.id ?? ''));
    expect([...new Set(ownRooms.map((room) => room.city))].sort()).toEqual(cities);
    expect(owner?.customerId).toBe(own?.id);
  });
});
