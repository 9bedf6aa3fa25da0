import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testSecret } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import { devices } from '../devices/table.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { readings } from '../readings/table.ts';
import { rooms } from '../rooms/table.ts';
import type { Simulation } from '../simulator/simulation.ts';
import { seedDemo } from './seed.ts';
import { demoBackfillHours, startDemoSimulation } from './simulation.ts';

let database: OpenDatabase;
let app: FastifyInstance;
let baseUrl: string;
let simulation: Simulation | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, testSecret);
  // The wall clock: the readings' timestamps must not be in the server's future.
  app = await buildApp({ config: testConfig(), db: database.db, clock: () => new Date() });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await simulation?.stop();
  await app.close();
  await database.close();
});

describe('the demo simulation', () => {
  it('sends the demo devices\' last 24 hours through the real ingest, so the rooms open live with a day of data', async () => {
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log });
    const stored = await database.db.select({ monitorId: readings.monitorId, roomId: readings.roomId }).from(readings);
    const perDevice = new Map<string, typeof stored>();
    for (const row of stored) perDevice.set(row.monitorId, (perDevice.get(row.monitorId) ?? []).concat(row));
    expect([...perDevice.keys()].sort()).toEqual(['SRN-0001', 'SRN-0002', 'SRN-0003']);
    for (const [monitorId, rows] of perDevice) {
      expect(rows.length, monitorId).toBeGreaterThan(demoBackfillHours * 60 * 0.8);
      expect(rows.every((row) => row.roomId !== null), monitorId).toBe(true);
    }
    const [room] = await database.db.select().from(rooms).where(eq(rooms.monitorId, 'SRN-0001'));
    expect(room?.latest?.noise).toEqual(expect.any(Number));
    expect(Date.now() - (room?.lastSeenAt?.getTime() ?? 0)).toBeLessThan(2 * 60 * 60 * 1000);
  });

  it('carries on after a restart from the seq each device reached, without a second backfill', async () => {
    await simulation?.stop();
    const before = await database.db.select({ monitorId: devices.monitorId, lastSeq: devices.lastSeq }).from(devices);
    const count = (await database.db.select({ seq: readings.seq }).from(readings)).length;
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log });
    expect((await database.db.select({ seq: readings.seq }).from(readings)).length).toBe(count);
    expect(before.every((device) => device.lastSeq === null || device.lastSeq > 1000)).toBe(true);
  });
});
