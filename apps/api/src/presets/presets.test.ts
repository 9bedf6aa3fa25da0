// Settings presets and bulk actions (issue 28, docs/presets.md) through the real server on the demo
// data, on PGlite and PostgreSQL: a customer with 40 rooms moves them all to a stricter quiet-hours
// preset in one call and sees it on each room; changing the preset changes them all (audited with
// the count) and the alarm engine's next reading follows it; detach and follow again; the refusals of
// a bulk action room by room; and the rule that no preset leaves a room with no one to tell.
import type { Reading } from '@sereno/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair } from '../../test/app.ts';
import { freshAddress, startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { roomSettingsSwitches } from '../../test/room-settings.ts';
import { insertCustomer } from '../customers/queries.ts';
import { alarms } from '../db/schema/alarms.ts';
import { auditLog } from '../db/schema/audit.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { insertUser } from '../users/service.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

let sequence = 0;
const fresh = (prefix: string) => `${prefix}-${++sequence}`;
type Call = (options: InjectOptions) => ReturnType<DemoServer['as']>;

/** A customer of its own (with its standard preset), its logged-in owner account and `count` rooms. */
async function customerWithRooms(
  count: number,
  { reportsEmail = 'ops@example.com' as string | null, room = {} as Partial<typeof rooms.$inferInsert> } = {},
): Promise<{ as: Call; customerId: string; userId: string; roomIds: string[] }> {
  const db = demo.server.db;
  const customerId = await insertCustomer(db, { name: fresh('Cliente'), reportsEmail });
  const username = fresh('owner');
  const user = await insertUser(db, { username, email: `${username}@example.com`, name: 'Dueña', role: 'customer', password: 'Correct#Horse1', customerId });
  const login = await demo.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Correct#Horse1' }, remoteAddress: freshAddress() });
  const cookie = cookiePair(login.headers['set-cookie']);
  const inserted =
    count === 0
      ? []
      : await db
          .insert(rooms)
          .values(Array.from({ length: count }, (_, index) => ({ name: `Piso ${String(index + 1).padStart(2, '0')}`, ownerId: user.id, ...room })))
          .returning({ id: rooms.id });
  return {
    as: (options) => demo.app.inject({ remoteAddress: freshAddress(), ...options, headers: { ...options.headers, cookie } }),
    customerId,
    userId: user.id,
    roomIds: inserted.map((row) => row.id),
  };
}

const standard = {
  callsEnabled: true,
  callAllTime: false,
  disableFirstCall: false,
  notifyGuest: false,
  sendNoiseMailNotification: true,
  sendNoiseSMSNotification: false,
  sendSmokeMailNotification: true,
  sendSmokeSMSNotification: false,
  sendCrowdMailNotification: true,
  sendCrowdSMSNotification: false,
  disconnectionNotificationEnabled: true,
  smokingAlertThreshold: 70,
  crowdingAlertTreshold: 12,
  noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
  alertSchedules: [],
};
/** Quiet from 21:00 to 09:00, an alarm from 50 dBA. */
const strictQuietHours = {
  ...standard,
  noiseSettings: { sensitivity: 'custom', thresholds: { low: 40, medium: 45, high: 50 }, from: '21:00', to: '09:00', allDay: false, sustainMinutes: 3 },
};

async function createPreset(as: Call, customerId: string, name: string, settings: object): Promise<string> {
  const response = await as({ method: 'POST', url: `/api/customers/${customerId}/presets`, payload: { name, settings } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

describe('settings presets', () => {
  it('moves 40 rooms to a stricter quiet-hours preset in one call, shows it on each room, and a change of the preset reaches them all', async () => {
    const owner = await customerWithRooms(40);
    const list = await owner.as({ method: 'GET', url: `/api/customers/${owner.customerId}/presets` });
    expect(list.statusCode).toBe(200);
    expect(list.json().presets).toMatchObject([{ name: 'Estándar', standard: true, rooms: 0, settings: standard }]);

    const presetId = await createPreset(owner.as, owner.customerId, 'Silencio 21–09', strictQuietHours);
    const bulk = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'assignPreset', presetId, filters: {} } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ action: 'assignPreset', matched: 40, changed: 40, refused: [] });

    for (const roomId of owner.roomIds) {
      const room = (await owner.as({ method: 'GET', url: `/api/rooms/${roomId}` })).json();
      expect(room).toMatchObject({
        preset: { _id: presetId, name: 'Silencio 21–09', standard: false },
        noiseSettings: { sensitivity: 'custom', from: '21:00', to: '09:00', sustainMinutes: 3 },
        thresholds: { low: 40, medium: 45, high: 50 },
      });
    }
    const page = (await owner.as({ method: 'GET', url: '/api/rooms?limit=25' })).json();
    expect(page.rooms.every((room: { preset?: { _id: string } }) => room.preset?._id === presetId)).toBe(true);
    const counted = (await owner.as({ method: 'GET', url: `/api/presets/${presetId}` })).json();
    expect(counted.rooms).toBe(40);

    // A change of the preset changes every room that follows it, in one write audited with the count.
    const later = { ...strictQuietHours, noiseSettings: { ...strictQuietHours.noiseSettings, from: '20:00' }, smokingAlertThreshold: 50 };
    const changed = await owner.as({ method: 'PUT', url: `/api/presets/${presetId}`, payload: { name: 'Silencio 20–09', settings: later } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Silencio 20–09', updatedRooms: 40, rooms: 40 });
    const stored = await demo.server.db.select().from(rooms).where(inArray(rooms.id, owner.roomIds));
    expect(stored.map((room) => [room.noiseSettings.from, room.smokingAlertThreshold, room.presetId])).toEqual(stored.map(() => ['20:00', 50, presetId]));
    const [entry] = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'preset.update'), eq(auditLog.targetId, presetId)));
    expect(entry).toMatchObject({ targetType: 'preset', rooms: 40 });
    const audit = (await demo.as('admin', { method: 'GET', url: `/api/audit?targetId=${presetId}&action=preset.update` })).json();
    expect(audit.entries).toMatchObject([{ action: 'preset.update', rooms: 40 }]);
  });

  it('lets a room detach and follow again, and a change of its own settings away from the preset detaches it', async () => {
    const owner = await customerWithRooms(1);
    const [roomId] = owner.roomIds;
    const presetId = await createPreset(owner.as, owner.customerId, 'Rural', { ...standard, crowdingAlertTreshold: 20 });
    const follow = await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/preset`, payload: { presetId } });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(follow.json()).toMatchObject({ preset: { _id: presetId, name: 'Rural' }, crowdingAlertTreshold: 20 });

    // The same settings saved again (the manager changed, say) keep it following.
    const body = { ...roomSettingsSwitches, nightAgent: false, smokingAlertThreshold: 70, crowdingAlertTreshold: 20, noiseSettings: standard.noiseSettings };
    const same = await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/settings`, payload: body });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().preset).toMatchObject({ _id: presetId });
    const own = await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/settings`, payload: { ...body, crowdingAlertTreshold: 9 } });
    expect(own.json().preset).toBeUndefined();
    expect(own.json().crowdingAlertTreshold).toBe(9);

    const again = await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/preset`, payload: { presetId } });
    expect(again.json()).toMatchObject({ preset: { _id: presetId }, crowdingAlertTreshold: 20 });
    const detached = await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/preset`, payload: { presetId: null } });
    expect(detached.json().preset).toBeUndefined();
    expect(detached.json().crowdingAlertTreshold).toBe(20);

    // Deleting a preset leaves its rooms with its settings as their own; the standard one stays.
    await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/preset`, payload: { presetId } });
    expect((await owner.as({ method: 'DELETE', url: `/api/presets/${presetId}` })).statusCode).toBe(204);
    const room = (await owner.as({ method: 'GET', url: `/api/rooms/${roomId}` })).json();
    expect(room.preset).toBeUndefined();
    expect(room.crowdingAlertTreshold).toBe(20);
    const standardId = (await owner.as({ method: 'GET', url: `/api/customers/${owner.customerId}/presets` })).json().presets[0]._id;
    const kept = await owner.as({ method: 'DELETE', url: `/api/presets/${standardId}`, headers: { 'accept-language': 'en' } });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('The standard preset cannot be deleted: every room starts from it');
  });

  it('keeps each customer to its own presets', async () => {
    const owner = await customerWithRooms(1);
    const other = await customerWithRooms(1);
    const presetId = await createPreset(other.as, other.customerId, 'Ajeno', standard);
    expect((await owner.as({ method: 'GET', url: `/api/customers/${other.customerId}/presets` })).statusCode).toBe(404);
    expect((await owner.as({ method: 'GET', url: `/api/presets/${presetId}` })).statusCode).toBe(404);
    expect((await owner.as({ method: 'PUT', url: `/api/presets/${presetId}`, payload: { name: 'Mío', settings: standard } })).statusCode).toBe(404);
    expect((await owner.as({ method: 'PUT', url: `/api/rooms/${owner.roomIds[0]}/preset`, payload: { presetId } })).statusCode).toBe(404);
    const bulk = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'assignPreset', presetId, roomIds: owner.roomIds } });
    expect(bulk.statusCode).toBe(404);
    // Staff act for any customer.
    const staff = await demo.as('admin', { method: 'GET', url: `/api/customers/${other.customerId}/presets` });
    expect(staff.json().presets.map((preset: { name: string }) => preset.name)).toEqual(['Estándar', 'Ajeno']);
    expect((await demo.as('manager', { method: 'GET', url: `/api/customers/${other.customerId}/presets` })).statusCode).toBe(403);
  });

  it('shows the demo customers two presets beside the standard one', async () => {
    const list = (await demo.as('customer', { method: 'GET', url: `/api/customers/${demo.ownCustomerId}/presets` })).json();
    expect(list.presets.map((preset: { name: string }) => preset.name)).toEqual(['Estándar', 'Centro ciudad', 'Rural']);
    expect(list.presets[1].settings.noiseSettings).toMatchObject({ thresholds: { medium: 70 }, from: '22:00', to: '08:00' });
  });
});

describe('no preset leaves a room with no one to tell', () => {
  // Rooms whose only recipient is the call to their own phone; the customer has no report contacts.
  const phoneOnly = { reportsEmail: null, room: { phone: '+34600111222' } };
  const noCalls = { ...standard, callsEnabled: false };

  it('refuses settings that tell no one by any channel', async () => {
    const owner = await customerWithRooms(0);
    const silent = {
      ...standard,
      callsEnabled: false,
      sendNoiseMailNotification: false,
      sendSmokeMailNotification: false,
      sendCrowdMailNotification: false,
    };
    const response = await owner.as({ method: 'POST', url: `/api/customers/${owner.customerId}/presets`, payload: { name: 'Mudo', settings: silent } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El ajuste no avisa por ningún medio: activa las llamadas, algún SMS o algún email');
  });

  it('refuses a change of a preset that would leave a following room with no one, naming it, and changes nothing', async () => {
    const owner = await customerWithRooms(2, phoneOnly);
    const presetId = await createPreset(owner.as, owner.customerId, 'Llamadas', standard);
    await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'assignPreset', presetId, roomIds: owner.roomIds } });
    const response = await owner.as({
      method: 'PUT',
      url: `/api/presets/${presetId}`,
      payload: { name: 'Solo email', settings: noCalls },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The preset would leave no one to tell of an alarm in: Piso 01, Piso 02. Add a phone or email (of the room, the customer or an alert schedule) or turn on another channel',
    );
    const stored = await demo.server.db.select().from(rooms).where(inArray(rooms.id, owner.roomIds));
    expect(stored.map((room) => room.callsEnabled)).toEqual([true, true]);
    expect((await owner.as({ method: 'GET', url: `/api/presets/${presetId}` })).json().name).toBe('Llamadas');
    // An alert schedule's email is someone to tell: then the preset may turn the calls off.
    const withSchedule = { ...noCalls, alertSchedules: [{ from: '00:00', to: '00:00', email: 'guardia@example.com' }] };
    const allowed = await owner.as({ method: 'PUT', url: `/api/presets/${presetId}`, payload: { name: 'Guardia', settings: withSchedule } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().updatedRooms).toBe(2);
  });

  it('refuses, room by room, to assign such a preset in bulk, and the single call says why', async () => {
    const owner = await customerWithRooms(2, phoneOnly);
    const presetId = await createPreset(owner.as, owner.customerId, 'Sin llamadas', noCalls);
    const bulk = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'assignPreset', presetId, roomIds: owner.roomIds } });
    expect(bulk.json()).toMatchObject({
      matched: 2,
      changed: 0,
      refused: [
        { reason: 'noRecipient', name: 'Piso 01', message: 'Con este ajuste nadie recibiría sus alarmas' },
        { reason: 'noRecipient', name: 'Piso 02' },
      ],
    });
    const single = await owner.as({ method: 'PUT', url: `/api/rooms/${owner.roomIds[0]}/preset`, payload: { presetId } });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toContain('Piso 01');
  });
});

describe('POST /api/rooms/bulk', () => {
  it('turns the night agent on for the rooms the caller may change, and lists the others as refused', async () => {
    const owner = await customerWithRooms(3);
    const other = await customerWithRooms(1);
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await owner.as({
      method: 'POST',
      url: '/api/rooms/bulk',
      payload: { action: 'nightAgent', nightAgent: true, roomIds: [...owner.roomIds, ...other.roomIds, missing] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      action: 'nightAgent',
      matched: 5,
      changed: 3,
      refused: [
        { roomId: other.roomIds[0], reason: 'notFound', message: 'The room does not exist or you have no rights on it' },
        { roomId: missing, reason: 'notFound', message: 'The room does not exist or you have no rights on it' },
      ],
    });
    const stored = await demo.server.db
      .select()
      .from(rooms)
      .where(inArray(rooms.id, [...owner.roomIds, ...other.roomIds]));
    expect(
      stored
        .filter((room) => room.nightAgent)
        .map((room) => room.id)
        .sort(),
    ).toEqual([...owner.roomIds].sort());
    const entries = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'room.bulk'), inArray(auditLog.targetId, owner.roomIds)));
    expect(entries.map((entry) => entry.rooms)).toEqual([3, 3, 3]);
  });

  it('acts on all that match the filters, within the caller’s rooms', async () => {
    const owner = await customerWithRooms(4);
    const db = demo.server.db;
    await db
      .update(rooms)
      .set({ nightAgent: true })
      .where(inArray(rooms.id, owner.roomIds.slice(0, 2)));
    const response = await owner.as({
      method: 'POST',
      url: '/api/rooms/bulk',
      payload: { action: 'nightAgent', nightAgent: false, filters: { nightAgent: 'true' } },
    });
    expect(response.json()).toMatchObject({ matched: 2, changed: 2, refused: [] });
    const stored = await db.select().from(rooms).where(inArray(rooms.id, owner.roomIds));
    expect(stored.every((room) => !room.nightAgent)).toBe(true);
  });

  it('requests the firmware update of the rooms’ devices and refuses the rooms without one', async () => {
    const owner = await customerWithRooms(2);
    const monitorId = fresh('SRN-BULK');
    await demo.server.db.insert(devices).values({ monitorId, tokenHash: issueDeviceToken().tokenHash, ownerId: owner.userId });
    await demo.server.db
      .update(rooms)
      .set({ monitorId })
      .where(eq(rooms.id, owner.roomIds[0] ?? ''));
    const response = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'requestFirmwareUpdate', roomIds: owner.roomIds } });
    expect(response.json()).toMatchObject({
      changed: 1,
      refused: [{ roomId: owner.roomIds[1], reason: 'noDevice', name: 'Piso 02', message: 'La sala no tiene dispositivo' }],
    });
    const [device] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId));
    expect(device?.otaRequestedAt).not.toBeNull();
  });

  it('sets a manager of the rooms’ customer, refuses the rooms of another, and needs the right to choose managers', async () => {
    const manager = demo.accounts.get('manager');
    const own = (await demo.as('customer', { method: 'GET', url: '/api/rooms?limit=3' })).json().rooms.map((room: { _id: string }) => room._id);
    const admin = await demo.as('admin', {
      method: 'POST',
      url: '/api/rooms/bulk',
      payload: { action: 'setManager', managerId: manager?.id, roomIds: [...own, (await customerWithRooms(1)).roomIds[0]] },
    });
    expect(admin.json()).toMatchObject({ matched: 4, changed: 3, refused: [{ reason: 'otherCustomer' }] });
    const refused = await demo.as('manager', { method: 'POST', url: '/api/rooms/bulk', payload: { action: 'setManager', managerId: null, roomIds: own } });
    expect(refused.statusCode).toBe(403);
  });

  it('is bounded: more rooms than one call may change are refused whole', async () => {
    const owner = await customerWithRooms(0);
    const tooMany = Array.from({ length: 1001 }, () => crypto.randomUUID());
    const response = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'nightAgent', nightAgent: true, roomIds: tooMany } });
    expect(response.statusCode).toBe(400);
    const both = await owner.as({ method: 'POST', url: '/api/rooms/bulk', payload: { action: 'nightAgent', nightAgent: true } });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('roomIds');
  });
});

describe('the alarm engine', () => {
  it('reads a changed preset at the next reading of a following room', async () => {
    const owner = await customerWithRooms(1, { room: { phone: '+34600111222' } });
    const [roomId] = owner.roomIds;
    const monitorId = fresh('SRN-PRESET');
    const { token, tokenHash } = issueDeviceToken();
    await demo.server.db.insert(devices).values({ monitorId, tokenHash, ownerId: owner.userId });
    await demo.server.db
      .update(rooms)
      .set({ monitorId })
      .where(eq(rooms.id, roomId ?? ''));
    const presetId = await createPreset(owner.as, owner.customerId, 'Noche', standard);
    await owner.as({ method: 'PUT', url: `/api/rooms/${roomId}/preset`, payload: { presetId } });

    // 02:00 in Madrid: 52 dBA is below the standard low threshold (55) …
    const twoAm = new Date('2026-03-01T01:00:00.000Z');
    let seq = 0;
    const send = async (fromMinute: number, minutes: number, noise: number) => {
      const readings: Reading[] = Array.from({ length: minutes }, (_, index) => ({
        seq: ++seq,
        ts: new Date(twoAm.getTime() + (fromMinute + index) * 60_000).toISOString(),
        noise,
      }));
      const response = await demo.app.inject({
        method: 'POST',
        url: `/api/devices/${monitorId}/readings`,
        headers: { authorization: `Bearer ${token}` },
        payload: readings,
      });
      expect(response.statusCode, response.body).toBe(202);
    };
    await send(0, 8, 52);
    expect(
      await demo.server.db
        .select()
        .from(alarms)
        .where(eq(alarms.roomId, roomId ?? '')),
    ).toEqual([]);
    // … and over the stricter preset's high one (50) once the preset changes.
    const changed = await owner.as({ method: 'PUT', url: `/api/presets/${presetId}`, payload: { name: 'Noche', settings: strictQuietHours } });
    expect(changed.json().updatedRooms).toBe(1);
    await send(8, 8, 52);
    const raised = await demo.server.db
      .select()
      .from(alarms)
      .where(eq(alarms.roomId, roomId ?? ''));
    expect(raised).toMatchObject([{ type: 'sound', level: 'high', state: 'active', threshold: 50 }]);
  });
});
