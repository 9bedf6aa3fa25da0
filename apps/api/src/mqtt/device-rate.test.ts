// The per-device limit over MQTT (docs/devices.md, "Per-device limit"): a device past its allowance
// has its messages dropped (acknowledged: the broker has already acknowledged them to the device),
// counted and logged once a minute, while the other devices are stored as before; the allowance
// refills with time, on the real clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, readingsFrom, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { startMqttIngestTest, type MqttIngestTest } from '../../test/mqtt-ingest.ts';

let mqttTest: MqttIngestTest;
let server: IngestTestServer;
let app: FastifyInstance;

// One reading a second on average and a burst of 500: a full message passes, the next one does not.
// Slow on purpose: a busy machine that takes seconds over the flood refills next to nothing meanwhile.
const perSecond = 1;
const burst = 500;

beforeAll(async () => {
  mqttTest = await startMqttIngestTest({ SERENO_INGEST_DEVICE_RATE: String(perSecond), SERENO_INGEST_DEVICE_BURST: String(burst) });
  ({ server, app } = mqttTest);
});
afterAll(() => mqttTest?.close());

const start = () => new Date(server.clock.now().getTime() - 60 * 60 * 1000);
const publish = (monitorId: string, payload: unknown) => mqttTest.publish(monitorId, payload);

describe('the per-device limit over MQTT', () => {
  it("drops a flooding device's messages past its allowance, counts and logs them, stores the other devices', and lets it in again once the allowance refills", async () => {
    const flooding = await insertDevice(server.db);
    const other = await insertDevice(server.db);
    const dropped = () => app.mqttIngest()?.stats().droppedRateLimited ?? 0;
    const warn = vi.spyOn(app.log, 'warn');
    const allowanceLines = () =>
      warn.mock.calls.filter(([, message]) => String(message).includes("past the device's allowance")).map(([fields]) => fields as Record<string, unknown>);
    try {
      await publish(flooding.monitorId, { token: flooding.token, readings: readingsFrom(1, burst, start()) });
      // The flood: five more messages at once, far past one reading a second.
      for (let message = 1; message <= 5; message++) {
        await publish(flooding.monitorId, { token: flooding.token, readings: readingsFrom(1 + message * 100 + burst, 100, start()) });
      }
      await publish(other.monitorId, { token: other.token, readings: readingsFrom(1, burst, start()) });

      await vi.waitFor(() => expect(storedSeqs(server.db, other.monitorId)).resolves.toHaveLength(burst), { timeout: 20_000 });
      await vi.waitFor(() => expect(dropped()).toBeGreaterThanOrEqual(4), { timeout: 20_000 });
      const stored = await storedSeqs(server.db, flooding.monitorId);
      // The burst, and at most what one reading a second refilled meanwhile (one message of 100).
      expect(stored.slice(0, burst)).toEqual(Array.from({ length: burst }, (_, index) => index + 1));
      expect(stored.length).toBeLessThanOrEqual(burst + 100);
      expect(dropped() + (stored.length - burst) / 100).toBe(5);
      expect(app.ingest.stats().rateLimited).toBeGreaterThanOrEqual(dropped());
      // One line for the flood, not one per message.
      expect(allowanceLines()).toEqual([expect.objectContaining({ monitorId: flooding.monitorId, readings: 100, droppedSinceLastLine: 1 })]);

      // One reading a second refills a message of 5 within five seconds (real time).
      let seq = 2000;
      await vi.waitFor(
        async () => {
          seq += 5;
          await publish(flooding.monitorId, { token: flooding.token, readings: readingsFrom(seq, 5, start()) });
          await vi.waitFor(() => expect(storedSeqs(server.db, flooding.monitorId)).resolves.toContain(seq), { timeout: 1500 });
        },
        { timeout: 30_000, interval: 500 },
      );
    } finally {
      warn.mockRestore();
    }
  });
});
