// Ingest over a real MQTT broker: the machine's Mosquitto, or an embedded aedes where there is none.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, readingsFrom, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { startMqttIngestTest, type MqttIngestTest } from '../../test/mqtt-ingest.ts';
import { MQTT_MESSAGE_MAX_BYTES } from './dropped.ts';

let mqttTest: MqttIngestTest;
let server: IngestTestServer;
let app: FastifyInstance;
let device: MqttClient;
const maxPending = 500;

beforeAll(async () => {
  mqttTest = await startMqttIngestTest({ SERENO_INGEST_MAX_PENDING: String(maxPending) });
  ({ server, app, device } = mqttTest);
});
afterAll(() => mqttTest?.close());

const start = () => new Date(server.clock.now().getTime() - 60 * 60 * 1000);

const publish = (monitorId: string, payload: unknown) => mqttTest.publish(monitorId, payload);

describe('ingest over MQTT (sereno/v1/devices/{monitorId}/readings)', () => {
  it("stores a message's readings, the room's latest values, and publishes the events", async () => {
    const { monitorId, token, roomId } = await insertDevice(server.db);
    // Readings of the last minutes: the room connects (rooms/status.ts), then takes the values.
    const recent = () => new Date(server.clock.now().getTime() - 5 * 60_000);
    await publish(monitorId, { token, readings: readingsFrom(1, 25, recent()) });
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(25), { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(server.events.filter((event) => 'monitorId' in event && event.monitorId === monitorId).map((event) => event.type)).toEqual(['status', 'reading']),
    );
    const reading = server.events.find((event) => event.type === 'reading' && event.monitorId === monitorId);
    expect(reading).toMatchObject({ roomId, latest: { measuredAt: readingsFrom(25, 1, recent())[0]?.ts } });
  });

  it('stores a message delivered twice once', async () => {
    const { monitorId, token } = await insertDevice(server.db);
    const message = { token, readings: readingsFrom(1, 10, start()) };
    await publish(monitorId, message);
    await publish(monitorId, message);
    await publish(monitorId, { token, readings: readingsFrom(11, 1, start()) });
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(11), { timeout: 10_000 });
    expect(await storedSeqs(server.db, monitorId)).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));
  });

  it('drops invalid messages (acknowledged, logged) and goes on with the next ones', async () => {
    const { monitorId, token } = await insertDevice(server.db);
    const invalid: unknown[] = [
      'not json',
      '[1, 2]',
      { readings: readingsFrom(1, 2, start()) },
      { token: 'dev_wrong', readings: readingsFrom(1, 2, start()) },
      { token, readings: [{ seq: 1, ts: start().toISOString(), noise: 500 }] },
      { token, readings: [] },
      { token, readings: readingsFrom(1, 501, start()) },
    ];
    for (const payload of invalid) await publish(monitorId, payload);
    await device.publishAsync('sereno/v1/devices/readings', JSON.stringify({ token, readings: readingsFrom(1, 1, start()) }), { qos: 1 });
    await publish(monitorId, { token, readings: readingsFrom(100, 3, start()) });
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toEqual([100, 101, 102]), { timeout: 10_000 });
  });

  it(`protects the server from huge device messages (ASVS 5.0 V15.2.2): one over ${MQTT_MESSAGE_MAX_BYTES / 1024} KiB is dropped unread, counted, and logged once a minute per device`, async () => {
    const [first, second] = [await insertDevice(server.db), await insertDevice(server.db)];
    const dropped = () => app.mqttIngest()?.stats().droppedOversized ?? 0;
    const before = dropped();
    const warn = vi.spyOn(app.log, 'warn');
    const oversizedLines = () =>
      warn.mock.calls
        .filter(([, message]) => String(message).includes('over the size limit'))
        .map(([fields]) => fields as { monitorId: string; droppedSinceLastLine: number });
    // Valid batches padded with whitespace past the limit: parsed, they would be stored.
    const huge = (device: { token: string }, firstSeq: number) =>
      JSON.stringify({ token: device.token, readings: readingsFrom(firstSeq, 1, start()) }) + ' '.repeat(MQTT_MESSAGE_MAX_BYTES);
    try {
      for (let seq = 1; seq <= 3; seq++) await publish(first.monitorId, huge(first, seq));
      await publish(second.monitorId, huge(second, 1));
      await vi.waitFor(() => expect(dropped() - before).toBe(4), { timeout: 10_000 });
      expect(oversizedLines()).toEqual([
        expect.objectContaining({ monitorId: first.monitorId, droppedSinceLastLine: 1 }),
        expect.objectContaining({ monitorId: second.monitorId, droppedSinceLastLine: 1 }),
      ]);

      server.clock.advance(61_000);
      await publish(first.monitorId, huge(first, 4));
      // The device goes on: its next message, within the limit, is stored.
      await publish(first.monitorId, { token: first.token, readings: readingsFrom(5, 1, start()) });
      await vi.waitFor(() => expect(storedSeqs(server.db, first.monitorId)).resolves.toEqual([5]), { timeout: 10_000 });
      expect(dropped() - before).toBe(5);
      expect(oversizedLines().at(-1)).toMatchObject({ monitorId: first.monitorId, droppedSinceLastLine: 3 });
      expect(oversizedLines()).toHaveLength(3);
      expect(await storedSeqs(server.db, second.monitorId)).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it(`keeps a 10× flood within the bound (${maxPending} pending readings): it stops reading until there is room, and loses nothing`, async () => {
    const devices = await Promise.all(Array.from({ length: 4 }, () => insertDevice(server.db)));
    const before = app.ingest.stats();
    // A slow database: a transaction holds the readings table while the flood arrives.
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
    // 10 × the bound: 20 messages of 250 readings, 5 per device.
    const flood = devices.flatMap(({ monitorId, token }) =>
      Array.from({ length: 5 }, (_, index) => publish(monitorId, { token, readings: readingsFrom(1 + index * 250, 250, start()) })),
    );
    await Promise.all(flood);
    await vi.waitFor(() => expect(app.ingest.stats().pushedBack).toBeGreaterThan(before.pushedBack), { timeout: 10_000 });
    expect(app.ingest.stats().pending).toBeLessThanOrEqual(maxPending);
    unlock();
    await blocker;
    for (const { monitorId } of devices) {
      await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(1250), { timeout: 20_000 });
    }
    expect(app.ingest.stats().peakPending).toBeLessThanOrEqual(maxPending);
  });
});
