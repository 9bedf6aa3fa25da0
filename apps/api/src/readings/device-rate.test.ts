// The per-device limit of HTTP ingest (docs/devices.md, "Per-device limit"): a device past its
// allowance is answered 429 with Retry-After and nothing of its batch is stored, while another device
// is served as before; a wrong token spends nothing of a device's allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertDevice, readingsFrom, startIngestTestServer, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { createDeviceRate } from './ingest/device-rate.ts';

let server: IngestTestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startIngestTestServer();
  // One reading a second on average and a burst of 500: a full batch passes, the next one does not.
  app = await server.app({ SERENO_INGEST_DEVICE_RATE: '1', SERENO_INGEST_DEVICE_BURST: '500' });
});
afterAll(() => server.close());

const start = () => new Date(server.clock.now().getTime() - 60 * 60 * 1000);
const post = (monitorId: string, token: string, payload: unknown, language = 'es') =>
  app.inject({
    method: 'POST',
    url: `/api/devices/${monitorId}/readings`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: payload as object,
  });

describe('the per-device limit of HTTP ingest', () => {
  it('answers 429 with Retry-After past the allowance, stores nothing of that batch, and serves the other devices', async () => {
    const flooding = await insertDevice(server.db);
    const other = await insertDevice(server.db);

    const first = await post(flooding.monitorId, flooding.token, readingsFrom(1, 500, start()));
    expect(first.statusCode, first.body).toBe(202);
    const refused = await post(flooding.monitorId, flooding.token, readingsFrom(501, 100, start()), 'en');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^This device is sending too many readings/) });
    expect((await storedSeqs(server.db, flooding.monitorId)).length).toBe(500);

    const served = await post(other.monitorId, other.token, readingsFrom(1, 500, start()));
    expect(served.statusCode, served.body).toBe(202);
    expect(app.ingest.stats().rateLimited).toBeGreaterThanOrEqual(1);
  });

  it('spends nothing of a device’s allowance on a wrong token', async () => {
    const device = await insertDevice(server.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await post(device.monitorId, 'dev_wrong', readingsFrom(1, 500, start()));
      expect(wrong.statusCode).toBe(401);
    }
    const response = await post(device.monitorId, device.token, readingsFrom(1, 500, start()));
    expect(response.statusCode, response.body).toBe(202);
  });
});

describe('createDeviceRate', () => {
  it('refills the allowance with time, per device', () => {
    let now = 0;
    const rate = createDeviceRate({ perSecond: 100, burst: 500 }, () => now);
    rate.take('a', 500, 'es');
    expect(() => rate.take('a', 100, 'es')).toThrow(expect.objectContaining({ statusCode: 429, headers: { 'retry-after': '1' } }));
    rate.take('b', 500, 'es');
    now += 1000;
    rate.take('a', 100, 'es');
    expect(() => rate.take('a', 1, 'es')).toThrow(expect.objectContaining({ statusCode: 429 }));
    expect(rate.refused()).toBe(2);
  });

  it('takes a batch larger than the burst from a full bucket, and limits nothing at 0 a second', () => {
    const rate = createDeviceRate({ perSecond: 10, burst: 100 }, () => 0);
    rate.take('a', 500, 'es');
    const unlimited = createDeviceRate({ perSecond: 0, burst: 500 }, () => 0);
    for (let index = 0; index < 10; index += 1) unlimited.take('a', 500, 'es');
    expect(unlimited.refused()).toBe(0);
  });
});
