// The demo's devices against the real server over HTTP, with the real timers: the backfill of a fresh
// demo, readings that keep arriving afterwards, a restart that carries on, and a device the server
// refuses for a while. The live tests shorten the minute (a reading every 100 ms of the wall clock).
import { and, eq, isNull, max, min, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testSecret } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import { devices } from '../db/schema/devices.ts';
import { hashDeviceToken, issueDeviceToken } from '../devices/tokens.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';
import { rooms } from '../db/schema/rooms.ts';
import { demoDevices, demoDeviceToken } from './devices.ts';
import { seedDemo } from './seed.ts';
import { startDemoSimulation, type DemoSimulation } from './simulation.ts';

let database: OpenDatabase;
let app: FastifyInstance;
let baseUrl: string;
let simulation: DemoSimulation | undefined;
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

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: { level: number; msg: string; monitorId?: string }[] = [];
  const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } }).log;
  return { log, lines };
}

const liveDevices = demoDevices.map((device) => device.monitorId);
/** Per device: how many readings are stored, the lowest and highest seq, and the newest ts. */
async function storedPerDevice() {
  const rows = await database.db
    .select({
      monitorId: readings.monitorId,
      count: sql<number>`count(*)::int`,
      lowest: min(readings.seq),
      highest: max(readings.seq),
      newest: max(readings.ts),
    })
    .from(readings)
    .groupBy(readings.monitorId);
  return new Map(rows.map((row) => [row.monitorId, { count: row.count, lowest: Number(row.lowest), highest: Number(row.highest), newest: row.newest }]));
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('the demo, with real timers (a reading every 100 ms of the wall clock)', () => {
  const live = { readingEveryMs: 100, sendEveryMs: 50 };
  const backfillHours = 0.05;

  it('fills in the past through the real ingest, so the rooms open live, then keeps sending, round after round', async () => {
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log, ...live, backfillHours });
    const backfilled = await simulation.filled;
    const stored = await storedPerDevice();
    expect([...stored.keys()].sort()).toEqual(liveDevices);
    expect(backfilled).toBeGreaterThan(liveDevices.length * ((backfillHours * 3_600_000) / live.readingEveryMs) * 0.8);
    const [room] = await database.db.select().from(rooms).where(eq(rooms.monitorId, 'SRN-0001'));
    expect(room?.latest?.noise).toEqual(expect.any(Number));
    expect((await database.db.select({ monitorId: readings.monitorId }).from(readings).where(isNull(readings.roomId))).length).toBe(0);

    for (let round = 1; round <= 3; round++) {
      const from = await storedPerDevice();
      await waitFor(`round ${round}`, async () => {
        const now = await storedPerDevice();
        return liveDevices.every((monitorId) => (now.get(monitorId)?.count ?? 0) >= (from.get(monitorId)?.count ?? 0) + 5);
      });
    }
    const after = await storedPerDevice();
    for (const monitorId of liveDevices) {
      // Every seq once from 1, the live readings after the backfill's: nothing lost, nothing twice.
      expect([after.get(monitorId)?.lowest, after.get(monitorId)?.highest], monitorId).toEqual([1, after.get(monitorId)?.count]);
      expect(after.get(monitorId)?.count, monitorId).toBeGreaterThanOrEqual((stored.get(monitorId)?.count ?? 0) + 15);
      expect(Date.now() - (after.get(monitorId)?.newest?.getTime() ?? 0), monitorId).toBeLessThan(5_000);
    }
  });

  it('carries on after a restart from the seq each device reached and from the time of the restart: no second backfill, nothing invented for the downtime', async () => {
    await simulation?.stop();
    const stopped = await storedPerDevice();
    await sleep(1_000);
    const restartedAt = Date.now();
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log, ...live });
    expect(await simulation.filled).toBe(0);
    await waitFor('readings after the restart', async () => {
      const now = await storedPerDevice();
      return liveDevices.every((monitorId) => (now.get(monitorId)?.count ?? 0) >= (stopped.get(monitorId)?.count ?? 0) + 5);
    });
    for (const monitorId of liveDevices) {
      const [first] = await database.db
        .select({ seq: readings.seq, ts: readings.ts })
        .from(readings)
        .where(and(eq(readings.monitorId, monitorId), eq(readings.seq, (stopped.get(monitorId)?.highest ?? 0) + 1)));
      // The next seq, measured after the restart: the second the server was down has no readings.
      expect(first?.ts.getTime(), monitorId).toBeGreaterThanOrEqual(restartedAt);
      const now = await storedPerDevice();
      expect(now.get(monitorId)?.highest, monitorId).toBe(now.get(monitorId)?.count);
    }
  });

  it('keeps what the server refuses (401) and sends it once the server takes it again, telling it once in the log', async () => {
    await simulation?.stop();
    const { log, lines } = recordingLog();
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log, ...live });
    // SRN-0002's token no longer matches (as after a rotation elsewhere): the server answers 401.
    await database.db.update(devices).set({ tokenHash: issueDeviceToken().tokenHash }).where(eq(devices.monitorId, 'SRN-0002'));
    const refusedFrom = await storedPerDevice();
    // The others go on meanwhile, for many rounds.
    await waitFor('the other devices', async () => ((await storedPerDevice()).get('SRN-0001')?.count ?? 0) >= (refusedFrom.get('SRN-0001')?.count ?? 0) + 20);
    const warnings = lines.filter((line) => line.monitorId === 'SRN-0002' && line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/could not send its readings and keeps them to try again: 401 /);

    await database.db
      .update(devices)
      .set({ tokenHash: hashDeviceToken(demoDeviceToken(testSecret, 'SRN-0002')) })
      .where(eq(devices.monitorId, 'SRN-0002'));
    await waitFor('SRN-0002 sending again', async () => lines.some((line) => line.monitorId === 'SRN-0002' && line.msg === 'a demo device is sending again'));
    const after = await storedPerDevice();
    // What it held while refused is there: its seq has no hole.
    expect(after.get('SRN-0002')?.highest).toBe(after.get('SRN-0002')?.count);
    expect(after.get('SRN-0002')?.count).toBeGreaterThanOrEqual((refusedFrom.get('SRN-0002')?.count ?? 0) + 20);
    expect(lines.filter((line) => line.monitorId === 'SRN-0002' && line.level === 40)).toHaveLength(1);
  });
});
