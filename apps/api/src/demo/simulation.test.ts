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
import { demoDevices, demoDeviceToken, liveDemoDevices } from './devices.ts';
import { demoMoments, momentCycleMinutes } from './moments.ts';
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

const liveDevices = liveDemoDevices.map((device) => device.monitorId);
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
async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// Real timers on a machine CI shares with another suite: minutes of deadline, not the default 30 s.
describe('the demo, with real timers (a reading every 100 ms of the wall clock)', { timeout: 240_000 }, () => {
  // No scripted moments here (their own test is below): every live device sends all along.
  const live = { readingEveryMs: 100, sendEveryMs: 50, moments: [] };
  // 36 demo minutes first, then the live loop, and 36 older minutes behind it (the week, shortened).
  const backfillHours = 0.01;
  const historyHours = 0.02;

  it('fills in the past through the real ingest, so the rooms open live, then keeps sending, round after round, the older days behind', async () => {
    const startedAt = Date.now();
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log, ...live, backfillHours, historyHours });
    const backfilled = await simulation.filled;
    const stored = await storedPerDevice();
    for (const monitorId of liveDevices)
      expect(stored.get(monitorId)?.count, monitorId).toBeGreaterThan(((backfillHours * 3_600_000) / live.readingEveryMs) * 0.8);
    expect(backfilled).toBeGreaterThan(liveDevices.length * ((backfillHours * 3_600_000) / live.readingEveryMs) * 0.8);
    // A device offline for hours sent nothing since, and its room was last heard from then (here a demo minute is 100 ms).
    for (const device of demoDevices.filter((candidate) => candidate.silentForMinutes !== undefined)) {
      const quietSince = startedAt - (device.silentForMinutes ?? 0) * live.readingEveryMs;
      expect(stored.get(device.monitorId)?.newest?.getTime() ?? 0, device.monitorId).toBeLessThan(quietSince);
      const [silentRoom] = await database.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
      expect(silentRoom?.lastSeenAt?.getTime(), device.monitorId).toBeLessThan(quietSince + 1_000);
    }
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
    const older = await simulation.history;
    const olderSlots = ((historyHours - backfillHours) * 3_600_000) / live.readingEveryMs;
    expect(older).toBeGreaterThanOrEqual(liveDevices.length * olderSlots * 0.9);
    const after = await storedPerDevice();
    for (const monitorId of liveDevices) {
      // Every seq once from 1: the older days' first, the backfill's and the live ones above: nothing lost, nothing twice.
      expect([after.get(monitorId)?.lowest, after.get(monitorId)?.highest], monitorId).toEqual([1, after.get(monitorId)?.count]);
      expect(after.get(monitorId)?.count, monitorId).toBeGreaterThanOrEqual((stored.get(monitorId)?.count ?? 0) + olderSlots * 0.9 + 15);
      expect(Date.now() - (after.get(monitorId)?.newest?.getTime() ?? 0), monitorId).toBeLessThan(5_000);
      // The oldest reading is the history's: as old as asked for.
      const [oldest] = await database.db
        .select({ ts: readings.ts })
        .from(readings)
        .where(and(eq(readings.monitorId, monitorId), eq(readings.seq, 1)));
      expect(oldest?.ts.getTime(), monitorId).toBeLessThan(startedAt - historyHours * 3_600_000 + 2 * live.readingEveryMs);
    }
    // The devices silent for hours (here longer than the whole history) sent no older day after they went quiet, and still count as silent since.
    for (const device of demoDevices.filter((candidate) => candidate.silentForMinutes !== undefined)) {
      const quietSince = startedAt - (device.silentForMinutes ?? 0) * live.readingEveryMs;
      expect(after.get(device.monitorId)?.newest?.getTime() ?? 0, device.monitorId).toBeLessThan(quietSince);
      const [silentRoom] = await database.db.select().from(rooms).where(eq(rooms.monitorId, device.monitorId));
      expect(silentRoom?.lastSeenAt?.getTime(), device.monitorId).toBeLessThan(quietSince + 1_000);
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

describe('the scripted moments, with real timers (a demo minute of 100 ms: a cycle of 4.5 s)', () => {
  it('play the party, the smoker, the crowd and the dropout again in every cycle', async () => {
    await simulation?.stop();
    const minuteMs = 100;
    const cycleMs = momentCycleMinutes * minuteMs;
    const startedAt = Date.now();
    simulation = await startDemoSimulation({ db: database.db, baseUrl, secret: testSecret, log: app.log, readingEveryMs: minuteMs, sendEveryMs: 50 });
    await waitFor('two cycles and a half', async () => {
      const [row] = await database.db
        .select({ newest: max(readings.ts) })
        .from(readings)
        .where(eq(readings.monitorId, 'SRN-0002'));
      return (row?.newest?.getTime() ?? 0) > startedAt + 2.5 * cycleMs;
    });
    /** The device's readings of the first two cycles. */
    const since = async (monitorId: string) =>
      (await database.db.select().from(readings).where(eq(readings.monitorId, monitorId)).orderBy(readings.ts)).filter(
        (reading) => reading.ts.getTime() >= startedAt && reading.ts.getTime() < startedAt + 2 * cycleMs,
      );
    const cyclesWhere = async (monitorId: string, test: (reading: typeof readings.$inferSelect) => boolean) =>
      [...new Set((await since(monitorId)).filter(test).map((reading) => Math.floor((reading.ts.getTime() - startedAt) / cycleMs)))].sort();
    for (const moment of demoMoments) expect(moment.from + moment.minutes, moment.kind).toBeLessThan(momentCycleMinutes);
    expect(await cyclesWhere('SRN-0001', (reading) => (reading.noise ?? 0) >= 80)).toEqual([0, 1]);
    expect(await cyclesWhere('SRN-0013', (reading) => (reading.smokingProbability ?? 0) >= 85)).toEqual([0, 1]);
    expect(await cyclesWhere('SRN-0025', (reading) => reading.pax === 10)).toEqual([0, 1]);
    // The dropout: twice a silence of more than 30 demo minutes, each time followed by readings again.
    const times = (await since('SRN-0004')).map((reading) => reading.ts.getTime());
    const silences = times.slice(1).filter((time, index) => time - (times[index] ?? time) > 30 * minuteMs);
    expect(silences.map((time) => Math.floor((time - startedAt) / cycleMs))).toEqual([0, 1]);
  });
});
