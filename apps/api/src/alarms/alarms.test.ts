// The alarm calls (spec §7 Alarms) on the demo data, on PGlite and PostgreSQL: an alarm raised through
// the real ingest on a room of the first demo customer, its notifications (the notifications module's
// jobs) counted, the list's filters and pages, statistics, a room's alarms and range, acknowledge and
// resolve with who and when, the CSV export with formula injection neutralised, and the live stream.
import type { AddressInfo } from 'node:net';
import type { Reading } from '@sereno/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { devices } from '../db/schema/devices.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { alarmEvaluations, alarms } from '../db/schema/alarms.ts';
import type { AlarmResponse } from './responses.ts';
import { parseConfig } from '../platform/config.ts';

let demo: DemoServer;
let ownerId: string;
beforeAll(async () => {
  demo = await startDemoServer();
  ownerId = demo.accounts.get('customer')?.id ?? '';
});
afterAll(() => demo.close());

const minuteMs = 60_000;
/** 02:00 in Madrid the night before the test clock (2026-03-02T09:00Z). */
const twoAm = new Date('2026-03-01T01:00:00.000Z');
const at = (minute: number): Date => new Date(twoAm.getTime() + minute * minuteMs);
let roomsMade = 0;

/** A room of `owner` (the demo customer by default) with its own device, phone and email contacts. */
async function roomWithDevice({ owner = ownerId, name = `Sala ${++roomsMade}` }: { owner?: string; name?: string } = {}) {
  const monitorId = `SRN-AL-${process.pid}-${++roomsMade}`;
  const { token, tokenHash } = issueDeviceToken();
  await demo.server.db.insert(devices).values({ monitorId, tokenHash, ownerId: owner });
  const [room] = await demo.server.db
    .insert(rooms)
    .values({
      name,
      ownerId: owner,
      monitorId,
      phone: '+34600111222',
      phoneSMS: '+34600111222',
      sendNoiseSMSNotification: true,
      managerId: demo.accounts.get('manager')?.id ?? null,
    })
    .returning({ id: rooms.id });
  const roomId = room?.id ?? '';
  let seq = 0;
  return {
    roomId,
    monitorId,
    async send(from: number, minutes: number, noise: number): Promise<void> {
      const readings: Reading[] = Array.from({ length: minutes }, (_, index) => ({ seq: ++seq, ts: at(from + index).toISOString(), noise }));
      const response = await demo.app.inject({
        method: 'POST',
        url: `/api/devices/${monitorId}/readings`,
        headers: { authorization: `Bearer ${token}` },
        payload: readings,
      });
      expect(response.statusCode, response.body).toBe(202);
    },
  };
}

/** An alarm written directly (no notification): for the filters, pages and the CSV. */
async function insertAlarm(values: Partial<typeof alarms.$inferInsert> & { roomId: string }) {
  const createdAt = values.createdAt ?? at(0);
  const [row] = await demo.server.db
    .insert(alarms)
    .values({
      monitorId: 'SRN-X',
      ownerId,
      type: 'smoking',
      level: 'high',
      name: 'Sala',
      createdAt,
      lastTriggeredAt: createdAt,
      peak: 80,
      state: 'resolved',
      resolvedAt: createdAt,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no alarm');
  return row;
}

const get = <Body>(role: 'customer' | 'admin' | 'manager' | 'manufacturer', url: string, headers: Record<string, string> = {}) =>
  demo.as(role, { method: 'GET', url, headers }).then((response) => ({ status: response.statusCode, body: response.json<Body>(), raw: response }));

describe('an alarm raised through the ingest on a demo customer room', () => {
  it('is listed with its owner, room and notifications, counted from the sent jobs', async () => {
    const room = await roomWithDevice({ name: 'Ático de la fiesta' });
    await room.send(0, 8, 82);
    const [alarm] = await demo.server.db.select().from(alarms).where(eq(alarms.roomId, room.roomId));
    expect(alarm).toMatchObject({ type: 'sound', level: 'high', createdAt: at(5), ownerId, name: 'Ático de la fiesta', stage: 'host', state: 'active' });
    const jobs = await demo.server.db
      .select()
      .from(notificationJobs)
      .where(eq(notificationJobs.alarmId, alarm?.id ?? ''));
    expect(jobs.length).toBeGreaterThan(0);
    const [sms] = jobs.filter((job) => job.channel === 'sms');
    // Counted only once sent: a job still waiting is no SMS yet.
    let list = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}`);
    expect(list.body.alarms).toMatchObject([{ _id: alarm?.id, sms: 0, calls: 0, emails: 0 }]);
    if (sms) await demo.server.db.update(notificationJobs).set({ status: 'sent', sentAt: new Date() }).where(eq(notificationJobs.id, sms.id));
    list = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}`, { 'accept-language': 'en' });
    expect(list.status).toBe(200);
    expect(list.body.alarms).toEqual([
      {
        _id: alarm?.id,
        roomId: room.roomId,
        ownerId,
        username: 'customer',
        type: 'sound',
        name: 'Ático de la fiesta',
        alarmTitle: 'High noise',
        level: 'high',
        createdAt: at(5).toISOString(),
        lastTriggeredAt: at(7).toISOString(),
        peak: 82,
        threshold: 75,
        monitorId: room.monitorId,
        state: 'active',
        stage: 'host',
        calls: 0,
        sms: sms ? 1 : 0,
        emails: 0,
      },
    ]);
    const spanish = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/${room.roomId}`);
    expect(spanish.body.alarms.map((item) => item.alarmTitle)).toEqual(['Ruido alto']);
  });

  it("keeps the room's threshold of its level, which a rising level raises", async () => {
    const room = await roomWithDevice();
    // The default preset (normal): medium from 65 dBA, high from 75.
    await room.send(0, 6, 70);
    const alarmOf = async () => (await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/${room.roomId}`)).body.alarms[0];
    expect(await alarmOf()).toMatchObject({ level: 'medium', peak: 70, threshold: 65 });
    await room.send(6, 6, 80);
    expect(await alarmOf()).toMatchObject({ level: 'high', peak: 80, threshold: 75 });
  });

  it('reaches the live stream of those who see the room, and no one else', async () => {
    const base = demo.app.server.listening
      ? `http://127.0.0.1:${(demo.app.server.address() as AddressInfo).port}`
      : await demo.app.listen({ port: 0, host: '127.0.0.1' });
    const own = await openEventStream(`${base}/api/events`, demo.cookieOf('customer'));
    const other = await openEventStream(`${base}/api/events`, demo.cookieOf('manufacturer'));
    try {
      const room = await roomWithDevice();
      await room.send(0, 6, 70);
      await vi.waitFor(() => expect(own.events.some((event) => event.type === 'alarm' && event.roomId === room.roomId)).toBe(true), { timeout: 5000 });
      const event = own.events.find((item) => item.type === 'alarm' && item.roomId === room.roomId);
      expect(event).toMatchObject({ type: 'alarm', monitorId: room.monitorId, alarm: { roomId: room.roomId, level: 'medium', state: 'active' } });
      expect(other.events.filter((item) => item.type === 'alarm')).toEqual([]);
    } finally {
      own.close();
      other.close();
    }
  });
});

describe("a room's noise alert (GET /api/rooms, GET /api/rooms/{id})", () => {
  it('shows noiseAlert while an active noise alarm exists and the device reports, with the active alarms in the detail', async () => {
    const room = await roomWithDevice({ name: 'Sala ruidosa' });
    await room.send(0, 6, 70);
    // The device reports again now (one reading does not end the alarm): its room is connected.
    await room.send((demo.server.clock.now().getTime() - twoAm.getTime()) / minuteMs, 1, 70);
    const statusOf = async () => (await get<{ status: string; alarms?: AlarmResponse[] }>('customer', `/api/rooms/${room.roomId}`)).body;
    expect(await statusOf()).toMatchObject({ status: 'noiseAlert', alarms: [{ type: 'sound', level: 'medium', state: 'active' }] });
    const listed = await get<{ rooms: { _id: string }[] }>('customer', '/api/rooms?status=noiseAlert&limit=25');
    expect(listed.body.rooms.map((item) => item._id)).toContain(room.roomId);
    const connected = await get<{ rooms: { _id: string }[] }>('customer', '/api/rooms?status=connected&limit=25');
    expect(connected.body.rooms.map((item) => item._id)).not.toContain(room.roomId);

    const [alarm] = await demo.server.db.select().from(alarms).where(eq(alarms.roomId, room.roomId));
    await demo.as('customer', { method: 'POST', url: `/api/alarms/${alarm?.id ?? ''}/resolve` });
    expect(await statusOf()).toMatchObject({ status: 'connected', alarms: [] });
  });
});

describe('GET /api/alarms/paginated', () => {
  it('shows by default only the alarms that notified someone; showAll adds the rest; filters and pages', async () => {
    const room = await roomWithDevice();
    const quietOne = await insertAlarm({ roomId: room.roomId, createdAt: at(-60), type: 'occupancy', level: 'medium' });
    const notified = await insertAlarm({ roomId: room.roomId, createdAt: at(-30) });
    await demo.server.db.insert(notificationJobs).values({
      dedupeKey: `test:${notified.id}`,
      alarmId: notified.id,
      roomId: room.roomId,
      kind: 'alarm-host',
      channel: 'email',
      to: 'x@example.com',
      language: 'es',
      payload: { text: 'x' },
    });

    const byDefault = await get<{ alarms: AlarmResponse[]; totalAlarms: number; totalPages: number }>(
      'customer',
      `/api/alarms/paginated?roomId=${room.roomId}`,
    );
    expect(byDefault.body).toMatchObject({ totalAlarms: 1, totalPages: 1, alarms: [{ _id: notified.id }] });
    const all = await get<{ alarms: AlarmResponse[]; totalAlarms: number }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true`);
    expect(all.body.alarms.map((alarm) => alarm._id)).toEqual([notified.id, quietOne.id]);
    const typed = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&type=occupancy`);
    expect(typed.body.alarms.map((alarm) => alarm._id)).toEqual([quietOne.id]);
    const ranged = await get<{ alarms: AlarmResponse[] }>(
      'customer',
      `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&from=${at(-45).toISOString()}&to=${at(0).toISOString()}`,
    );
    expect(ranged.body.alarms.map((alarm) => alarm._id)).toEqual([notified.id]);
    const paged = await get<{ alarms: AlarmResponse[]; totalPages: number }>(
      'customer',
      `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&limit=1&page=2`,
    );
    expect(paged.body).toMatchObject({ totalPages: 2, alarms: [{ _id: quietOne.id }] });
    const oldestFirst = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&sortKey=createdAt`);
    expect(oldestFirst.body.alarms.map((alarm) => alarm._id)).toEqual([quietOne.id, notified.id]);
    // Empty filters, as the panel's cleared fields send them, are ignored.
    expect((await get('customer', `/api/alarms/paginated?roomId=${room.roomId}&type=&from=`)).status).toBe(200);
  });

  it('filters by state: the active ones (the dashboard counts them) or the resolved ones, in the CSV export too', async () => {
    const room = await roomWithDevice();
    const active = await insertAlarm({ roomId: room.roomId, createdAt: at(-20), type: 'sound', level: 'medium', state: 'active', resolvedAt: null });
    const resolved = await insertAlarm({ roomId: room.roomId, createdAt: at(-40) });
    const ids = async (state: string) =>
      (await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&state=${state}`)).body.alarms.map(
        (alarm) => alarm._id,
      );
    expect(await ids('active')).toEqual([active.id]);
    expect(await ids('resolved')).toEqual([resolved.id]);
    expect(await ids('')).toEqual([active.id, resolved.id]);
    const counted = await get<{ totalAlarms: number; alarms: AlarmResponse[] }>(
      'customer',
      `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&state=active&limit=1`,
    );
    expect(counted.body).toMatchObject({ totalAlarms: 1, alarms: [{ _id: active.id, state: 'active' }] });
    const csv = await demo.as('customer', { method: 'GET', url: `/api/alarms/export.csv?roomId=${room.roomId}&showAll=true&state=resolved` });
    expect(csv.body).toContain(resolved.id);
    expect(csv.body).not.toContain(active.id);

    // Resolved by a person, it leaves the active ones.
    expect((await demo.as('customer', { method: 'POST', url: `/api/alarms/${active.id}/resolve` })).statusCode).toBe(200);
    expect(await ids('active')).toEqual([]);
    expect(await ids('resolved')).toEqual([active.id, resolved.id]);
  });

  it("counts the active alarms of the caller's rooms only", async () => {
    const [stranger] = await demo.server.db
      .insert(users)
      .values({
        username: 'extrano-activas',
        email: 'extrano-activas@example.com',
        name: 'Extraño',
        role: 'customer',
        customerId: demo.otherCustomerId,
        passwordHash: 'x',
      })
      .returning();
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Cabaña activa', ownerId: stranger?.id ?? null })
      .returning();
    const theirs = await insertAlarm({ roomId: room?.id ?? '', ownerId: stranger?.id ?? null, state: 'active', resolvedAt: null });
    const activeIds = async (role: 'customer' | 'admin') => {
      const first = await get<{ totalAlarms: number }>(role, '/api/alarms/paginated?showAll=true&state=active&limit=25');
      const pages = Math.ceil(first.body.totalAlarms / 25);
      const all: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await get<{ alarms: AlarmResponse[] }>(role, `/api/alarms/paginated?showAll=true&state=active&limit=25&page=${page}`);
        all.push(...answer.body.alarms.map((alarm) => alarm._id));
      }
      return all;
    };
    expect(await activeIds('customer')).not.toContain(theirs.id);
    expect(await activeIds('admin')).toContain(theirs.id);
  });

  it('sorts by priority: the active alarms first, the most severe and then the oldest first; then the resolved ones, newest first', async () => {
    const room = await roomWithDevice();
    const active = { state: 'active' as const, resolvedAt: null };
    const quieter = await insertAlarm({ roomId: room.roomId, ...active, type: 'sound', level: 'medium', createdAt: at(-60) });
    const older = await insertAlarm({ roomId: room.roomId, ...active, type: 'smoking', level: 'high', createdAt: at(-30) });
    const newer = await insertAlarm({ roomId: room.roomId, ...active, type: 'occupancy', level: 'high', createdAt: at(-10) });
    const resolvedOld = await insertAlarm({ roomId: room.roomId, createdAt: at(-100) });
    const resolvedNew = await insertAlarm({ roomId: room.roomId, createdAt: at(-5) });
    const ids = async (query: string) =>
      (await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true&${query}`)).body.alarms.map(
        (alarm) => alarm._id,
      );
    expect(await ids('sortKey=priority')).toEqual([older.id, newer.id, quieter.id, resolvedNew.id, resolvedOld.id]);
    expect(await ids('sortKey=priority&limit=2&page=2')).toEqual([quieter.id, resolvedNew.id]);
    expect(await ids('sortKey=priority&sortDirection=desc')).toEqual([resolvedOld.id, resolvedNew.id, quieter.id, newer.id, older.id]);
  });

  it('answers 400 in the error shape to bad filters, translated', async () => {
    for (const query of ['type=fire', 'state=open', 'from=yesterday', 'roomId=42', 'showAll=maybe', 'page=0', 'limit=26', 'sortKey=peak']) {
      const response = await get<{ statusCode: number; message: string }>('customer', `/api/alarms/paginated?${query}`, { 'accept-language': 'en' });
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    }
  });

  it("lists another customer's alarms to nobody of this customer, and an owner filter cannot widen it", async () => {
    const [stranger] = await demo.server.db
      .insert(users)
      .values({
        username: 'extrano-alarmas',
        email: 'extrano-alarmas@example.com',
        name: 'Extraño',
        role: 'customer',
        customerId: demo.otherCustomerId,
        passwordHash: 'x',
      })
      .returning();
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Cabaña', ownerId: stranger?.id ?? null })
      .returning();
    const theirs = await insertAlarm({ roomId: room?.id ?? '', ownerId: stranger?.id ?? null });
    const asCustomer = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?showAll=true&ownerId=${stranger?.id ?? ''}`);
    expect(asCustomer.body.alarms).toEqual([]);
    const asAdmin = await get<{ alarms: AlarmResponse[] }>('admin', `/api/alarms/paginated?showAll=true&ownerId=${stranger?.id ?? ''}`);
    expect(asAdmin.body.alarms.map((alarm) => alarm._id)).toEqual([theirs.id]);
    expect((await get('customer', `/api/alarms/${room?.id ?? ''}`)).status).toBe(404);
    expect((await demo.as('customer', { method: 'POST', url: `/api/alarms/${theirs.id}/resolve` })).statusCode).toBe(404);
  });
});

describe('GET /api/alarms/statistics, /api/alarms/{roomId} and its range', () => {
  it('counts the last 7 and 30 days and all, of a room or an owner', async () => {
    const room = await roomWithDevice();
    const now = demo.server.clock.now().getTime();
    const day = 24 * 60 * minuteMs;
    for (const daysAgo of [1, 6, 10, 29, 40]) await insertAlarm({ roomId: room.roomId, createdAt: new Date(now - daysAgo * day) });
    const stats = await get('customer', `/api/alarms/statistics?roomId=${room.roomId}`);
    expect(stats.body).toEqual({ last7Days: 2, last30Days: 4, total: 5 });
    expect((await get('manufacturer', `/api/alarms/statistics?roomId=${room.roomId}`)).status).toBe(403);
  });

  it("answers a room's alarms, newest first, and those of a range", async () => {
    const room = await roomWithDevice();
    const older = await insertAlarm({ roomId: room.roomId, createdAt: at(-120) });
    const newer = await insertAlarm({ roomId: room.roomId, createdAt: at(-10) });
    const all = await get<{ alarms: AlarmResponse[] }>('manager', `/api/alarms/${room.roomId}`);
    expect(all.body.alarms.map((alarm) => alarm._id)).toEqual([newer.id, older.id]);
    const ranged = await get<{ alarms: AlarmResponse[] }>(
      'customer',
      `/api/alarms/${room.roomId}/range?from=${at(-60).toISOString()}&to=${at(0).toISOString()}`,
    );
    expect(ranged.body.alarms.map((alarm) => alarm._id)).toEqual([newer.id]);
    expect((await get('customer', `/api/alarms/${room.roomId}/range?from=${at(0).toISOString()}&to=${at(-60).toISOString()}`)).status).toBe(400);
    expect((await get('customer', `/api/alarms/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('acknowledge and resolve', () => {
  it('records who and when, audited; resolving twice answers 409; a noise that goes on needs the sustain time again', async () => {
    const room = await roomWithDevice();
    await room.send(0, 6, 70);
    const [alarm] = await demo.server.db.select().from(alarms).where(eq(alarms.roomId, room.roomId));
    const id = alarm?.id ?? '';
    const managerId = demo.accounts.get('manager')?.id;

    const acknowledged = await demo.as('manager', { method: 'POST', url: `/api/alarms/${id}/acknowledge` });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      acknowledged: { at: demo.server.clock.now().toISOString(), by: { _id: managerId, username: 'manager' } },
      state: 'active',
    });
    demo.server.clock.advance(minuteMs);
    const again = await demo.as('customer', { method: 'POST', url: `/api/alarms/${id}/acknowledge` });
    expect(again.json()).toMatchObject({ acknowledged: { by: { _id: managerId } } });

    const resolved = await demo.as('customer', { method: 'POST', url: `/api/alarms/${id}/resolve` });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      state: 'resolved',
      resolved: { at: demo.server.clock.now().toISOString(), by: { _id: ownerId, username: 'customer' } },
    });
    const twice = await demo.as('customer', { method: 'POST', url: `/api/alarms/${id}/resolve`, headers: { 'accept-language': 'en' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ statusCode: 409, message: 'The alarm is already resolved' });

    const audited = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'alarm'), eq(auditLog.targetId, id)));
    expect(audited.map((entry) => [entry.action, entry.actorUsername])).toEqual([
      ['alarm.acknowledge', 'manager'],
      ['alarm.resolve', 'customer'],
    ]);
    const [evaluation] = await demo.server.db.select().from(alarmEvaluations).where(eq(alarmEvaluations.roomId, room.roomId));
    expect(evaluation?.state.noise).toEqual({ low: null, medium: null, high: null, quietSince: null });

    // The party goes on: a new alarm after 5 more minutes, not at the next reading.
    await room.send(6, 3, 70);
    expect(
      await demo.server.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.roomId, room.roomId), eq(alarms.state, 'active'))),
    ).toEqual([]);
    await room.send(9, 3, 70);
    expect(
      await demo.server.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.roomId, room.roomId), eq(alarms.state, 'active'))),
    ).toMatchObject([{ createdAt: at(11) }]);
  });

  it('keeps why and the note given when resolving, in the answer, the list and the CSV; refuses a bad reason, translated', async () => {
    const room = await roomWithDevice();
    const alarm = await insertAlarm({ roomId: room.roomId, state: 'active', resolvedAt: null });
    const resolve = (payload: unknown, language = 'es') =>
      demo.as('manager', { method: 'POST', url: `/api/alarms/${alarm.id}/resolve`, headers: { 'accept-language': language }, payload: payload as object });

    const badReason = await resolve({ reason: 'boredom', note: 'x' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ statusCode: 400, message: 'reason: Elige una de las opciones' });
    expect((await resolve({ reason: 'boredom' }, 'en')).json()).toMatchObject({ message: 'reason: Choose one of the options' });
    const tooLong = await resolve({ note: 'a'.repeat(1001) }, 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('note: Cannot have more than 1000 characters');
    // Nothing was resolved by the refused calls.
    const [still] = await demo.server.db.select().from(alarms).where(eq(alarms.id, alarm.id));
    expect(still).toMatchObject({ state: 'active', resolutionReason: null, resolutionNote: null });

    const resolved = await resolve({ reason: 'guestsWarned', note: '  Llamé al huésped; bajan la música.  ' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().resolved).toEqual({
      at: demo.server.clock.now().toISOString(),
      by: { _id: demo.accounts.get('manager')?.id, username: 'manager' },
      reason: 'guestsWarned',
      note: 'Llamé al huésped; bajan la música.',
    });
    const listed = await get<{ alarms: AlarmResponse[] }>('customer', `/api/alarms/paginated?roomId=${room.roomId}&showAll=true`);
    expect(listed.body.alarms[0]?.resolved).toMatchObject({ reason: 'guestsWarned', note: 'Llamé al huésped; bajan la música.' });
    const csv = await demo.as('customer', { method: 'GET', url: `/api/alarms/export.csv?roomId=${room.roomId}&showAll=true` });
    expect(csv.body.split('\r\n')[1]).toMatch(/;manager;Huéspedes avisados;"Llamé al huésped; bajan la música."$/);
  });

  it('resolves without a body, and takes a blank note as none', async () => {
    const room = await roomWithDevice();
    const bare = await insertAlarm({ roomId: room.roomId, state: 'active', resolvedAt: null });
    const noBody = await demo.as('customer', { method: 'POST', url: `/api/alarms/${bare.id}/resolve` });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(Object.keys(noBody.json().resolved).sort()).toEqual(['at', 'by']);
    const blank = await insertAlarm({ roomId: room.roomId, state: 'active', resolvedAt: null, type: 'occupancy' });
    const blankNote = await demo.as('customer', { method: 'POST', url: `/api/alarms/${blank.id}/resolve`, payload: { reason: 'other', note: '   ' } });
    expect(blankNote.json().resolved).toMatchObject({ reason: 'other' });
    expect(blankNote.json().resolved).not.toHaveProperty('note');
  });

  it('answers 404 to an unknown alarm and 400 to an id that is not one', async () => {
    expect((await demo.as('admin', { method: 'POST', url: `/api/alarms/${crypto.randomUUID()}/acknowledge` })).statusCode).toBe(404);
    expect((await demo.as('admin', { method: 'POST', url: '/api/alarms/nope/resolve' })).statusCode).toBe(400);
  });
});

describe('GET /api/alarms/export.csv', () => {
  it('exports the filtered alarms as CSV, with cells that a spreadsheet would run as formulas neutralised', async () => {
    const room = await roomWithDevice();
    for (const [index, name] of ['=HYPERLINK("http://evil.example","clic")', '+34 fiesta', '-1', '@SUM(A1)', '\tTab', '\rRetorno', 'Sala "normal"'].entries()) {
      await insertAlarm({ roomId: room.roomId, name, createdAt: at(-index) });
    }
    const response = await demo.as('customer', { method: 'GET', url: `/api/alarms/export.csv?roomId=${room.roomId}&showAll=true` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="alarms.csv"');
    const lines = response.body.split('\r\n');
    // The byte-order mark, then the Spanish header (the rest: src/platform/export/export.test.ts).
    expect(lines[0]).toMatch(/^\uFEFFId;Fecha \(Europe\/Madrid\);Alarma;Tipo;Nivel;Sala;/);
    // A cell is quoted when it needs it (quotes doubled); the room's name is the sixth.
    const cells = (line: string) =>
      [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map((match) => (match[1] ?? '').replace(/^"([\s\S]*)"$/, '$1').replaceAll('""', '"'));
    const names = lines.slice(1, -1).map((line) => cells(line)[5]);
    expect(names).toEqual(['\'=HYPERLINK("http://evil.example","clic")', "'+34 fiesta", "'-1", "'@SUM(A1)", "'\tTab", "'\rRetorno", 'Sala "normal"']);
    expect(lines.at(-1)).toBe('');
    // The filters and the caller's scope are the list's: another room's alarms are not in it.
    const empty = await demo.as('customer', { method: 'GET', url: `/api/alarms/export.csv?roomId=${crypto.randomUUID()}&showAll=true` });
    expect(empty.body.split('\r\n')).toHaveLength(2);
  });
});

describe('configuration', () => {
  it('reads the quiet and grace minutes, refusing values out of range', () => {
    expect(parseConfig({ SERENO_ALARM_QUIET_MINUTES: '30', SERENO_ALARM_GUEST_GRACE_MINUTES: '2' })).toMatchObject({
      alarmQuietMinutes: 30,
      alarmGuestGraceMinutes: 2,
    });
    expect(parseConfig({})).toMatchObject({ alarmQuietMinutes: 15, alarmGuestGraceMinutes: 5 });
    expect(() => parseConfig({ SERENO_ALARM_QUIET_MINUTES: '0' })).toThrow('SERENO_ALARM_QUIET_MINUTES must be a whole number of minutes from 1 to 240');
  });
});
