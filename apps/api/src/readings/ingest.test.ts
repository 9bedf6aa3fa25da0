import { READINGS_PER_BATCH_MAX } from '@sereno/validation';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, readingsFrom, startIngestTestServer, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { readings } from '../db/schema/readings.ts';
import { roomStatus } from '../rooms/status.ts';

let server: IngestTestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startIngestTestServer();
  app = await server.app();
});
afterAll(() => server.close());

/** An hour before the test clock: readings a device buffered a while ago. */
const start = () => new Date(server.clock.now().getTime() - 60 * 60 * 1000);

const post = (target: FastifyInstance, monitorId: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  target.inject({
    method: 'POST',
    url: `/api/devices/${monitorId}/readings`,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
    payload: payload as object,
  });

describe('POST /api/devices/{monitorId}/readings', () => {
  it('answers 202 once committed: the readings, the device and the room are up to date at once', async () => {
    const device = await insertDevice(server.db);
    const batch = readingsFrom(1, 20, start());
    const last = batch[19];
    if (last) Object.assign(last, { noise: 72.5, humidity: undefined, batteryMode: 'mains' });
    const response = await post(app, device.monitorId, device.token, batch);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: 20, duplicates: 0 });

    expect(await storedSeqs(server.db, device.monitorId)).toEqual(batch.map((reading) => reading.seq));
    const [stored] = await server.db.select().from(readings).where(eq(readings.monitorId, device.monitorId)).orderBy(readings.seq).limit(1);
    expect(stored).toMatchObject({ roomId: device.roomId, noise: 40, temperature: 21.5, humidity: 45, receivedAt: server.clock.now() });
    const [row] = await server.db.select().from(devices).where(eq(devices.monitorId, device.monitorId));
    expect(row).toMatchObject({ lastSeq: 20, lastSeenAt: server.clock.now() });
    const [room] = await server.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
    // The newest reading's values, with the fields it lacked kept from the ones before it.
    expect(room?.latest).toEqual({ noise: 72.5, temperature: 21.5, humidity: 45, batteryMode: 'mains', measuredAt: last?.ts });
    // The room's last contact is its newest reading's time, not the receipt: these are an hour old.
    expect(room?.lastSeenAt).toEqual(new Date(last?.ts ?? 0));
  });

  it('leaves a room disconnected by a backlog of old readings, and connects it with a fresh one', async () => {
    const device = await insertDevice(server.db);
    const before = server.events.length;
    expect((await post(app, device.monitorId, device.token, readingsFrom(1, 3, start()))).statusCode).toBe(202);
    await vi.waitFor(() => expect(server.events.length).toBe(before + 1));
    expect(server.events.slice(before).map((event) => event.type)).toEqual(['reading']);
    const statusOf = async () => {
      const [room] = await server.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
      return room ? roomStatus(room, server.clock.now()) : undefined;
    };
    expect(await statusOf()).toBe('disconnected');
    // A reading of a minute ago (a receipt a little later): connected, and said so before the values.
    const fresh = new Date(server.clock.now().getTime() - 60_000);
    expect((await post(app, device.monitorId, device.token, [{ seq: 50, ts: fresh.toISOString(), noise: 41 }])).statusCode).toBe(202);
    await vi.waitFor(() => expect(server.events.length).toBe(before + 3));
    expect(server.events.slice(before + 1).map((event) => event.type)).toEqual(['status', 'reading']);
    expect(await statusOf()).toBe('connected');
    const [room] = await server.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
    expect(room?.lastSeenAt).toEqual(fresh);
  });

  it('keeps the newest values when an older batch arrives late, and merges a newer partial one', async () => {
    const device = await insertDevice(server.db);
    await post(app, device.monitorId, device.token, readingsFrom(100, 5, start()));
    await post(app, device.monitorId, device.token, readingsFrom(10, 5, start(), { noise: 99 }));
    const [afterOld] = await server.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
    expect(afterOld?.latest?.noise).not.toBe(99);
    await post(app, device.monitorId, device.token, [{ seq: 200, ts: new Date(start().getTime() + 200_000).toISOString(), pax: 3 }]);
    const [afterNew] = await server.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
    expect(afterNew?.latest).toMatchObject({ pax: 3, temperature: 21.5, humidity: 45 });
    const [row] = await server.db.select().from(devices).where(eq(devices.monitorId, device.monitorId));
    expect(row?.lastSeq).toBe(200);
  });

  it('stores a replay once and counts it as duplicates, also within one batch', async () => {
    const device = await insertDevice(server.db);
    const first = readingsFrom(1, 10, start());
    expect((await post(app, device.monitorId, device.token, first)).json()).toEqual({ accepted: 10, duplicates: 0 });
    expect((await post(app, device.monitorId, device.token, first)).json()).toEqual({ accepted: 0, duplicates: 10 });
    const overlapping = [...readingsFrom(6, 10, start()), ...readingsFrom(15, 1, start())];
    expect((await post(app, device.monitorId, device.token, overlapping)).json()).toEqual({ accepted: 5, duplicates: 6 });
    expect(await storedSeqs(server.db, device.monitorId)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
  });

  it('stores the readings of a device in no room, without a room', async () => {
    const device = await insertDevice(server.db, { withRoom: false });
    expect((await post(app, device.monitorId, device.token, readingsFrom(1, 3, start()))).statusCode).toBe(202);
    const stored = await server.db.select({ roomId: readings.roomId }).from(readings).where(eq(readings.monitorId, device.monitorId));
    expect(stored).toEqual([{ roomId: null }, { roomId: null }, { roomId: null }]);
  });

  it("answers 401 alike to no token, a wrong token, another device's token and an unknown monitorId", async () => {
    const device = await insertDevice(server.db);
    const other = await insertDevice(server.db);
    const batch = readingsFrom(1, 2, start());
    const answers = [
      await post(app, device.monitorId, null, batch),
      await post(app, device.monitorId, 'dev_wrong', batch),
      await post(app, device.monitorId, other.token, batch),
      await post(app, 'SRN-NOT-A-DEVICE', device.token, batch),
      await post(app, device.monitorId, device.token, batch, { authorization: `Basic ${device.token}` }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Falta el token del dispositivo o no es válido para este monitorId' });
      expect(Object.keys(response.json<object>()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    }
    const english = await post(app, device.monitorId, 'dev_wrong', batch, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toBe('The device token is missing or not valid for this monitorId');
    expect(await storedSeqs(server.db, device.monitorId)).toEqual([]);
  });

  it('refuses the whole batch when one reading is invalid, naming it (reading #37 of 50)', async () => {
    const device = await insertDevice(server.db);
    const batch: unknown[] = readingsFrom(1, 50, start());
    batch[36] = { ...(batch[36] as object), noise: 200 };
    const response = await post(app, device.monitorId, device.token, batch, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('body[36].noise: Must be between 0 and 140');
    expect(await storedSeqs(server.db, device.monitorId)).toEqual([]);
    const [row] = await server.db.select().from(devices).where(eq(devices.monitorId, device.monitorId));
    expect(row?.lastSeq).toBeNull();
  });

  it('answers 400 with each bad field: missing seq, a bad date, an unknown field, the wrong type', async () => {
    const device = await insertDevice(server.db);
    const ts = start().toISOString();
    const response = await post(app, device.monitorId, device.token, [
      { ts },
      { seq: 2, ts: 'yesterday' },
      { seq: 3, ts, loud: true },
      { seq: 4, ts, pax: 'many' },
    ]);
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    for (const field of ['body[0].seq', 'body[1].ts', 'body[2]', 'body[3].pax']) expect(message).toContain(`${field}: `);
    expect(await storedSeqs(server.db, device.monitorId)).toEqual([]);
  });

  it(`answers 400 to an empty batch, more than ${READINGS_PER_BATCH_MAX} readings, an object and invalid JSON`, async () => {
    const device = await insertDevice(server.db);
    for (const payload of [[], readingsFrom(1, READINGS_PER_BATCH_MAX + 1, start()), { seq: 1, ts: start().toISOString() }]) {
      const response = await post(app, device.monitorId, device.token, payload, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(`body: must be a JSON array of 1 to ${READINGS_PER_BATCH_MAX} readings`);
    }
    const broken = await app.inject({
      method: 'POST',
      url: `/api/devices/${device.monitorId}/readings`,
      headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
      payload: '[{"seq":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedSeqs(server.db, device.monitorId)).toEqual([]);
    expect((await post(app, device.monitorId, device.token, readingsFrom(1, READINGS_PER_BATCH_MAX, start()))).json()).toEqual({
      accepted: READINGS_PER_BATCH_MAX,
      duplicates: 0,
    });
  });

  it('refuses readings more than 5 minutes in the future (a wrong device clock)', async () => {
    const device = await insertDevice(server.db);
    const now = server.clock.now().getTime();
    const batch = [
      { seq: 1, ts: new Date(now + 4 * 60_000).toISOString() },
      { seq: 2, ts: new Date(now + 6 * 60_000).toISOString() },
    ];
    const response = await post(app, device.monitorId, device.token, batch, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("body[1].ts: the time is more than 5 minutes in the future; check the device's clock");
    expect((await post(app, device.monitorId, device.token, batch.slice(0, 1))).statusCode).toBe(202);
  });

  it('publishes the reading (and the room now connected) only after the commit', async () => {
    const device = await insertDevice(server.db);
    const before = server.events.length;
    // Readings of the last minutes: the room connects (an hour-old backlog would not).
    const recent = () => new Date(server.clock.now().getTime() - 5 * 60_000);
    expect((await post(app, device.monitorId, device.token, readingsFrom(1, 3, recent()))).statusCode).toBe(202);
    await vi.waitFor(() => expect(server.events.length).toBe(before + 2));
    const published = server.events.slice(before).filter((event) => 'monitorId' in event && event.monitorId === device.monitorId);
    expect(published.map((event) => event.type)).toEqual(['status', 'reading']);
    expect(published[0]).toEqual({ type: 'status', roomId: device.roomId, monitorId: device.monitorId, status: 'connected' });
    expect(published[1]).toMatchObject({ type: 'reading', roomId: device.roomId, latest: { noise: 42, measuredAt: readingsFrom(3, 1, recent())[0]?.ts } });

    // Connected already: only the reading; a pure replay: nothing.
    const again = server.events.length;
    for (const seq of [4, 4, 5]) await post(app, device.monitorId, device.token, readingsFrom(seq, 1, recent()));
    await vi.waitFor(() => expect(server.events.length).toBe(again + 2));
    const measured = server.events.slice(again).map((event) => (event.type === 'reading' ? event.latest.measuredAt : event.type));
    expect(measured).toEqual([readingsFrom(4, 1, recent())[0]?.ts, readingsFrom(5, 1, recent())[0]?.ts]);
  });

  it('publishes after the commit: a subscriber querying the database then finds the readings', async () => {
    const device = await insertDevice(server.db);
    const seen: number[] = [];
    server.onPublish = async (event) => {
      if (event.type === 'reading' && event.monitorId === device.monitorId) seen.push((await storedSeqs(server.db, device.monitorId)).length);
    };
    try {
      expect((await post(app, device.monitorId, device.token, readingsFrom(1, 7, start()))).statusCode).toBe(202);
      // The callers are answered first, then the events go out.
      await vi.waitFor(() => expect(seen).toEqual([7]));
    } finally {
      server.onPublish = null;
    }
  });

  it('pushes back with 503 and Retry-After past the bound of pending readings, and never holds more', async () => {
    const bounded = await server.app({ SERENO_INGEST_MAX_PENDING: '500' });
    const flooding: Awaited<ReturnType<typeof insertDevice>>[] = [];
    for (let index = 0; index < 10; index += 1) flooding.push(await insertDevice(server.db));
    // A slow database: a transaction holds the readings table until the flood has been answered.
    let unlock: () => void = () => {};
    const held = new Promise<void>((resolve) => (unlock = resolve));
    let markLocked: () => void = () => {};
    const locked = new Promise<void>((resolve) => (markLocked = resolve));
    const blocker = server.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE readings IN EXCLUSIVE MODE`);
      markLocked();
      await held;
    });
    await locked;
    const flood = Promise.all(flooding.map((device) => post(bounded, device.monitorId, device.token, readingsFrom(1, 400, start()))));
    await vi.waitFor(() => expect(bounded.ingest.stats().pushedBack).toBe(9));
    expect(bounded.ingest.stats().pending).toBe(400);
    unlock();
    await blocker;
    const codes = (await flood).map((response) => response.statusCode).sort();
    expect(codes).toEqual([202, ...Array.from({ length: 9 }, () => 503)]);
    const refused = (await flood).find((response) => response.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json<{ statusCode: number }>().statusCode).toBe(503);
    expect(Object.keys(refused?.json<object>() ?? {}).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect(bounded.ingest.stats()).toMatchObject({ pending: 0, peakPending: 400 });
  });
});
