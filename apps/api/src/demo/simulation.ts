// Demo mode's live rooms: the demo devices send believable readings to this very server over HTTP,
// as real devices would (src/simulator), a reading a minute each for as long as the server runs. A
// fresh demo first gets the past `demoBackfillHours`, so that its charts open full, then the live
// loop starts and the older days of its week of history follow behind it (their `seq`s are the
// lowest, kept free for them); after a restart the devices carry on from the `seq` they had reached,
// from the time of the restart: the minutes the server was down stay empty, as they would for devices
// that were off, and nothing is sent twice.
// Each device plays its state (./devices.ts: a low battery, silent for hours) and, once live, its
// scripted moments (./moments.ts).
import type { FastifyBaseLogger } from 'fastify';
import { lastSeqsOf, setDeviceLastSeen } from '../devices/service.ts';
import { setRoomLastSeen } from '../rooms/queries.ts';
import type { Database } from '../platform/database.ts';
import { deviceModel } from '../simulator/device-model.ts';
import { seededRandom, seedOf } from '../simulator/random.ts';
import { httpSender } from '../simulator/senders.ts';
import { createSimulation, type SendTrouble, type Simulation } from '../simulator/simulation.ts';
import { demoDevices, demoDeviceToken, type DemoDevice } from './devices.ts';
import { withMoments, type Moment } from './moments.ts';

/**
 * The day sent before the live loop starts: a day of the demo's devices is about 45,000 readings, sent
 * in 8 to 45 s depending on the machine's load while the server keeps answering (docs/operations.md,
 * "The demo's backfill"). The rest of the week follows behind the live loop.
 */
export const demoBackfillHours = 24;
/** The whole history of a fresh demo, the backfill's day included (SERENO_DEMO_HISTORY_DAYS). */
export const demoHistoryHours = 7 * 24;

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
  /** How much of the past a fresh demo's devices send in all, the backfill's hours included (default: `demoHistoryHours`). */
  historyHours?: number;
  /** The scripted moments (default: demo/moments.ts's); the tests choose theirs. */
  moments?: readonly Moment[];
}

export interface DemoSimulation extends Simulation {
  /** Settles once the backfill is done (at once without one) and the live loop runs: the readings backfilled. */
  filled: Promise<number>;
  /** Settles once the older history has followed too (at once without one): the readings of the older days. */
  history: Promise<number>;
}

/** One log line per trouble: a device refused is told once with the reason, and once when it sends again. */
function logTrouble(log: FastifyBaseLogger, trouble: SendTrouble): void {
  if (trouble.kind === 'recovered') log.info({ monitorId: trouble.monitorId, held: trouble.held }, 'a demo device is sending again');
  else if (trouble.kind === 'dropped')
    log.warn({ monitorId: trouble.monitorId, readings: trouble.count }, `the server refused a demo device's readings, which it drops: ${trouble.reason}`);
  else
    log.warn({ monitorId: trouble.monitorId, held: trouble.held }, `a demo device could not send its readings and keeps them to try again: ${trouble.reason}`);
}

/** When the device went quiet: never for most. */
const silentFromOf = (device: DemoDevice | undefined, startedAt: number, minuteMs: number): number =>
  device?.silentForMinutes === undefined ? Infinity : startedAt - device.silentForMinutes * minuteMs;

/** A demo device's model: its state, then its moments. */
function demoModel(
  device: DemoDevice | undefined,
  {
    monitorId,
    firstSeq,
    startedAt,
    minuteMs,
    moments,
  }: { monitorId: string; firstSeq: number; startedAt: number; minuteMs: number; moments?: readonly Moment[] | undefined },
) {
  // No random dropouts: a demo room that is disconnected is one the demo means to show so.
  const model = deviceModel({
    monitorId,
    firstSeq,
    dropoutChancePerMinute: 0,
    ...(device?.battery === undefined ? {} : { battery: device.battery, recharged: false }),
  });
  const silentFrom = silentFromOf(device, startedAt, minuteMs);
  const playing = withMoments(model, { startedAt, minuteMs, ...(moments ? { moments } : {}) });
  return { monitorId, readingAt: (at: Date) => (at.getTime() >= silentFrom ? null : playing.readingAt(at)) };
}

/** Sets the last contact of the devices silent for hours to the time they went quiet. */
async function backdateSilentDevices(db: Database, devices: readonly DemoDevice[], startedAt: number, minuteMs: number): Promise<void> {
  for (const { monitorId, silentForMinutes } of devices) {
    if (silentForMinutes === undefined) continue;
    const at = new Date(startedAt - silentForMinutes * minuteMs);
    await setDeviceLastSeen(db, monitorId, at);
    await setRoomLastSeen(db, monitorId, at);
  }
}

/** A demo device's older days: the device as it was before the demo's day (its own battery, no moments), and silent once it went quiet. */
function olderModel({ monitorId, firstSeq, silentFrom }: { monitorId: string; firstSeq: number; silentFrom: number }) {
  const model = deviceModel({ monitorId, firstSeq, dropoutChancePerMinute: 0, random: seededRandom(seedOf(`${monitorId} older days`)) });
  return { monitorId, readingAt: (at: Date) => (at.getTime() >= silentFrom ? null : model.readingAt(at)) };
}

/**
 * Starts the demo devices: resolves once it knows where each carries on from; the backfill of a fresh
 * demo then runs (`filled`), followed by the live loop and, behind it, the older days (`history`).
 * `stop()` ends any of them.
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
  historyHours = demoHistoryHours,
  moments,
}: DemoSimulationOptions): Promise<DemoSimulation> {
  const lastSeq = await lastSeqsOf(
    db,
    demoDevices.map((device) => device.monitorId),
  );
  const present = new Map(demoDevices.filter((device) => lastSeq.has(device.monitorId)).map((device) => [device.monitorId, device]));
  const startedAt = (clock ?? (() => new Date()))().getTime();
  const minuteMs = readingEveryMs ?? 60_000;
  const fresh = present.size > 0 && [...present.keys()].every((monitorId) => lastSeq.get(monitorId) === null);
  // The older days come after the backfill but are older: their readings take the lowest seqs, from 1,
  // and a fresh demo's devices start above them, so that no seq is sent twice.
  const olderHours = Math.max(0, historyHours - backfillHours);
  const olderSlots = fresh ? Math.floor((olderHours * 3_600_000) / minuteMs) : 0;
  const sender = () => httpSender({ baseUrl, tokenOf: (monitorId) => demoDeviceToken(secret, monitorId) });
  const onTrouble = (trouble: SendTrouble) => logTrouble(log, trouble);
  const simulation = createSimulation({
    monitorIds: [...present.keys()],
    sender: sender(),
    firstSeqOf: (monitorId) => lastSeq.get(monitorId) ?? olderSlots,
    modelOf: (monitorId, firstSeq) => demoModel(present.get(monitorId), { monitorId, firstSeq, startedAt, minuteMs, moments }),
    onTrouble,
    // The whole day at once, then one device after the other: the first customer's rooms (SRN-0001…)
    // have their day within seconds, rather than every room an hour at a time for the whole backfill.
    backfillChunkMs: backfillHours * 3_600_000,
    ...(clock ? { clock } : {}),
    ...(readingEveryMs ? { readingEveryMs } : {}),
    ...(sendEveryMs ? { sendEveryMs } : {}),
  });

  // A stop ends what runs after the request in flight; nothing may then touch the database the server
  // is closing, nor start what comes next.
  let stopped = false;
  let olderRun: Simulation | null = null;
  /** The older days of `monitorIds`, up to the backfill's first minute, a day at a time (its readings held in memory). */
  const sendOlderDays = async (monitorIds: readonly string[]): Promise<number> => {
    if (stopped || olderSlots === 0 || monitorIds.length === 0) return 0;
    const run = createSimulation({
      monitorIds,
      sender: sender(),
      firstSeqOf: () => 0,
      modelOf: (monitorId, firstSeq) => olderModel({ monitorId, firstSeq, silentFrom: silentFromOf(present.get(monitorId), startedAt, minuteMs) }),
      onTrouble,
      clock: () => new Date(startedAt - backfillHours * 3_600_000),
      backfillChunkMs: Math.min(olderHours, 24) * 3_600_000,
      readingEveryMs: minuteMs,
    });
    olderRun = run;
    try {
      return await run.backfill(olderHours);
    } finally {
      olderRun = null;
      await run.stop();
    }
  };

  const silent = [...present.values()].filter((device) => device.silentForMinutes !== undefined).map((device) => device.monitorId);
  let silentOlder = 0;
  const filled = (fresh ? simulation.backfill(backfillHours) : Promise.resolve(0)).then(async (sent) => {
    // Sent later, a silent device's older days would show it connected meanwhile: it sends them first.
    if (fresh) silentOlder = await sendOlderDays(silent);
    if (stopped) return sent;
    // The backfill reached the server now; a device silent for hours was last heard from when it went quiet.
    if (fresh) await backdateSilentDevices(db, [...present.values()], startedAt, minuteMs);
    if (fresh) log.info({ readings: sent }, `the demo devices sent their last ${backfillHours} hours`);
    if (!stopped) simulation.start();
    return sent;
  });
  const history = filled.then(async () => {
    const sent = silentOlder + (fresh ? await sendOlderDays([...present.keys()].filter((monitorId) => !silent.includes(monitorId))) : 0);
    if (sent > 0 && !stopped) log.info({ readings: sent }, `the demo devices sent the rest of their ${Math.round(historyHours / 24)} days of history`);
    return sent;
  });
  return {
    ...simulation,
    filled,
    history,
    async stop() {
      stopped = true;
      await simulation.stop();
      await (olderRun as Simulation | null)?.stop();
      // What was under way when the stop came ends before the server closes its database.
      await filled.catch(() => 0);
      await history.catch(() => 0);
    },
  };
}
