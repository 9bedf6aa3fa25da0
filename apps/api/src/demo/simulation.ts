// Demo mode's live rooms: the demo devices send believable readings to this very server over HTTP,
// as real devices would (src/simulator), a reading a minute each for as long as the server runs. A
// fresh demo first gets the past `demoBackfillHours`, so that its charts open full; after a restart
// the devices carry on from the `seq` they had reached, from the time of the restart: the minutes the
// server was down stay empty, as they would for devices that were off, and nothing is sent twice.
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { devices } from '../db/schema/devices.ts';
import type { Database } from '../platform/database.ts';
import { deviceModel } from '../simulator/device-model.ts';
import { httpSender } from '../simulator/senders.ts';
import { createSimulation, type SendTrouble, type Simulation } from '../simulator/simulation.ts';
import { demoDevices, demoDeviceToken } from './devices.ts';

export const demoBackfillHours = 24;

export interface DemoSimulationOptions {
  db: Database;
  baseUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  /** The server's clock (demo mode may run it fast: SERENO_DEMO_CLOCK_SPEED). */
  clock?: () => Date;
  /** A reading every this many ms of the clock's time (default: a minute); the tests shorten it. */
  readingEveryMs?: number;
  /** A round of sending every this many real ms (default: 10 s). */
  sendEveryMs?: number;
  /** How much of the past a fresh demo's devices send first (default: `demoBackfillHours`). */
  backfillHours?: number;
}

export interface DemoSimulation extends Simulation {
  /** Settles once the backfill is done (at once without one) and the live loop runs: the readings backfilled. */
  filled: Promise<number>;
}

/** One log line per trouble: a device refused is told once with the reason, and once when it sends again. */
function logTrouble(log: FastifyBaseLogger, trouble: SendTrouble): void {
  if (trouble.kind === 'recovered') log.info({ monitorId: trouble.monitorId, held: trouble.held }, 'a demo device is sending again');
  else if (trouble.kind === 'dropped')
    log.warn({ monitorId: trouble.monitorId, readings: trouble.count }, `the server refused a demo device's readings, which it drops: ${trouble.reason}`);
  else
    log.warn({ monitorId: trouble.monitorId, held: trouble.held }, `a demo device could not send its readings and keeps them to try again: ${trouble.reason}`);
}

/**
 * Starts the demo devices: resolves once it knows where each carries on from; the backfill of a fresh
 * demo then runs (`filled`), followed by the live loop. `stop()` ends either.
 */
export async function startDemoSimulation({
  db,
  baseUrl,
  secret,
  log,
  clock,
  readingEveryMs,
  sendEveryMs,
  backfillHours = demoBackfillHours,
}: DemoSimulationOptions): Promise<DemoSimulation> {
  const monitorIds = demoDevices.map((device) => device.monitorId);
  const rows = await db.select({ monitorId: devices.monitorId, lastSeq: devices.lastSeq }).from(devices).where(inArray(devices.monitorId, monitorIds));
  const lastSeq = new Map(rows.map((row) => [row.monitorId, row.lastSeq]));
  const present = monitorIds.filter((monitorId) => lastSeq.has(monitorId));
  const simulation = createSimulation({
    monitorIds: present,
    sender: httpSender({ baseUrl, tokenOf: (monitorId) => demoDeviceToken(secret, monitorId) }),
    firstSeqOf: (monitorId) => lastSeq.get(monitorId) ?? 0,
    // No random dropouts: a demo room that is disconnected is one the demo means to show so.
    modelOf: (monitorId, firstSeq) => deviceModel({ monitorId, firstSeq, dropoutChancePerMinute: 0 }),
    onTrouble: (trouble) => logTrouble(log, trouble),
    ...(clock ? { clock } : {}),
    ...(readingEveryMs ? { readingEveryMs } : {}),
    ...(sendEveryMs ? { sendEveryMs } : {}),
  });
  const fresh = present.length > 0 && present.every((monitorId) => lastSeq.get(monitorId) === null);
  const filled = (fresh ? simulation.backfill(backfillHours) : Promise.resolve(0)).then((sent) => {
    if (fresh) log.info({ readings: sent }, `the demo devices sent their last ${backfillHours} hours`);
    simulation.start();
    return sent;
  });
  return { ...simulation, filled };
}
