import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

describe('operations', () => {
  it('GET /api/health answers ok without a session, not cached', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("GET /api/ops/stats tells an administrator this process's id and how many readings it stored", async () => {
    const before = (await demo.as('admin', { method: 'GET', url: '/api/ops/stats' })).json();
    expect(before.process.id).toMatch(/^[0-9a-f]{12}$/);
    const { monitorId, token } = await insertDevice(demo.server.db);
    const readings = readingsFrom(1, 30, new Date(demo.server.clock.now().getTime() - 60 * 60 * 1000));
    const sent = await demo.app.inject({
      method: 'POST',
      url: `/api/devices/${monitorId}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(sent.statusCode).toBe(202);
    // A replay stores nothing, and counts nothing.
    await demo.app.inject({ method: 'POST', url: `/api/devices/${monitorId}/readings`, headers: { authorization: `Bearer ${token}` }, payload: readings });
    const after = (await demo.as('admin', { method: 'GET', url: '/api/ops/stats' })).json();
    expect(after.process.id).toBe(before.process.id);
    expect(after.ingest.stored - before.ingest.stored).toBe(30);
    // Its memory as the process sees it: the heap in use within the heap reserved, all within the resident set.
    const { rssBytes, heapUsedBytes, heapTotalBytes, externalBytes } = after.memory;
    expect(heapUsedBytes).toBeGreaterThan(0);
    expect(heapUsedBytes).toBeLessThanOrEqual(heapTotalBytes);
    expect(heapTotalBytes).toBeLessThan(rssBytes);
    expect(externalBytes).toBeGreaterThan(0);
    // Without MQTT_URL there are no MQTT counters.
    expect(after.mqtt).toBeNull();
    // The job runners' counters: the demo has no SMTP.
    expect(after.jobs).toMatchObject({ notifications: { claimed: expect.any(Number), sent: expect.any(Number), failed: expect.any(Number) }, email: null });
  });
});
