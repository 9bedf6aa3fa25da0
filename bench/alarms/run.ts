// `pnpm bench:alarms` (or `pnpm --filter @sereno/bench-alarms bench` once apps/api/dist is built): the
// time from a reading that crosses a threshold to its alarm event on GET /api/events, through the built
// Sereno server on a fresh PostgreSQL database (the alarm engine runs in the ingest transaction; the
// event is published after the commit and forwarded to the administrator's stream).
//   idle   — the probes alone: the baseline, in the same process and on the same server;
//   loaded — the same probes while the simulator's devices (@sereno/api/simulator, as the demo and
//            `pnpm simulate` send them) post readings at BENCH_RATE (10,000 readings/s) over HTTP.
// A probe is one reading with a smoke probability of 95 % (the rooms' threshold is 70 %: the alarm is
// raised by that very reading) from a device whose room has no active alarm; its latency runs from the
// request's start to the alarm event's arrival. It prints the p50, p99 and max of each, the ratio of
// loaded to idle, and the readings/s the load reached. Aim (issue 7): p99 ≤ 1 s under load.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { deviceModel, type DeviceReading } from '@sereno/api/simulator';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { readServerSentEvents } from '@sereno/api/testing/server-sent-events';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targetRate = Number(process.env.BENCH_RATE ?? 10_000);
const loadDevices = Number(process.env.BENCH_DEVICES ?? 200);
const batchSize = Number(process.env.BENCH_BATCH ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const probesPerRun = Number(process.env.BENCH_PROBES ?? 60);
const probeEveryMs = Number(process.env.BENCH_PROBE_EVERY_MS ?? 250);
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';

interface Device {
  monitorId: string;
  token: string;
  roomId: string;
  seq: number;
}

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Devices with a room each, written straight into the database (the rooms' routes are not what is measured). */
async function insertDevices(db: pg.Client, prefix: string, count: number): Promise<Device[]> {
  const made: Device[] = [];
  for (let index = 0; index < count; index++) {
    const monitorId = `${prefix}-${index}`;
    const token = `dev_${randomBytes(32).toString('base64url')}`;
    // The claim code only matters to a person claiming the device, which a benchmark never does.
    await db.query('INSERT INTO devices (monitor_id, token_hash, claim_code) VALUES ($1, $2, $3)', [
      monitorId,
      hashToken(token),
      randomBytes(5).toString('hex'),
    ]);
    const room = await db.query<{ id: string }>('INSERT INTO rooms (name, monitor_id) VALUES ($1, $2) RETURNING id', [`Bench ${monitorId}`, monitorId]);
    made.push({ monitorId, token, roomId: room.rows[0]!.id, seq: 0 });
  }
  return made;
}

async function post(server: RunningServer, device: Device, readings: DeviceReading[]): Promise<void> {
  for (;;) {
    const response = await fetch(`${server.url}/api/devices/${device.monitorId}/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(readings),
    });
    const body = await response.text();
    if (response.status === 202) return;
    if (response.status !== 503) throw new Error(`ingest: ${response.status} ${body}`);
    await sleep(50);
  }
}

/** The administrator's event stream: calls `onAlarm(roomId, state)` as each alarm event arrives. */
async function openEvents(server: RunningServer, cookie: string, onAlarm: (roomId: string, state: string) => void): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`GET /api/events: ${response.status}`);
  void readServerSentEvents(response.body, ({ type, data }) => {
    if (type !== 'alarm') return;
    const event = JSON.parse(data) as { roomId: string; alarm: { state: string } };
    onAlarm(event.roomId, event.alarm.state);
  });
  return controller;
}

/**
 * The simulator's load: `devices` post their readings in batches, `concurrency` requests in flight,
 * paced to `rate` readings/s; readings are one a second of simulated time ending a little before now.
 */
function startLoad(server: RunningServer, devices: Device[], rate: number): { stop(): Promise<{ readings: number; seconds: number }> } {
  // A batch of the simulator's readings per device, taken before the clock starts (the model is not
  // what is measured), then sent again and again with new seq and ts.
  const templates = devices.map((device) => {
    const model = deviceModel({ monitorId: device.monitorId, dropoutChancePerMinute: 0, partyChancePerMinute: 0 });
    return Array.from({ length: batchSize }, (_, item) => model.readingAt(new Date(Date.now() - (batchSize - item) * 60_000))).filter(
      (reading) => reading !== null,
    );
  });
  let running = true;
  let sent = 0;
  const started = performance.now();
  let turn = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (running) {
      const index = turn++ % devices.length;
      const device = devices[index]!;
      const now = Date.now();
      // The readings of the last second, made quiet (no noise, smoke or crowd): the load's own alarms
      // would be noise in the figures, and the engine's work per reading is the same.
      const readings: DeviceReading[] = templates[index]!.map((taken, item) => ({
        ...taken,
        seq: ++device.seq,
        ts: new Date(now - (batchSize - item) * 10).toISOString(),
        smokingProbability: 1,
        pax: 2,
        noise: 35,
      }));
      await post(server, device, readings);
      sent += readings.length;
      // Paced: ahead of the target rate, wait until the clock catches up.
      const due = (sent / rate) * 1000 - (performance.now() - started);
      if (due > 0) await sleep(due);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { readings: sent, seconds: (performance.now() - started) / 1000 };
    },
  };
}

/** Sends one smoke reading to each probe device in turn; answers each one's latency to its alarm event (ms). */
async function probe(server: RunningServer, probes: Device[], waiting: Map<string, (at: number) => void>): Promise<number[]> {
  const latencies: Promise<number>[] = [];
  for (const device of probes) {
    const sentAt = performance.now();
    const arrived = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no alarm event for ${device.monitorId} within 30 s`)), 30_000);
      waiting.set(device.roomId, (at) => {
        clearTimeout(timeout);
        resolve(at - sentAt);
      });
    });
    await post(server, device, [{ seq: ++device.seq, ts: new Date().toISOString(), smokingProbability: 95, noise: 35, pax: 2 }]);
    latencies.push(arrived);
    await sleep(probeEveryMs);
  }
  return Promise.all(latencies);
}

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

console.log(
  `alarm benchmark: ${probesPerRun} smoke probes per run, one every ${probeEveryMs} ms; load of ${loadDevices} simulated devices at ${targetRate.toLocaleString('en')} readings/s ` +
    `(batches of ${batchSize}, ${concurrency} in flight) over HTTP; PostgreSQL ${new URL(postgresAdminUrl).host}; node ${process.version}; load average ${loadAverage()} (what else the cores run skews every figure)\n`,
);
const name = `sereno_bench_alarms_${randomBytes(4).toString('hex')}`;
await asAdmin(`CREATE DATABASE ${name}`);
const url = new URL(postgresAdminUrl);
url.pathname = `/${name}`;
const server = await startServer({ DATABASE_URL: url.toString(), SERENO_DEMO: 'true', SERENO_SIMULATOR: 'false', LOG_LEVEL: 'warn' });
const db = new pg.Client({ connectionString: url.toString() });
let events: AbortController | null = null;
try {
  await db.connect();
  const unique = randomBytes(3).toString('hex');
  const load = await insertDevices(db, `load-${unique}`, loadDevices);
  const idleProbes = await insertDevices(db, `idle-${unique}`, probesPerRun);
  const loadedProbes = await insertDevices(db, `probe-${unique}`, probesPerRun);
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  const cookie = login.headers.getSetCookie()[0]?.split(';', 1)[0];
  if (login.status !== 200 || !cookie) throw new Error(`login as the demo admin: ${login.status}`);
  const waiting = new Map<string, (at: number) => void>();
  events = await openEvents(server, cookie, (roomId, state) => {
    if (state !== 'active') return;
    const done = waiting.get(roomId);
    waiting.delete(roomId);
    done?.(performance.now());
  });

  const idle = await probe(server, idleProbes, waiting);
  const running = startLoad(server, load, targetRate);
  await sleep(3000);
  const loaded = await probe(server, loadedProbes, waiting);
  const achieved = await running.stop();

  const rows = [
    ['idle', idle, null],
    ['loaded', loaded, achieved.readings / achieved.seconds],
  ] as const;
  const header = ['run', 'probes', 'p50', 'p99', 'max', 'ratio p99 to idle', 'load readings/s', 'aim p99 ≤ 1 s'];
  const lines = rows.map(([run, values, rate]) => [
    run,
    String(values.length),
    `${percentile(values, 0.5).toFixed(0)} ms`,
    `${percentile(values, 0.99).toFixed(0)} ms`,
    `${Math.max(...values).toFixed(0)} ms`,
    `${(percentile(values, 0.99) / Math.max(1, percentile(idle, 0.99))).toFixed(2)}×`,
    rate === null ? '' : rate.toFixed(0),
    run === 'loaded' ? (percentile(values, 0.99) <= 1000 ? 'met' : 'MISSED') : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column >= 1 && column <= 6 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log(`\nload average at the end: ${loadAverage()}`);
} finally {
  events?.abort();
  await db.end().catch(() => undefined);
  await server.stop();
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
