// The rooms routes through HTTP on the demo data: the demo customer owns four rooms (three with the
// devices SRN-0001..3), managed by the demo manager; its contract has places left on two licences.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { cookiePair } from '../../test/app.ts';
import { alarms } from '../db/schema/alarms.ts';
import { auditLog } from '../db/schema/audit.ts';
import { customers, licences, serviceContracts } from '../db/schema/customers.ts';
import { issueClaimCode } from '../devices/claim-codes.ts';
import { devices } from '../db/schema/devices.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { insertUser } from '../users/service.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';
import { roomSettingsSwitches } from '../../test/room-settings.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

let sequence = 0;
const fresh = (prefix: string) => `${prefix}-${++sequence}`;
const ownerId = () => demo.accounts.get('customer')?.id ?? '';
const errorKeys = ['message', 'statusCode', 'timestamp'];

async function roomNamed(name: string): Promise<RoomRow> {
  const [row] = await demo.server.db.select().from(rooms).where(eq(rooms.name, name));
  if (!row) throw new Error(`no room ${name}`);
  return row;
}

async function insertRoom(values: Partial<typeof rooms.$inferInsert> = {}): Promise<RoomRow> {
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: fresh('Sala'), ownerId: ownerId(), ...values })
    .returning();
  if (!row) throw new Error('no room');
  return row;
}

async function insertDevice(values: Partial<typeof devices.$inferInsert> = {}): Promise<string> {
  const monitorId = fresh('TST');
  await demo.server.db.insert(devices).values({ monitorId, tokenHash: issueDeviceToken().tokenHash, ...values });
  return monitorId;
}

/** A device nobody owns yet, as the label printed on it reads: its monitorId and its claim code. */
async function label(): Promise<{ monitorId: string; claimCode: string }> {
  const claimCode = issueClaimCode();
  return { monitorId: await insertDevice({ claimCode }), claimCode };
}

/** A customer of its own with one licence place, and its logged-in owner account. */
async function customerWithOnePlace(): Promise<{ as(options: InjectOptions): ReturnType<DemoServer['as']>; userId: string; licenceId: string }> {
  const db = demo.server.db;
  const [customer] = await db
    .insert(customers)
    .values({ name: fresh('Cliente') })
    .returning();
  const [contract] = await db
    .insert(serviceContracts)
    .values({ customerId: customer?.id ?? '', name: 'Contrato' })
    .returning();
  const [licence] = await db
    .insert(licences)
    .values({ serviceContractId: contract?.id ?? '', name: 'Sereno Sonido', qty: 1, activo: true, family: 'sereno-s1' })
    .returning();
  const username = fresh('owner');
  const user = await insertUser(db, {
    username,
    email: `${username}@example.com`,
    name: 'Dueña',
    role: 'customer',
    password: 'Correct#Horse1',
    customerId: customer?.id ?? '',
  });
  const login = await demo.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Correct#Horse1' }, remoteAddress: freshAddress() });
  const cookie = cookiePair(login.headers['set-cookie']);
  return {
    as: (options) => demo.app.inject({ remoteAddress: freshAddress(), ...options, headers: { ...options.headers, cookie } }),
    userId: user.id,
    licenceId: licence?.id ?? '',
  };
}

const settingsBody = {
  ...roomSettingsSwitches,
  smokingAlertThreshold: 60,
  crowdingAlertTreshold: 10,
  noiseSettings: { sensitivity: 'custom', thresholds: { low: 40, medium: 50, high: 60 }, from: '23:00', to: '07:00' },
};

describe('GET /api/rooms', () => {
  it("gives the customer its customer's rooms by name, with the list item fields", async () => {
    const response = await demo.as('customer', { method: 'GET', url: '/api/rooms?search=a&limit=25' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const names = page.rooms.map((room: { name: string }) => room.name);
    expect(names).toEqual(expect.arrayContaining(['Casa Pedregalejo', 'Estudio Soho', 'Loft Centro Histórico', 'Ático Malagueta']));
    expect(names.indexOf('Casa Pedregalejo')).toBeLessThan(names.indexOf('Estudio Soho'));
    expect(page).toMatchObject({ totalRooms: 10, totalPages: 1 });
    const soho = page.rooms[names.indexOf('Estudio Soho')];
    expect(soho).toMatchObject({
      monitorId: 'SRN-0002',
      monitor: true,
      nightAgent: false,
      deviceFirm: '2.4.0',
      username: 'customer',
      thresholds: { low: 55, medium: 65, high: 75 },
      noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
      data: { level: 'disconnected' },
      status: 'disconnected',
    });
    const loft = page.rooms[names.indexOf('Loft Centro Histórico')];
    expect(loft).toMatchObject({ monitor: false, status: 'disconnected' });
    expect(loft.monitorId).toBeUndefined();
    // Without a device there is nothing to reconnect: the disconnected filter (and the dashboard's count) leaves it out.
    const disconnected = (await demo.as('customer', { method: 'GET', url: '/api/rooms?status=disconnected&limit=25' })).json();
    expect(disconnected.rooms.map((room: { name: string }) => room.name)).not.toContain('Loft Centro Histórico');
    expect(disconnected.rooms.map((room: { name: string }) => room.name)).toContain('Estudio Soho');
  });

  it('filters by status from the last report, computes the noise level, and finds no room in noiseAlert yet', async () => {
    const now = demo.server.clock.now();
    const room = await insertRoom({
      monitorId: await insertDevice(),
      nightAgent: true,
      lastSeenAt: new Date(now.getTime() - 60_000),
      latest: {
        noise: 68,
        wifi: -65,
        batteryLevel: 80,
        batteryMode: 'battery',
        localip: '192.168.1.20',
        temperature: 21.5,
        humidity: 48,
        smokingProbability: 3,
        pax: 2,
        measuredAt: now.toISOString(),
      },
    });
    const connected = (await demo.as('admin', { method: 'GET', url: '/api/rooms?status=connected' })).json();
    expect(connected.rooms.map((item: { _id: string }) => item._id)).toEqual([room.id]);
    expect(connected.rooms[0]).toMatchObject({
      status: 'connected',
      batteryCapacity: 80,
      data: {
        level: 'medium',
        value: 68,
        wifi: -65,
        quality: 'fair',
        batteryLevel: 80,
        batteryMode: 'battery',
        localip: '192.168.1.20',
        updatedAt: now.toISOString(),
      },
    });
    // The cards show the environment beside the noise.
    expect(connected.rooms[0].data).toMatchObject({ temperature: 21.5, humidity: 48, smokingProbability: 3, pax: 2 });
    expect((await demo.as('admin', { method: 'GET', url: '/api/rooms?status=noiseAlert' })).json().totalRooms).toBe(0);
    const disconnected = (await demo.as('admin', { method: 'GET', url: '/api/rooms?status=disconnected&limit=25' })).json();
    expect(disconnected.rooms.map((item: { _id: string }) => item._id)).not.toContain(room.id);
    expect((await demo.as('admin', { method: 'GET', url: `/api/rooms?nightAgent=true&search=${room.name}` })).json().totalRooms).toBe(1);
    expect((await demo.as('admin', { method: 'GET', url: `/api/rooms?nightAgent=false&search=${room.name}` })).json().totalRooms).toBe(0);
    const sorted = (await demo.as('admin', { method: 'GET', url: '/api/rooms?sortKey=status&limit=1' })).json();
    expect(sorted.rooms[0]._id).toBe(room.id);
    // Alarms first: a room with a high active alarm before one with a low one, before the calm ones.
    const low = (await insertRoom({ monitorId: await insertDevice() })).id;
    const high = (await insertRoom({ monitorId: await insertDevice() })).id;
    for (const [roomId, level] of [
      [low, 'low'],
      [high, 'high'],
    ] as const)
      await demo.server.db
        .insert(alarms)
        .values({ roomId, monitorId: 'SRN-X', type: 'sound', level, name: 'Sala', createdAt: now, lastTriggeredAt: now, peak: 80, state: 'active' });
    const first = (await demo.as('admin', { method: 'GET', url: '/api/rooms?sortKey=alarms&limit=2' })).json();
    expect(first.rooms.map((item: { _id: string }) => item._id)).toEqual([high, low]);
    demo.server.clock.advance(31 * 60_000);
    expect((await demo.as('admin', { method: 'GET', url: `/api/rooms/${room.id}` })).json()).toMatchObject({
      status: 'disconnected',
      online: false,
      data: { level: 'disconnected' },
    });
  });

  it("searches the name, address, monitorId and owner's username; filters by owner", async () => {
    const search = async (text: string) =>
      (await demo.as('admin', { method: 'GET', url: `/api/rooms?search=${encodeURIComponent(text)}&limit=25` }))
        .json()
        .rooms.map((room: { name: string }) => room.name);
    expect(await search('srn-0002')).toEqual(['Estudio Soho']);
    expect(await search('Bolivia')).toEqual(['Casa Pedregalejo']);
    expect(await search('customer.galer')).toEqual(expect.arrayContaining(['Estudio Born', 'Loft Gràcia']));
    const own = (await demo.as('admin', { method: 'GET', url: `/api/rooms?ownerId=${demo.accounts.get('admin')?.id}` })).json();
    expect(own.totalRooms).toBe(0);
  });

  it("keeps other customers' rooms out of a customer's and manager's lists; manufacturers 403 (ASVS V8.2.2)", async () => {
    const foreign = await insertRoom({ ownerId: demo.accounts.get('admin')?.id ?? null, name: fresh('Ajena') });
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms?search=${foreign.name}` })).json().totalRooms).toBe(0);
    expect((await demo.as('manager', { method: 'GET', url: '/api/rooms?search=Soho' })).json().totalRooms).toBe(1);
    expect((await demo.as('manager', { method: 'GET', url: `/api/rooms?search=${foreign.name}` })).json().totalRooms).toBe(0);
    expect((await demo.as('manufacturer', { method: 'GET', url: '/api/rooms' })).statusCode).toBe(403);
    const hidden = await demo.as('customer', { method: 'GET', url: `/api/rooms/${foreign.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Room not found');
  });

  it('refuses a bad filter, sort key or limit with a translated message in the error shape', async () => {
    const limit = await demo.as('customer', { method: 'GET', url: '/api/rooms?limit=26' });
    expect(limit.statusCode).toBe(400);
    expect(Object.keys(limit.json()).sort()).toEqual(errorKeys);
    expect(limit.json().message).toBe('limit: El tamaño de página debe ser 5, 10, 15, 20 o 25');
    const status = await demo.as('customer', { method: 'GET', url: '/api/rooms?status=loud', headers: { 'accept-language': 'en' } });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/^status: /);
    expect((await demo.as('customer', { method: 'GET', url: '/api/rooms?sortKey=password' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/rooms/not-an-id' })).json().message).toBe('id: Identificador no válido');
  });
});

describe('GET /api/rooms/{id}', () => {
  it('answers the room detail', async () => {
    const room = await roomNamed('Ático Malagueta');
    const response = await demo.as('manager', { method: 'GET', url: `/api/rooms/${room.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: room.id,
      name: 'Ático Malagueta',
      monitorId: 'SRN-0001',
      monitor: true,
      username: 'customer',
      ownerId: ownerId(),
      managerId: demo.accounts.get('manager')?.id,
      timezone: { name: 'Europe/Madrid' },
      licenseId: room.licenseId,
      voiceName: 'female',
      smokingAlertThreshold: 70,
      crowdingAlertTreshold: 12,
      alertSchedules: [],
      customGuestCallOptions: {},
      mergeDone: false,
      online: false,
      active: true,
      data: { level: 'disconnected' },
    });
  });
});

describe('POST /api/rooms', () => {
  it('creates a room without a device on the first licence with a place, owned by the customer who creates it', async () => {
    const name = fresh('Nueva');
    const response = await demo.as('customer', {
      method: 'POST',
      url: '/api/rooms',
      payload: { name, address: 'Calle Larios, 1', location: { lat: 36.72, lng: -4.42 } },
    });
    expect(response.statusCode).toBe(201);
    const roomId = response.json().data.roomId;
    const room = await roomNamed(name);
    expect(room).toMatchObject({ id: roomId, ownerId: ownerId(), monitorId: null, lat: 36.72, lng: -4.42 });
    const [line] = await demo.server.db
      .select()
      .from(licences)
      .where(eq(licences.id, room.licenseId ?? ''));
    expect(line).toMatchObject({ name: 'Sereno Humo', activo: true });
    const [entry] = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'room.create'), eq(auditLog.targetId, roomId)));
    expect(entry?.actorUsername).toBe('customer');
  });

  it('tells a customer without licences left to contact the administrator, and an administrator what to do (409)', async () => {
    const owner = await customerWithOnePlace();
    expect((await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Primera') } })).statusCode).toBe(201);
    const refused = await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Segunda') } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No te quedan licencias disponibles. Contacta con el administrador para ampliar tu contrato.');
    const english = await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Segunda') }, headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('You have no licences left. Contact the administrator to extend your contract.');
    const admin = await demo.as('admin', { method: 'POST', url: '/api/rooms', payload: { name: fresh('Segunda'), ownerId: owner.userId } });
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toMatch(/^El propietario no tiene licencias disponibles/);
    const licenceList = (await owner.as({ method: 'GET', url: '/api/rooms/license/owner/id' })).json();
    expect(licenceList.licenses).toEqual([expect.objectContaining({ _id: owner.licenceId, used: 1, total: 1, available: 0 })]);
    // With a device no licence is needed.
    expect((await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Con equipo'), ...(await label()) } })).statusCode).toBe(201);
  });

  it('gives the last place to one of two rooms created at once', async () => {
    const owner = await customerWithOnePlace();
    const answers = await Promise.all([1, 2].map(() => owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('A la vez') } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses another customer's licence, and a chosen licence without a place (ASVS V8.2.2)", async () => {
    const owner = await customerWithOnePlace();
    const [foreign] = await demo.server.db.select({ licenseId: rooms.licenseId }).from(rooms).where(eq(rooms.name, 'Estudio Soho'));
    const response = await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Robada'), licenseId: foreign?.licenseId } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^La licencia elegida/);
  });

  it("creates a room with a device nobody owned, which becomes the owner's; a device in another room 409; an unknown one 400", async () => {
    const { monitorId, claimCode } = await label();
    const first = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { name: fresh('Con equipo'), monitorId, claimCode } });
    expect(first.statusCode).toBe(201);
    const [device] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId));
    expect(device?.ownerId).toBe(ownerId());
    const second = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { name: fresh('Otra'), monitorId } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^El dispositivo ya vigila otra sala: Con equipo/);
    const unknown = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { name: fresh('Otra'), monitorId: 'NO-SUCH' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('El dispositivo no existe');
  });

  it('lets administrators choose the owner; anyone else choosing one is refused 403 (ASVS V8.2.3)', async () => {
    const admin = await demo.as('admin', { method: 'POST', url: '/api/rooms', payload: { name: fresh('De admin'), ownerId: ownerId() } });
    expect(admin.statusCode).toBe(201);
    const detail = (await demo.as('customer', { method: 'GET', url: `/api/rooms/${admin.json().data.roomId}` })).json();
    expect(detail.username).toBe('customer');
    expect(
      (await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { name: fresh('X'), ownerId: demo.accounts.get('manager')?.id } })).statusCode,
    ).toBe(403);
    expect((await demo.as('manager', { method: 'POST', url: '/api/rooms', payload: { name: fresh('X') } })).statusCode).toBe(403);
    expect((await demo.as('fieldServiceAgents', { method: 'POST', url: '/api/rooms', payload: { name: fresh('X') } })).statusCode).toBe(403);
  });

  it('refuses a missing name or a bad phone list with the messages of the forms', async () => {
    const response = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { phone: '+34 600' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('name: Campo requerido');
    expect(response.json().message).toContain('phone: ');
    const english = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: {}, headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('name: This field is required');
  });
});

describe('PUT /api/rooms/{id}, settings and alert schedules', () => {
  it('changes only the fields sent', async () => {
    const room = await insertRoom({ address: 'Antes', city: 'Málaga' });
    const response = await demo.as('customer', {
      method: 'PUT',
      url: `/api/rooms/${room.id}`,
      payload: { name: 'Renombrada', address: 'Después', timezone: { name: 'Atlantic/Canary', label: '(GMT+00:00) Canarias' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renombrada', address: 'Después', city: 'Málaga', timezone: { name: 'Atlantic/Canary' } });
    expect(
      (await demo.as('customer', { method: 'PUT', url: `/api/rooms/${room.id}`, payload: { ownerId: demo.accounts.get('manager')?.id } })).statusCode,
    ).toBe(403);
    expect((await demo.as('manager', { method: 'PUT', url: `/api/rooms/${room.id}`, payload: { name: 'No' } })).statusCode).toBe(403);
  });

  it('writes the settings and the noise settings; a manager may, an agent may not', async () => {
    const room = await roomNamed('Casa Pedregalejo');
    const response = await demo.as('manager', { method: 'PUT', url: `/api/rooms/${room.id}/settings`, payload: settingsBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nightAgent: true,
      smokingAlertThreshold: 60,
      crowdingAlertTreshold: 10,
      thresholds: { low: 40, medium: 50, high: 60 },
      noiseSettings: { sensitivity: 'custom', thresholds: { low: 40, medium: 50, high: 60 }, from: '23:00', to: '07:00', allDay: false, sustainMinutes: 5 },
    });
    expect((await demo.as('fieldServiceAgents', { method: 'PUT', url: `/api/rooms/${room.id}/settings`, payload: settingsBody })).statusCode).toBe(403);
  });

  it('refuses custom thresholds out of order with the message of each pair', async () => {
    const room = await roomNamed('Casa Pedregalejo');
    const response = await demo.as('customer', {
      method: 'PUT',
      url: `/api/rooms/${room.id}/settings`,
      payload: { ...settingsBody, noiseSettings: { ...settingsBody.noiseSettings, thresholds: { low: 60, medium: 50, high: 70 } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('noiseSettings.thresholds.low: El nivel bajo debe ser menor que el medio');
  });

  it("replaces the alert schedules, refusing a bad email with the spec's message", async () => {
    const room = await roomNamed('Estudio Soho');
    const bad = await demo.as('customer', {
      method: 'PUT',
      url: `/api/rooms/${room.id}/settings/alert-schedules`,
      payload: [{ from: '22:00', to: '08:00', email: 'nope' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('0.email: Correo electrónico no válido');
    const schedules = [{ from: '22:00', to: '08:00', email: 'noche@brisadelmar.example.com', telephone: '+34600111222' }];
    const good = await demo.as('customer', { method: 'PUT', url: `/api/rooms/${room.id}/settings/alert-schedules`, payload: schedules });
    expect(good.statusCode).toBe(200);
    expect(good.json().alertSchedules).toEqual(schedules);
  });
});

describe('devices between rooms', () => {
  it('PUT /rooms/monitor/{monitorId} moves a device with its latest values; the room it left keeps none', async () => {
    const monitorId = await insertDevice({ ownerId: ownerId() });
    const from = await insertRoom({
      monitorId,
      latest: { noise: 40, measuredAt: '2026-03-02T08:59:00.000Z' },
      lastSeenAt: new Date('2026-03-02T08:59:00.000Z'),
    });
    const to = await insertRoom();
    const response = await demo.as('customer', { method: 'PUT', url: `/api/rooms/monitor/${monitorId}`, payload: { roomId: to.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { roomId: to.id } });
    const [left] = await demo.server.db.select().from(rooms).where(eq(rooms.id, from.id));
    const [arrived] = await demo.server.db.select().from(rooms).where(eq(rooms.id, to.id));
    expect(left).toMatchObject({ monitorId: null, latest: null, lastSeenAt: null });
    expect(arrived).toMatchObject({ monitorId, latest: { noise: 40 } });
    const foreignDevice = await insertDevice({ ownerId: demo.accounts.get('admin')?.id ?? null });
    expect((await demo.as('customer', { method: 'PUT', url: `/api/rooms/monitor/${foreignDevice}`, payload: { roomId: to.id } })).statusCode).toBe(404);
  });

  it("PUT /rooms/{id}/swap-monitors swaps two rooms' devices and their values at once", async () => {
    const [a, b] = [await insertDevice({ ownerId: ownerId() }), await insertDevice({ ownerId: ownerId() })];
    const first = await insertRoom({ monitorId: a, latest: { noise: 30, measuredAt: '2026-03-02T08:00:00.000Z' } });
    const second = await insertRoom({ monitorId: b, latest: { noise: 70, measuredAt: '2026-03-02T08:00:00.000Z' } });
    const response = await demo.as('customer', { method: 'PUT', url: `/api/rooms/${first.id}/swap-monitors?monitorId=${b}` });
    expect(response.statusCode).toBe(200);
    const [one] = await demo.server.db.select().from(rooms).where(eq(rooms.id, first.id));
    const [two] = await demo.server.db.select().from(rooms).where(eq(rooms.id, second.id));
    expect([one?.monitorId, one?.latest?.noise, two?.monitorId, two?.latest?.noise]).toEqual([b, 70, a, 30]);
  });

  it('changes nothing when the swap is refused', async () => {
    const mine = await insertDevice({ ownerId: ownerId() });
    const room = await insertRoom({ monitorId: mine });
    const foreignDevice = await insertDevice({ ownerId: demo.accounts.get('admin')?.id ?? null });
    await insertRoom({ monitorId: foreignDevice, ownerId: demo.accounts.get('admin')?.id ?? null });
    const response = await demo.as('customer', { method: 'PUT', url: `/api/rooms/${room.id}/swap-monitors?monitorId=${foreignDevice}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El dispositivo no existe');
    const [unchanged] = await demo.server.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(unchanged?.monitorId).toBe(mine);
    expect((await demo.as('customer', { method: 'PUT', url: `/api/rooms/${room.id}/swap-monitors` })).statusCode).toBe(400);
  });
});

describe("owners' lists and the room of a device", () => {
  it("lists an owner's rooms, its licences and the used licences; another customer's owner 404; managers 403", async () => {
    const summaries = (await demo.as('customer', { method: 'GET', url: '/api/rooms/owner/id' })).json();
    expect(summaries.rooms.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(summaries.rooms[0]).sort()).toEqual(['_id', 'name']);
    const used = (await demo.as('admin', { method: 'GET', url: `/api/rooms/user/used-licenses?userId=${ownerId()}` })).json();
    expect(used.usedLicenses.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['Ático Malagueta', 'Estudio Soho', 'Casa Pedregalejo', 'Loft Centro Histórico']),
    );
    expect(Object.keys(used.usedLicenses[0]).sort()).toEqual(['_id', 'licenseId', 'name', 'serviceContractId']);
    const offered = (await demo.as('customer', { method: 'GET', url: '/api/rooms/license/owner/id' })).json();
    // Oldest contract first: the 2025 pilot, inactive, offers no place.
    expect(offered.licenses.map((line: { name: string }) => line.name)).toEqual(['Sereno Sonido (piloto)', 'Sereno Humo', 'Sereno Sonido']);
    expect(offered.licenses[0]).toMatchObject({ activo: false, available: 0 });
    const stranger = demo.accounts.get('admin')?.id;
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/owner/id?ownerId=${stranger}` })).statusCode).toBe(404);
    expect((await demo.as('manager', { method: 'GET', url: '/api/rooms/owner/id' })).statusCode).toBe(403);
  });

  it('GET /rooms/roomdetails/{monitorId} answers the room and no booking (bookings do not exist yet)', async () => {
    const response = await demo.as('fieldServiceAgents', { method: 'GET', url: '/api/rooms/roomdetails/SRN-0002' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ room: { name: 'Estudio Soho', monitorId: 'SRN-0002' }, currentBooking: null });
    const missing = await demo.as('admin', { method: 'GET', url: '/api/rooms/roomdetails/NO-SUCH' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Room not found');
  });
});

describe('merge (spec §4)', () => {
  it('moves only what the target lacks, never overwrites it, and soft-deletes the merged room', async () => {
    const monitorId = await insertDevice({ ownerId: ownerId() });
    const source = await insertRoom({
      name: fresh('Origen'),
      address: 'Calle Origen, 1',
      city: 'Málaga',
      phone: '+34600000001',
      monitorId,
      latest: { noise: 50, measuredAt: '2026-03-02T08:00:00.000Z' },
      alertSchedules: [{ from: '22:00', to: '08:00', email: 'a@example.com' }],
      guestyLinkedRoom: 'guesty-1',
      nightAgent: true,
    });
    const target = await insertRoom({ name: fresh('Destino'), address: 'Calle Destino, 2', zipCode: '29001' });
    const response = await demo.as('customer', { method: 'POST', url: `/api/rooms/${source.id}/merge`, payload: { targetRoomId: target.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ roomId: target.id });
    expect(response.json().moved.sort()).toEqual(['alertSchedules', 'city', 'guestyLinkedRoom', 'monitorId', 'phone']);
    const [merged] = await demo.server.db.select().from(rooms).where(eq(rooms.id, target.id));
    expect(merged).toMatchObject({
      name: target.name,
      address: 'Calle Destino, 2',
      zipCode: '29001',
      city: 'Málaga',
      phone: '+34600000001',
      monitorId,
      latest: { noise: 50 },
      guestyLinkedRoom: 'guesty-1',
      alertSchedules: [{ from: '22:00', to: '08:00', email: 'a@example.com' }],
      nightAgent: false,
      deletedAt: null,
    });
    const [gone] = await demo.server.db.select().from(rooms).where(eq(rooms.id, source.id));
    expect(gone?.deletedAt).toEqual(demo.server.clock.now());
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/${source.id}` })).statusCode).toBe(404);
  });

  it('refuses merging into itself (400), across owners (409), and rooms the caller may not see (404)', async () => {
    const room = await insertRoom();
    const itself = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/merge`, payload: { targetRoomId: room.id } });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe('Una sala no se puede fusionar consigo misma');
    const managers = await insertRoom({ ownerId: demo.accounts.get('manager')?.id ?? null });
    const across = await demo.as('admin', { method: 'POST', url: `/api/rooms/${room.id}/merge`, payload: { targetRoomId: managers.id } });
    expect(across.statusCode).toBe(409);
    expect(across.json().message).toBe('Solo se pueden fusionar salas del mismo propietario');
    const foreign = await insertRoom({ ownerId: demo.accounts.get('admin')?.id ?? null });
    expect((await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/merge`, payload: { targetRoomId: foreign.id } })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/merge`, payload: {} })).json().message).toBe(
      'targetRoomId: Identificador no válido',
    );
  });

  it("POST /rooms/owners/{id}/merge-done closes the owner's merges for good: again is harmless, later merges and new rooms stay closed", async () => {
    const owner = await customerWithOnePlace();
    const first = (await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Uno') } })).json().data.roomId;
    const second = (await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Dos'), ...(await label()) } })).json().data.roomId;
    const done = await owner.as({ method: 'POST', url: `/api/rooms/owners/${owner.userId}/merge-done` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ownerId: owner.userId, mergeDone: true, rooms: 2 });
    expect((await owner.as({ method: 'POST', url: `/api/rooms/owners/${owner.userId}/merge-done` })).json()).toEqual({
      ownerId: owner.userId,
      mergeDone: true,
      rooms: 2,
    });
    const refused = await owner.as({ method: 'POST', url: `/api/rooms/${first}/merge`, payload: { targetRoomId: second } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Las fusiones de este propietario están cerradas: no se pueden fusionar más salas');
    const third = (await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Tres'), ...(await label()) } })).json().data.roomId;
    expect((await owner.as({ method: 'GET', url: `/api/rooms/${third}` })).json().mergeDone).toBe(true);
    expect((await owner.as({ method: 'POST', url: `/api/rooms/${third}/merge`, payload: { targetRoomId: second } })).statusCode).toBe(409);
    expect((await demo.as('customer', { method: 'POST', url: `/api/rooms/owners/${owner.userId}/merge-done` })).statusCode).toBe(404);
  });
});

describe('GET /api/noise-thresholds', () => {
  it('answers the four presets, normal by default, in the request language', async () => {
    const response = await demo.as('manager', { method: 'GET', url: '/api/noise-thresholds' });
    expect(response.statusCode).toBe(200);
    const presets = response.json().noiseThresholds;
    expect(
      presets.map((preset: { _id: string; low: number; medium: number; high: number; default: boolean }) => [
        preset._id,
        preset.low,
        preset.medium,
        preset.high,
        preset.default,
      ]),
    ).toEqual([
      ['normal', 55, 65, 75, true],
      ['battery', 60, 70, 80, false],
      ['restrictive', 50, 58, 66, false],
      ['permissive', 62, 72, 82, false],
    ]);
    expect(presets[1].name).toBe('Ahorro de batería / exterior');
    const english = (await demo.as('manager', { method: 'GET', url: '/api/noise-thresholds', headers: { 'accept-language': 'en' } })).json();
    expect(english.noiseThresholds[1].name).toBe('Battery saving / outdoors');
  });
});

describe('claiming a device nobody owns (docs/permissions.md, "Rooms"; docs/devices.md, "Claim codes")', () => {
  type Owner = Awaited<ReturnType<typeof customerWithOnePlace>>;
  /** Each way of putting a device in a room, as an owner with a room of its own, `claimCode` left out when undefined. */
  const paths: Record<
    string,
    (owner: Owner, roomId: string, monitorId: string, claimCode?: string) => Promise<{ statusCode: number; json(): { message: string } }>
  > = {
    'POST /rooms': (owner, _roomId, monitorId, claimCode) =>
      owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Reclamada'), monitorId, claimCode } }),
    'PUT /rooms/{id}': (owner, roomId, monitorId, claimCode) => owner.as({ method: 'PUT', url: `/api/rooms/${roomId}`, payload: { monitorId, claimCode } }),
    'PUT /rooms/monitor/{monitorId}': (owner, roomId, monitorId, claimCode) =>
      owner.as({ method: 'PUT', url: `/api/rooms/monitor/${monitorId}`, payload: { roomId, claimCode } }),
    'PUT /rooms/{id}/swap-monitors': (owner, roomId, monitorId, claimCode) =>
      owner.as({
        method: 'PUT',
        url: `/api/rooms/${roomId}/swap-monitors?monitorId=${monitorId}${claimCode === undefined ? '' : `&claimCode=${encodeURIComponent(claimCode)}`}`,
      }),
  };
  const ownerOf = async (monitorId: string) =>
    (await demo.server.db.select({ ownerId: devices.ownerId }).from(devices).where(eq(devices.monitorId, monitorId)))[0]?.ownerId;
  const roomsWatching = async (monitorId: string) => demo.server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.monitorId, monitorId));

  it.each(Object.keys(paths))('%s: a device nobody owns is claimed only with the code on its label, not by its monitorId alone (ASVS V8.2.2)', async (path) => {
    const put = paths[path] ?? (() => Promise.reject(new Error(path)));
    const owner = await customerWithOnePlace();
    const roomId = (await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Suya') } })).json().data.roomId;
    const { monitorId, claimCode } = await label();

    const missing = await put(owner, roomId, monitorId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      `El dispositivo ${monitorId} aún no tiene dueño: escribe el código de reclamación impreso en su etiqueta, junto al número`,
    );
    const wrong = await put(owner, roomId, monitorId, claimCode.startsWith('Z') ? 'Y'.repeat(10) : 'Z'.repeat(10));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(`Ese no es el código de reclamación del dispositivo ${monitorId}: revisa su etiqueta`);
    expect(await ownerOf(monitorId)).toBeNull();
    expect(await roomsWatching(monitorId)).toEqual([]);

    // As a person types it off the label: any letter case, a dash in the middle.
    const typed = `${claimCode.slice(0, 5)}-${claimCode.slice(5)}`.toLowerCase();
    const claimed = await put(owner, roomId, monitorId, typed);
    expect(claimed.statusCode).toBe(path === 'POST /rooms' ? 201 : 200);
    expect(await ownerOf(monitorId)).toBe(owner.userId);
    expect(await roomsWatching(monitorId)).toHaveLength(1);
  });

  it('answers in English too, and staff, who see every device, need no code', async () => {
    const owner = await customerWithOnePlace();
    const { monitorId } = await label();
    const english = await owner.as({
      method: 'POST',
      url: '/api/rooms',
      payload: { name: fresh('Sin código'), monitorId, claimCode: 'ABCDEFGHJK' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(`That is not the claim code of device ${monitorId}: check its label`);
    const noCode = await owner.as({
      method: 'POST',
      url: '/api/rooms',
      payload: { name: fresh('Sin código'), monitorId },
      headers: { 'accept-language': 'en' },
    });
    expect(noCode.json().message).toBe(`Nobody owns device ${monitorId} yet: type the claim code printed on its label, beside its number`);
    const staff = await demo.as('admin', { method: 'POST', url: '/api/rooms', payload: { name: fresh('De personal'), monitorId, ownerId: owner.userId } });
    expect(staff.statusCode).toBe(201);
    expect(await ownerOf(monitorId)).toBe(owner.userId);
  });

  it('wrong claim codes are throttled per account: past 10 in 15 minutes 429 with Retry-After, even with the right code, until the window frees a place (ASVS V2.4.1)', async () => {
    const owner = await customerWithOnePlace();
    const { monitorId, claimCode } = await label();
    const attempt = (code: string) => owner.as({ method: 'PUT', url: `/api/rooms/monitor/${monitorId}`, payload: { roomId: placeholder, claimCode: code } });
    const placeholder = (await owner.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Objetivo') } })).json().data.roomId;
    const wrongCode = claimCode.startsWith('Z') ? 'Y'.repeat(10) : 'Z'.repeat(10);
    for (let failure = 0; failure < 10; failure++) expect((await attempt(wrongCode)).statusCode).toBe(403);
    const held = await attempt(claimCode);
    expect(held.statusCode).toBe(429);
    const seconds = Number(held.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(held.json().message).toBe(`Demasiados códigos de reclamación erróneos. Vuelve a intentarlo en ${seconds} segundos`);
    expect(await ownerOf(monitorId)).toBeNull();
    // Another account is not held back by this one's failures.
    const other = await customerWithOnePlace();
    const mine = await label();
    expect((await other.as({ method: 'POST', url: '/api/rooms', payload: { name: fresh('Otra cuenta'), ...mine } })).statusCode).toBe(201);
    demo.server.clock.advance(seconds * 1000);
    expect((await attempt(claimCode)).statusCode).toBe(200);
    expect(await ownerOf(monitorId)).toBe(owner.userId);
  });
});
