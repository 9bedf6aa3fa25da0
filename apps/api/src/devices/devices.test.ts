// The device routes and the device version through HTTP on the demo data: SRN-0001..3 watch the
// demo customer's rooms; SRN-0003 runs firmware 2.3.1, older than the default 2.4.0.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { startTestServer } from '../../test/app.ts';
import { demoDevices, demoDeviceToken, seedDemoDevices } from '../demo/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { compareVersions, firmwareStatus } from './firmware.ts';
import { devices } from '../db/schema/devices.ts';
import { claimCodeMatches, issueClaimCode, normalizeClaimCode } from './claim-codes.ts';
import { deviceTokenMatches } from './tokens.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

let sequence = 0;
const freshMonitorId = () => `DEV-${++sequence}`;
const errorKeys = ['message', 'statusCode', 'timestamp'];

async function stored(monitorId: string) {
  const [row] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId));
  if (!row) throw new Error(`no device ${monitorId}`);
  return row;
}

/** A new device, made as the factory does (a manufacturer), or by staff when it goes to an owner or a room. */
async function create(payload: Record<string, unknown>) {
  const role = payload.ownerId === undefined && payload.roomId === undefined ? 'manufacturer' : 'admin';
  const response = await demo.as(role, { method: 'POST', url: '/api/devices', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string }; token: string }>();
}

describe('GET /api/devices and /api/devicesByFilters', () => {
  it('lists the demo devices with their room, owner, firmware state, QC and calibration', async () => {
    const response = await demo.as('admin', { method: 'GET', url: '/api/devices' });
    expect(response.statusCode).toBe(200);
    const demoOnes = response.json().data.filter((device: { monitorId: string }) => device.monitorId.startsWith('SRN-'));
    expect(demoOnes).toHaveLength(demoDevices.length);
    expect(
      demoOnes
        .slice(0, 3)
        .map((device: { monitorId: string; firmwareStatus: string; roomName: string }) => [device.monitorId, device.firmwareStatus, device.roomName]),
    ).toEqual([
      ['SRN-0001', 'upToDate', 'Ático Malagueta'],
      ['SRN-0002', 'upToDate', 'Estudio Soho'],
      ['SRN-0003', 'outdated', 'Casa Pedregalejo'],
    ]);
    expect(demoOnes[0]).toMatchObject({
      firmware: '2.4.0',
      operator: 'Vodafone',
      status: 'active',
      qcPass: 'pass',
      calibration: 'calibrated',
      owner: 'customer',
      ownerId: demo.accounts.get('customer')?.id,
      customerId: demo.ownCustomerId,
    });
    expect(demoOnes[0]).not.toHaveProperty('tokenHash');
  });

  it('filters, with the text null meaning "without one", and pages', async () => {
    const unowned = freshMonitorId();
    await create({ monitorId: unowned, firmware: '2.4.1' });
    const page = async (query: string) => (await demo.as('admin', { method: 'GET', url: `/api/devicesByFilters?${query}` })).json();
    expect((await page('firmware=outdated')).devices.map((device: { monitorId: string }) => device.monitorId)).toEqual(
      demoDevices.filter((device) => device.firmware !== '2.4.0').map((device) => device.monitorId),
    );
    expect((await page('ownerId=null')).devices.map((device: { monitorId: string }) => device.monitorId)).toContain(unowned);
    expect((await page('ownerId=null')).devices.every((device: { ownerId?: string }) => device.ownerId === undefined)).toBe(true);
    expect((await page('roomId=null')).devices.map((device: { monitorId: string }) => device.monitorId)).toContain(unowned);
    expect((await page('roomId=null')).devices.map((device: { monitorId: string }) => device.monitorId)).not.toContain('SRN-0001');
    expect(
      (await page(`customerId=${demo.ownCustomerId}&monitorId=srn-000&sortKey=monitorId&sortDirection=desc`)).devices.map(
        (device: { monitorId: string }) => device.monitorId,
      ),
    ).toEqual(
      demoDevices
        .filter((device) => device.customer === 0 && device.monitorId.startsWith('SRN-000'))
        .map((device) => device.monitorId)
        .reverse(),
    );
    const first = await page('monitorId=SRN&limit=2');
    expect(first).toMatchObject({ totalDevices: demoDevices.length, totalPages: Math.ceil(demoDevices.length / 2) });
    expect(first.devices).toHaveLength(2);
    const bad = await demo.as('admin', { method: 'GET', url: '/api/devicesByFilters?ownerId=nobody' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(errorKeys);
    expect((await demo.as('admin', { method: 'GET', url: '/api/devicesByFilters?limit=50' })).json().message).toBe(
      'limit: El tamaño de página debe ser 5, 10, 15, 20 o 25',
    );
  });

  it("shows a customer its customer's devices only, and a manager those of the rooms it manages", async () => {
    const foreign = freshMonitorId();
    await create({ monitorId: foreign, ownerId: demo.accounts.get('admin')?.id });
    const mine = (await demo.as('customer', { method: 'GET', url: '/api/devices' })).json().data.map((device: { monitorId: string }) => device.monitorId);
    expect(mine).toEqual(expect.arrayContaining(['SRN-0001', 'SRN-0002', 'SRN-0003']));
    expect(mine).not.toContain(foreign);
    const managed = (await demo.as('manager', { method: 'GET', url: '/api/devicesByFilters' })).json();
    expect(managed.devices.map((device: { monitorId: string }) => device.monitorId)).toEqual(
      demoDevices.filter((device) => device.customer === 0).map((device) => device.monitorId),
    );
    const { _id } = (await demo.as('admin', { method: 'GET', url: `/api/devices/monitor/${foreign}` })).json();
    expect((await demo.as('customer', { method: 'GET', url: `/api/devices/${_id}` })).statusCode).toBe(404);
    const hidden = await demo.as('customer', { method: 'GET', url: `/api/devices/monitor/${foreign}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('El dispositivo no existe');
    expect((await demo.as('customer', { method: 'GET', url: '/api/devices/monitor/SRN-0002' })).json()).toMatchObject({
      monitorId: 'SRN-0002',
      roomName: 'Estudio Soho',
    });
  });
  it('filters online and offline by the last 30 minutes, and answers the newest reading beside its age', async () => {
    const reporting = freshMonitorId();
    const silent = freshMonitorId();
    const stale = freshMonitorId();
    const { token } = await create({ monitorId: reporting });
    await create({ monitorId: silent });
    await create({ monitorId: stale });
    const now = demo.server.clock.now();
    const ts = new Date(now.getTime() - 60_000).toISOString();
    const reported = await demo.app.inject({
      method: 'POST',
      url: `/api/devices/${reporting}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: [{ seq: 1, ts, noise: 48.5, temperature: 21.5, batteryLevel: 80 }],
    });
    expect(reported.statusCode).toBe(202);
    // Exactly 30 minutes without a report is offline, as a room is disconnected.
    await demo.server.db
      .update(devices)
      .set({ lastSeenAt: new Date(now.getTime() - 30 * 60_000) })
      .where(eq(devices.monitorId, stale));
    const ours = async (query: string) =>
      (await demo.as('admin', { method: 'GET', url: `/api/devicesByFilters?monitorId=DEV-&limit=25&${query}` }))
        .json()
        .devices.filter((device: { monitorId: string }) => [reporting, silent, stale].includes(device.monitorId));
    const online = await ours('connection=online');
    expect(online.map((device: { monitorId: string }) => device.monitorId)).toEqual([reporting]);
    expect(online[0]).toMatchObject({ connection: 'online', lastReading: { ts, noise: 48.5, temperature: 21.5, batteryLevel: 80 } });
    expect(online[0].lastReading).not.toHaveProperty('humidity');
    const offline = await ours('connection=offline');
    expect(offline.map((device: { monitorId: string }) => device.monitorId).sort()).toEqual([silent, stale].sort());
    expect(offline.every((device: { connection: string; lastReading?: unknown }) => device.connection === 'offline' && device.lastReading === undefined)).toBe(
      true,
    );
    expect((await demo.as('admin', { method: 'GET', url: '/api/devicesByFilters?connection=maybe' })).statusCode).toBe(400);
  });
});

describe('POST /api/devices and tokens', () => {
  it('creates a device and shows its token once: only its hash is kept (ASVS V11.4.1)', async () => {
    const monitorId = freshMonitorId();
    const { data, token } = await create({ monitorId, firmware: '2.4.0', operator: 'Digi', qcPass: 'pass', calibration: 'calibrated' });
    expect(token).toMatch(/^dev_/);
    const row = await stored(monitorId);
    expect(row.id).toBe(data.id);
    expect(row.tokenHash).not.toContain(token);
    expect(deviceTokenMatches(token, row.tokenHash)).toBe(true);
    const read = await demo.as('manufacturer', { method: 'GET', url: `/api/devices/${data.id}` });
    expect(read.json()).toMatchObject({ monitorId, firmwareStatus: 'upToDate', qcPass: 'pass', calibration: 'calibrated' });
    expect(read.body).not.toContain(token);
  });

  it('rotates the token: the new one works, the old one no longer', async () => {
    const monitorId = freshMonitorId();
    const { data, token } = await create({ monitorId });
    const rotated = await demo.as('admin', { method: 'POST', url: `/api/devices/${data.id}/token` });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().token;
    expect(next).not.toBe(token);
    const row = await stored(monitorId);
    expect(deviceTokenMatches(next, row.tokenHash)).toBe(true);
    expect(deviceTokenMatches(token, row.tokenHash)).toBe(false);
    expect((await demo.as('customer', { method: 'POST', url: `/api/devices/${data.id}/token` })).statusCode).toBe(403);
  });

  it('lets the device report with its token into its room, and not with the token a rotation replaced', async () => {
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Sala que informa', ownerId: demo.accounts.get('customer')?.id })
      .returning();
    const monitorId = freshMonitorId();
    const { data, token } = await create({ monitorId, roomId: room?.id });
    const ts = demo.server.clock.now().toISOString();
    const report = (bearer: string, seq: number) =>
      demo.app.inject({
        method: 'POST',
        url: `/api/devices/${monitorId}/readings`,
        headers: { authorization: `Bearer ${bearer}` },
        payload: [{ seq, ts, noise: 77, wifi: -55 }],
      });
    expect((await report(token, 1)).statusCode).toBe(202);
    const detail = (await demo.as('customer', { method: 'GET', url: `/api/rooms/${room?.id}` })).json();
    expect(detail).toMatchObject({ status: 'connected', online: true, data: { level: 'high', value: 77, quality: 'good', updatedAt: ts } });
    const next = (await demo.as('controller', { method: 'POST', url: `/api/devices/${data.id}/token` })).json().token;
    expect((await report(token, 2)).statusCode).toBe(401);
    expect((await report(next, 2)).statusCode).toBe(202);
  });

  it('refuses a duplicate monitorId (409), a missing one (400), an unknown owner (400), and roles that do not manage devices (403)', async () => {
    const monitorId = freshMonitorId();
    await create({ monitorId });
    const duplicate = await demo.as('manufacturer', { method: 'POST', url: '/api/devices', payload: { monitorId } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Ya existe un dispositivo con ese monitorId');
    const missing = await demo.as('manufacturer', { method: 'POST', url: '/api/devices', payload: { monitorId: ' ' }, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('monitorId: This field is required');
    const owner = await demo.as('admin', {
      method: 'POST',
      url: '/api/devices',
      payload: { monitorId: freshMonitorId(), ownerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toBe('El usuario no existe');
    for (const role of ['customer', 'manager', 'fieldServiceAgents'] as const) {
      expect((await demo.as(role, { method: 'POST', url: '/api/devices', payload: { monitorId: freshMonitorId() } })).statusCode).toBe(403);
    }
  });

  it('puts a new device in a room without one (taking the room owner), and refuses a room that has one', async () => {
    const [loft] = await demo.server.db.select().from(rooms).where(eq(rooms.name, 'Loft Centro Histórico'));
    const monitorId = freshMonitorId();
    await create({ monitorId, roomId: loft?.id });
    expect((await stored(monitorId)).ownerId).toBe(demo.accounts.get('customer')?.id);
    const [after] = await demo.server.db
      .select()
      .from(rooms)
      .where(eq(rooms.id, loft?.id ?? ''));
    expect(after?.monitorId).toBe(monitorId);
    const taken = await demo.as('admin', { method: 'POST', url: '/api/devices', payload: { monitorId: freshMonitorId(), roomId: loft?.id } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^La sala ya tiene un dispositivo/);
    expect(
      (
        await demo.server.db
          .select()
          .from(devices)
          .where(eq(devices.monitorId, `DEV-${sequence}`))
      ).length,
    ).toBe(0);
  });
});

describe('PUT /api/devices/monitor/{monitorId} and DELETE /api/devices/{id}', () => {
  it('changes only the fields sent, and answers the device', async () => {
    const monitorId = freshMonitorId();
    await create({ monitorId, firmware: '2.3.0', operator: 'Digi' });
    const response = await demo.as('manufacturer', {
      method: 'PUT',
      url: `/api/devices/monitor/${monitorId}`,
      payload: { firmware: '2.4.0', status: 'maintenance', qcPass: 'fail' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      monitorId,
      firmware: '2.4.0',
      firmwareStatus: 'upToDate',
      operator: 'Digi',
      status: 'maintenance',
      qcPass: 'fail',
    });
    expect((await demo.as('manufacturer', { method: 'PUT', url: '/api/devices/monitor/NO-SUCH', payload: { firmware: '1' } })).statusCode).toBe(404);
    const badStatus = await demo.as('manufacturer', { method: 'PUT', url: `/api/devices/monitor/${monitorId}`, payload: { status: 'broken' } });
    expect(badStatus.json().message).toBe('status: Elige una de las opciones');
  });

  it('deletes a device: its room keeps no device, and a second delete is 404', async () => {
    const monitorId = freshMonitorId();
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Con equipo a borrar', ownerId: demo.accounts.get('customer')?.id })
      .returning();
    const { data } = await create({ monitorId, roomId: room?.id });
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/devices/${data.id}` })).statusCode).toBe(403);
    expect((await demo.as('admin', { method: 'DELETE', url: `/api/devices/${data.id}` })).statusCode).toBe(204);
    const [after] = await demo.server.db
      .select()
      .from(rooms)
      .where(eq(rooms.id, room?.id ?? ''));
    expect(after?.monitorId).toBeNull();
    expect((await demo.as('admin', { method: 'DELETE', url: `/api/devices/${data.id}` })).statusCode).toBe(404);
  });
});

describe('device version', () => {
  it('GET /device-version/available answers SERENO_FIRMWARE_VERSION (2.4.0 by default), against which devices are compared', async () => {
    expect((await demo.as('customer', { method: 'GET', url: '/api/device-version/available' })).json()).toEqual({ version: '2.4.0' });
    const app = await demo.server.app({ SERENO_FIRMWARE_VERSION: '2.3.1' });
    const cookieOf = async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'Sereno#2026' },
        remoteAddress: '10.250.0.1',
      });
      return login.headers['set-cookie'];
    };
    const cookie = String(await cookieOf()).split(';', 1)[0] ?? '';
    expect((await app.inject({ method: 'GET', url: '/api/device-version/available', headers: { cookie } })).json()).toEqual({ version: '2.3.1' });
    expect((await app.inject({ method: 'GET', url: '/api/devices/monitor/SRN-0003', headers: { cookie } })).json().firmwareStatus).toBe('upToDate');
  });

  it('POST /request-ota-update marks the devices, all or nothing', async () => {
    const one = await demo.as('customer', { method: 'POST', url: '/api/request-ota-update', payload: { monitorId: 'SRN-0003' } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ requested: 1 });
    expect((await stored('SRN-0003')).otaRequestedAt).toEqual(demo.server.clock.now());
    expect((await demo.as('customer', { method: 'GET', url: '/api/devices/monitor/SRN-0003' })).json().otaRequestedAt).toBe(
      demo.server.clock.now().toISOString(),
    );
    const foreign = freshMonitorId();
    await create({ monitorId: foreign });
    const refused = await demo.as('customer', { method: 'POST', url: '/api/request-ota-update', payload: { monitorIds: ['SRN-0001', foreign] } });
    expect(refused.statusCode).toBe(404);
    expect((await stored('SRN-0001')).otaRequestedAt).toBeNull();
    expect(
      (await demo.as('manufacturer', { method: 'POST', url: '/api/request-ota-update', payload: { monitorIds: ['SRN-0001', 'SRN-0002', 'SRN-0001'] } })).json(),
    ).toEqual({ requested: 2 });
    const empty = await demo.as('admin', { method: 'POST', url: '/api/request-ota-update', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('monitorIds: Campo requerido');
    expect((await demo.as('manager', { method: 'POST', url: '/api/request-ota-update', payload: { monitorId: 'SRN-0001' } })).statusCode).toBe(403);
  });

  it('compares versions as numbers; an unknown firmware is outdated', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(-1);
    expect(firmwareStatus('2.4.0', '2.4.0')).toBe('upToDate');
    expect(firmwareStatus('3.0', '2.4.0')).toBe('upToDate');
    expect(firmwareStatus(null, '2.4.0')).toBe('outdated');
    expect(firmwareStatus('beta', '2.4.0')).toBe('outdated');
  });
});

describe('demo devices', () => {
  it('derive their tokens from the secret in demo mode, so the simulator can report as them; random ones otherwise', async () => {
    const secret = 'demo-secret-demo-secret-demo-secret-0123';
    expect(demoDeviceToken(secret, 'SRN-0001')).toBe(demoDeviceToken(secret, 'SRN-0001'));
    expect(demoDeviceToken(secret, 'SRN-0001')).not.toBe(demoDeviceToken(secret, 'SRN-0002'));
    expect(demoDeviceToken(secret, 'SRN-0001')).not.toBe(demoDeviceToken(`${secret}x`, 'SRN-0001'));
    const server = await startTestServer();
    try {
      const owner = await insertUser(server.db, { username: 'duena', email: 'duena@example.com', name: 'Dueña', role: 'customer', password: 'Correct#Horse1' });
      await seedDemoDevices(server.db, { ownerId: owner.id, secret });
      const rows = await server.db.select().from(devices);
      expect(rows.map((row) => row.monitorId).sort()).toEqual(demoDevices.map((device) => device.monitorId));
      for (const row of rows) expect(deviceTokenMatches(demoDeviceToken(secret, row.monitorId), row.tokenHash)).toBe(true);
    } finally {
      await server.close();
    }
    expect(deviceTokenMatches(demoDeviceToken(secret, 'SRN-0001'), (await stored('SRN-0001')).tokenHash)).toBe(false);
  });
});

describe('manufacturers build devices, and learn nothing of where they are (docs/permissions.md, "Devices")', () => {
  const roomOf = async (name: string) => (await demo.server.db.select().from(rooms).where(eq(rooms.name, name)))[0];
  const otherCustomersUser = async () =>
    insertUser(demo.server.db, {
      username: `otra-${++sequence}`,
      email: `otra-${sequence}@example.com`,
      name: 'Otra',
      role: 'customer',
      customerId: demo.otherCustomerId,
      password: 'Correct#Horse1',
    });

  it('a manufacturer may not hand a device to another customer nor put it in a room: 403, and nothing changes (ASVS V8.2.3)', async () => {
    const before = await stored('SRN-0001');
    const stranger = await otherCustomersUser();
    const [strangersRoom] = await demo.server.db.insert(rooms).values({ name: 'Sala de otro cliente', ownerId: stranger.id }).returning();
    for (const payload of [{ ownerId: stranger.id }, { roomId: strangersRoom?.id }, { firmware: '9.9.9', ownerId: stranger.id }]) {
      const refused = await demo.as('manufacturer', { method: 'PUT', url: '/api/devices/monitor/SRN-0001', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(refused.json().message).toBe('Solo el personal de Sereno ve y decide el propietario, el cliente y la sala de un dispositivo');
    }
    expect(await stored('SRN-0001')).toEqual(before);
    expect((await roomOf('Ático Malagueta'))?.monitorId).toBe('SRN-0001');
    expect((await roomOf('Sala de otro cliente'))?.monitorId).toBeNull();
    const english = await demo.as('manufacturer', {
      method: 'PUT',
      url: '/api/devices/monitor/SRN-0001',
      payload: { ownerId: stranger.id },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe("Only Sereno staff see and decide a device's owner, customer and room");
    // Nor at creation: a new device goes to an owner or a room by staff's hand only.
    const monitorId = freshMonitorId();
    for (const payload of [
      { monitorId, ownerId: stranger.id },
      { monitorId, roomId: strangersRoom?.id },
    ]) {
      expect((await demo.as('manufacturer', { method: 'POST', url: '/api/devices', payload })).statusCode).toBe(403);
    }
    expect(await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId))).toEqual([]);
    // The manufacturing fields are a manufacturer's, and staff still place devices.
    const factory = await demo.as('manufacturer', {
      method: 'PUT',
      url: `/api/devices/monitor/SRN-0003`,
      payload: { qcPass: 'pass', calibration: 'calibrated', operator: 'Vodafone' },
    });
    expect(factory.statusCode).toBe(200);
    const spare = freshMonitorId();
    await create({ monitorId: spare });
    expect((await demo.as('controller', { method: 'PUT', url: `/api/devices/monitor/${spare}`, payload: { ownerId: stranger.id } })).statusCode).toBe(200);
    expect((await stored(spare)).ownerId).toBe(stranger.id);
  });

  it('no answer about devices tells a manufacturer their room, owner or customer; staff see them (ASVS V8.2.3)', async () => {
    const loft = await roomOf('Ático Malagueta');
    const customer = demo.accounts.get('customer');
    const { _id } = (await demo.as('admin', { method: 'GET', url: '/api/devices/monitor/SRN-0001' })).json();
    const placement = [loft?.id, 'Ático Malagueta', customer?.id, customer?.username, demo.ownCustomerId].map((value) => JSON.stringify(value));
    const calls = [
      { method: 'GET', url: '/api/devices' },
      { method: 'GET', url: '/api/devicesByFilters?monitorId=SRN-0001' },
      { method: 'GET', url: `/api/devices/${_id}` },
      { method: 'GET', url: '/api/devices/monitor/SRN-0001' },
      { method: 'GET', url: '/api/monitors/lexeon-devices' },
      { method: 'PUT', url: '/api/devices/monitor/SRN-0001', payload: { operator: 'Vodafone' } },
    ] as const;
    for (const call of calls) {
      const seen = await demo.as('manufacturer', call);
      expect(seen.statusCode, call.url).toBe(200);
      expect(seen.body, call.url).toContain('SRN-0001');
      for (const value of placement) expect(seen.body, `${call.method} ${call.url}`).not.toContain(value);
      const staff = await demo.as('admin', call);
      expect(staff.body, call.url).toContain(JSON.stringify('Ático Malagueta'));
    }
    const lexeon = (await demo.as('manufacturer', { method: 'GET', url: '/api/monitors/lexeon-devices' })).json();
    expect(lexeon.devices.find((device: { monitorId: string }) => device.monitorId === 'SRN-0001')).toMatchObject({ name: 'SRN-0001' });
    // Filtering by where a device is would tell what the answers leave out.
    for (const filter of [`ownerId=${customer?.id}`, `customerId=${demo.ownCustomerId}`, `roomId=${loft?.id}`, 'roomId=null']) {
      const filtered = await demo.as('manufacturer', { method: 'GET', url: `/api/devicesByFilters?${filter}` });
      expect(filtered.statusCode, filter).toBe(403);
      expect(Object.keys(filtered.json()).sort()).toEqual(errorKeys);
    }
    expect((await demo.as('admin', { method: 'GET', url: `/api/devicesByFilters?customerId=${demo.ownCustomerId}` })).statusCode).toBe(200);
  });

  it('a manufacturer rotates the token of, or deletes, only a device not installed in a room; staff any (ASVS V8.2.2)', async () => {
    const installed = await stored('SRN-0002');
    for (const call of [
      { method: 'POST', url: `/api/devices/${installed.id}/token` },
      { method: 'DELETE', url: `/api/devices/${installed.id}` },
    ] as const) {
      const refused = await demo.as('manufacturer', call);
      expect(refused.statusCode, call.method).toBe(403);
      expect(refused.json().message).toBe('El dispositivo ya vigila una sala: solo el personal de Sereno puede cambiar su token o borrarlo');
      expect((await demo.as('manufacturer', { ...call, headers: { 'accept-language': 'en' } })).json().message).toBe(
        'The device already watches a room: only Sereno staff may change its token or delete it',
      );
    }
    expect(await stored('SRN-0002')).toEqual(installed);
    expect((await roomOf('Estudio Soho'))?.monitorId).toBe('SRN-0002');
    const onTheBench = await create({ monitorId: freshMonitorId() });
    expect((await demo.as('manufacturer', { method: 'POST', url: `/api/devices/${onTheBench.data.id}/token` })).statusCode).toBe(200);
    expect((await demo.as('manufacturer', { method: 'DELETE', url: `/api/devices/${onTheBench.data.id}` })).statusCode).toBe(204);
    expect((await demo.as('admin', { method: 'POST', url: `/api/devices/${installed.id}/token` })).statusCode).toBe(200);
  });
});

describe('claim codes (docs/devices.md, "Claim codes")', () => {
  it('V11.5.1 are 10 random characters of Crockford base32 (50 bits) from the system random source, never derived from the monitorId', () => {
    const codes = Array.from({ length: 2000 }, issueClaimCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up in every position: nothing is fixed or sequential.
    for (let position = 0; position < 10; position++) expect(new Set(codes.map((code) => code[position])).size).toBe(32);
    expect(normalizeClaimCode(' abcde-fghjo ')).toBe('ABCDEFGHJ0');
    expect(claimCodeMatches('k7m2q-9xwpl', 'K7M2Q9XWP1')).toBe(true);
    expect(claimCodeMatches('K7M2Q9XWP', 'K7M2Q9XWP1')).toBe(false);
  });

  it('every device gets its own at creation, shown to administrators, controllers and manufacturers, never to agents, customers or managers (ASVS V8.2.3)', async () => {
    const [first, second] = [freshMonitorId(), freshMonitorId()];
    await create({ monitorId: first });
    await create({ monitorId: second });
    const [one, two] = [(await stored(first)).claimCode, (await stored(second)).claimCode];
    expect(one).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(one).not.toBe(two);
    for (const role of ['admin', 'controller', 'manufacturer'] as const) {
      expect((await demo.as(role, { method: 'GET', url: `/api/devices/monitor/${first}` })).json().claimCode, role).toBe(one);
    }
    const demoCode = (await stored('SRN-0001')).claimCode;
    for (const role of ['fieldServiceAgents', 'customer', 'manager'] as const) {
      for (const url of ['/api/devices', '/api/devicesByFilters?monitorId=SRN-0001', '/api/devices/monitor/SRN-0001']) {
        const seen = await demo.as(role, { method: 'GET', url });
        expect(seen.statusCode, `${role} ${url}`).toBe(200);
        expect(seen.body, `${role} ${url}`).toContain('SRN-0001');
        expect(seen.body, `${role} ${url}`).not.toContain(demoCode);
        expect(seen.body, `${role} ${url}`).not.toContain('claimCode');
      }
    }
  });
});
