// `pnpm bench:ingest` (or `pnpm --filter @sereno/bench-ingest bench` once apps/api/dist is built):
// device readings per second into the built Sereno server, in one run, on PGlite and on PostgreSQL:
//   raw  — multi-row INSERTs of the same rows straight into the same database;
//   COPY — the database's real ceiling: COPY … FROM STDIN of the same rows (pg-copy-streams; on PGlite, from a blob);
//   HTTP — POST /api/devices/{monitorId}/readings from concurrent devices (202 = committed);
//   MQTT — QoS 1 messages through the broker (the server logs each commit at debug level).
// For each: readings/s, the machine's CPU use (of all cores) while it ran, and the p99 from sending
// a batch to its readings being queryable (committed), with the ratios to the raw INSERT and to COPY.
// Aims (issue 6): ≥ 10,000 readings/s on PostgreSQL, and ≥ 0.5× raw; (issue 22) MQTT ≥ 0.5× COPY.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import mqtt from 'mqtt';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { deviceModel, type DeviceReading } from '@sereno/api/simulator';
import { startServer, type RunningServer } from '@sereno/api/testing';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mqttUrl = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const batchSize = Number(process.env.BENCH_BATCH ?? 100);
const devicesPerPath = Number(process.env.BENCH_DEVICES ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const readingsFor = (database: Database) => Number(process.env.BENCH_READINGS ?? (database === 'PostgreSQL' ? 100_000 : 40_000));
const rawRowsPerStatement = 1000;

type Database = 'PGlite' | 'PostgreSQL';

interface Result {
  database: Database;
  path: 'raw' | 'COPY' | 'HTTP' | 'MQTT';
  readings: number;
  seconds: number;
  cpuPercent: number;
  p99Ms: number;
}

const columns = [
  'monitor_id',
  'seq',
  'ts',
  'noise',
  'smoking_probability',
  'pax',
  'temperature',
  'humidity',
  'iaq',
  'iaq_accuracy',
  'voc',
  'battery_level',
  'battery_mode',
  'wifi',
  'localip',
] as const;

type Reading = DeviceReading;

/**
 * Each device's batches, in order: `total` readings split over `devices` devices in batches. The
 * readings are the simulator's (src/simulator, as `pnpm simulate` and the demo send them): one every
 * 10 s from a few hours ago, every field filled, no dropouts (the counts must be exact).
 */
function plan(prefix: string, total: number): { monitorId: string; batches: Reading[][] }[] {
  const perDevice = Math.ceil(total / devicesPerPath / batchSize) * batchSize;
  const start = Date.now() - 3_600_000 - perDevice * 10_000;
  return Array.from({ length: devicesPerPath }, (_, device) => {
    const monitorId = `${prefix}-${device}`;
    const model = deviceModel({ monitorId, dropoutChancePerMinute: 0 });
    const readings = Array.from({ length: perDevice }, (_, index) => {
      const taken = model.readingAt(new Date(start + index * 10_000));
      if (!taken) throw new Error(`${monitorId} dropped out: the bench needs every reading`);
      return taken;
    });
    return { monitorId, batches: Array.from({ length: perDevice / batchSize }, (_, batch) => readings.slice(batch * batchSize, (batch + 1) * batchSize)) };
  });
}

/** The machine's busy share of all cores between two reads of /proc/stat. */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

async function timed(work: () => Promise<number[]>): Promise<{ seconds: number; cpuPercent: number; latencies: number[] }> {
  const cpuBefore = cpuTicks();
  const started = performance.now();
  const latencies = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuTicks();
  return { seconds, cpuPercent: (100 * (cpuAfter.busy - cpuBefore.busy)) / Math.max(1, cpuAfter.total - cpuBefore.total), latencies };
}

const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** Runs `work` over `items` with `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The query of one raw statement: a multi-row INSERT … VALUES of `rows` readings. */
function rawInsert(monitorId: string, rows: Reading[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells = [
      monitorId,
      row.seq,
      row.ts,
      row.noise,
      row.smokingProbability,
      row.pax,
      row.temperature,
      row.humidity,
      row.iaq,
      row.iaqAccuracy,
      row.voc,
      row.batteryLevel,
      row.batteryMode,
      row.wifi,
      row.localip,
    ];
    const placeholders = cells.map((cell) => {
      values.push(cell);
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  return { text: `INSERT INTO readings (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (monitor_id, seq, ts) DO NOTHING`, values };
}

/** The raw ceiling: one connection writing the plan's rows in statements of 1,000, each its own commit. */
async function runRaw(query: (text: string, values: unknown[]) => Promise<unknown>, devices: ReturnType<typeof plan>): Promise<number[]> {
  const latencies: number[] = [];
  for (const { monitorId, batches } of devices) {
    const rows = batches.flat();
    for (let index = 0; index < rows.length; index += rawRowsPerStatement) {
      const { text, values } = rawInsert(monitorId, rows.slice(index, index + rawRowsPerStatement));
      const sent = performance.now();
      await query(text, values);
      latencies.push(performance.now() - sent);
    }
  }
  return latencies;
}

/** The rows of `monitorId` in COPY's text format (tab-separated, \\N for null). */
function copyText(monitorId: string, rows: Reading[]): string {
  const cell = (value: unknown) => (value === undefined || value === null ? '\\N' : String(value));
  return rows
    .map(
      (row) =>
        [
          monitorId,
          row.seq,
          row.ts,
          row.noise,
          row.smokingProbability,
          row.pax,
          row.temperature,
          row.humidity,
          row.iaq,
          row.iaqAccuracy,
          row.voc,
          row.batteryLevel,
          row.batteryMode,
          row.wifi,
          row.localip,
        ]
          .map(cell)
          .join('\t') + '\n',
    )
    .join('');
}

/** The real ceiling: one connection, one COPY per device's rows (each its own commit). */
async function runCopy(copy: (text: string) => Promise<void>, devices: ReturnType<typeof plan>): Promise<number[]> {
  const latencies: number[] = [];
  for (const { monitorId, batches } of devices) {
    const text = copyText(monitorId, batches.flat());
    const sent = performance.now();
    await copy(text);
    latencies.push(performance.now() - sent);
  }
  return latencies;
}

const copyStatement = `COPY readings (${columns.join(', ')}) FROM STDIN`;

async function runHttp(server: RunningServer, devices: (ReturnType<typeof plan>[number] & { token: string })[]): Promise<number[]> {
  const latencies: number[] = [];
  const work = devices.flatMap((device) => device.batches.map((batch) => ({ device, batch })));
  // Each device sends its batches in order; `concurrency` requests are in flight across devices.
  const queues = devices.map((device) => work.filter((item) => item.device === device));
  const interleaved = Array.from({ length: Math.max(...queues.map((queue) => queue.length)) }, (_, index) =>
    queues.flatMap((queue) => (queue[index] ? [queue[index]] : [])),
  ).flat();
  await pool(interleaved, concurrency, async ({ device, batch }) => {
    for (;;) {
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/devices/${device.monitorId}/readings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      const body = await response.text();
      if (response.status === 202) {
        latencies.push(performance.now() - sent);
        return;
      }
      if (response.status !== 503) throw new Error(`HTTP ingest: ${response.status} ${body}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return latencies;
}

/** The commit lines the server logged (debug) for MQTT messages: monitorId + last seq → when. */
function commitTimes(server: RunningServer): Map<string, number> {
  const times = new Map<string, number>();
  for (const line of server.output().split('\n')) {
    if (!line.includes('mqtt: readings committed')) continue;
    const entry = JSON.parse(line) as { time: number; monitorId: string; lastSeq: number };
    times.set(`${entry.monitorId}/${entry.lastSeq}`, entry.time);
  }
  return times;
}

async function runMqtt(server: RunningServer, devices: (ReturnType<typeof plan>[number] & { token: string })[]): Promise<number[]> {
  const client = await mqtt.connectAsync(mqttUrl, { clientId: `bench-device-${randomBytes(4).toString('hex')}`, clean: true });
  const published = new Map<string, number>();
  try {
    const rounds = Math.max(...devices.map((device) => device.batches.length));
    // Publishes at QoS 1 with `concurrency` messages unacknowledged by the broker at a time.
    const messages = Array.from({ length: rounds }, (_, round) =>
      devices.flatMap((device) => (device.batches[round] ? [{ device, batch: device.batches[round] }] : [])),
    ).flat();
    await pool(messages, concurrency, async ({ device, batch }) => {
      const key = `${device.monitorId}/${batch.at(-1)!.seq}`;
      published.set(key, Date.now());
      await client.publishAsync(`sereno/v1/devices/${device.monitorId}/readings`, JSON.stringify({ token: device.token, readings: batch }), { qos: 1 });
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const committed = commitTimes(server);
      if ([...published.keys()].every((key) => committed.has(key))) {
        return [...published].map(([key, sentAt]) => committed.get(key)! - sentAt);
      }
      if (Date.now() > deadline)
        throw new Error(`MQTT ingest: ${published.size - [...published.keys()].filter((key) => committed.has(key)).length} messages not committed after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.endAsync();
  }
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

function deviceRows(prefix: string, total: number) {
  return plan(prefix, total).map((device) => ({ ...device, token: `dev_${randomBytes(32).toString('base64url')}` }));
}

async function serverFor(env: Record<string, string>): Promise<RunningServer> {
  // The benchmark's 20 devices each send far past a device's own limit (docs/devices.md): it measures the server's ceiling.
  const server = await startServer({ SERENO_DEMO: 'false', LOG_LEVEL: 'debug', SERENO_INGEST_DEVICE_RATE: '0', ...env });
  const deadline = Date.now() + 30_000;
  while (!server.output().includes('mqtt: subscribed to the device readings')) {
    if (Date.now() > deadline) throw new Error(`the server did not subscribe to MQTT:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** One database: raw ceiling first (the server idle or stopped), then HTTP, then MQTT, each on its own devices. */
async function benchDatabase(
  database: Database,
  serverEnv: Record<string, string>,
  open: () => Promise<{ query: (text: string, values: unknown[]) => Promise<unknown>; copy: (text: string) => Promise<void>; close(): Promise<void> }>,
  opensWhileServerRuns: boolean,
): Promise<Result[]> {
  const total = readingsFor(database);
  const unique = randomBytes(3).toString('hex');
  const raw = plan(`raw-${unique}`, total);
  const copied = plan(`copy-${unique}`, total);
  const http = deviceRows(`http-${unique}`, total);
  const viaMqtt = deviceRows(`mqtt-${unique}`, total);
  const env = { ...serverEnv, MQTT_URL: mqttUrl, MQTT_CLIENT_ID: `bench-${unique}`, MQTT_SHARE_GROUP: `bench-${unique}` };

  // The first start migrates the database; PGlite's folder is the server's alone, so it stops meanwhile.
  let server = await serverFor(env);
  if (!opensWhileServerRuns) await server.stop();
  const db = await open();
  const results: Result[] = [];
  try {
    for (const device of [...http, ...viaMqtt]) {
      // The claim code only matters to a person claiming the device, which a benchmark never does.
      await db.query('INSERT INTO devices (monitor_id, token_hash, claim_code) VALUES ($1, $2, $3)', [
        device.monitorId,
        hashToken(device.token),
        randomBytes(5).toString('hex'),
      ]);
    }
    const rawRun = await timed(() => runRaw(db.query, raw));
    results.push({
      database,
      path: 'raw',
      readings: raw.flatMap((device) => device.batches).length * batchSize,
      seconds: rawRun.seconds,
      cpuPercent: rawRun.cpuPercent,
      p99Ms: p99(rawRun.latencies),
    });
    const copyRun = await timed(() => runCopy(db.copy, copied));
    results.push({
      database,
      path: 'COPY',
      readings: copied.flatMap((device) => device.batches).length * batchSize,
      seconds: copyRun.seconds,
      cpuPercent: copyRun.cpuPercent,
      p99Ms: p99(copyRun.latencies),
    });
  } finally {
    if (!opensWhileServerRuns) await db.close();
  }
  try {
    if (!opensWhileServerRuns) server = await serverFor(env);
    const readingsOf = (devices: typeof http) => devices.flatMap((device) => device.batches).length * batchSize;
    const httpRun = await timed(() => runHttp(server, http));
    results.push({
      database,
      path: 'HTTP',
      readings: readingsOf(http),
      seconds: httpRun.seconds,
      cpuPercent: httpRun.cpuPercent,
      p99Ms: p99(httpRun.latencies),
    });
    const mqttRun = await timed(() => runMqtt(server, viaMqtt));
    results.push({
      database,
      path: 'MQTT',
      readings: readingsOf(viaMqtt),
      seconds: mqttRun.seconds,
      cpuPercent: mqttRun.cpuPercent,
      p99Ms: p99(mqttRun.latencies),
    });
  } finally {
    await server.stop();
    if (opensWhileServerRuns) await db.close();
    // The server's persistent MQTT session goes with the run.
    const session = await mqtt.connectAsync(mqttUrl, { clientId: env.MQTT_CLIENT_ID, clean: true, reconnectPeriod: 0 });
    await session.endAsync();
  }
  return results;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
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

/** The 1-minute load average: above the number of cores, other work competes with the benchmark. */
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';

function printTable(results: Result[]): void {
  const header = ['database', 'path', 'readings', 'readings/s', 'CPU (all cores)', 'p99 to queryable', 'ratio to raw', 'ratio to COPY', 'aims'];
  const lines = results.map((result) => {
    const rate = result.readings / result.seconds;
    const raw = results.find((other) => other.database === result.database && other.path === 'raw')!;
    const ratio = rate / (raw.readings / raw.seconds);
    const copy = results.find((other) => other.database === result.database && other.path === 'COPY')!;
    const copyRatio = rate / (copy.readings / copy.seconds);
    const served = result.path === 'HTTP' || result.path === 'MQTT';
    const aims =
      result.database === 'PostgreSQL' && served
        ? `≥ 10,000/s: ${rate >= 10_000 ? 'met' : 'MISSED'}; ≥ 0.5× raw: ${ratio >= 0.5 ? 'met' : 'MISSED'}` +
          (result.path === 'MQTT' ? `; ≥ 0.5× COPY: ${copyRatio >= 0.5 ? 'met' : 'MISSED'}` : '')
        : '';
    return [
      result.database,
      result.path,
      String(result.readings),
      rate.toFixed(0),
      `${result.cpuPercent.toFixed(0)}%`,
      `${result.p99Ms.toFixed(0)} ms`,
      `${ratio.toFixed(2)}×`,
      `${copyRatio.toFixed(2)}×`,
      aims,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column >= 2 && column <= 7 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

console.log(
  `ingest benchmark: batches of ${batchSize} readings, ${devicesPerPath} devices per path, ${concurrency} in flight (HTTP requests / MQTT messages), ` +
    `raw statements of ${rawRowsPerStatement} rows, broker ${mqttUrl}, node ${process.version}; load average ${loadAverage()} (what else the cores run skews every figure)\n`,
);
const results: Result[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'sereno-bench-ingest-'));
try {
  results.push(
    ...(await benchDatabase(
      'PGlite',
      { SERENO_DATA_DIR: dataDir },
      async () => {
        const client = await PGlite.create(path.join(dataDir, 'db'));
        return {
          query: (text, values) => client.query(text, values),
          copy: async (text) => {
            await client.query(`COPY readings (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
          },
          close: () => client.close(),
        };
      },
      false,
    )),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (await postgresAnswers()) {
  const name = `sereno_bench_${randomBytes(4).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    results.push(
      ...(await benchDatabase(
        'PostgreSQL',
        { DATABASE_URL: url.toString() },
        async () => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          return {
            query: (text, values) => client.query(text, values),
            copy: (text) => pipeline(Readable.from([text]), client.query(copyFrom(copyStatement))),
            close: () => client.end(),
          };
        },
        true,
      )),
    );
  } finally {
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log(`PostgreSQL: nothing answers at ${new URL(postgresAdminUrl).host}; its rows are left out (set BENCH_POSTGRES_URL).\n`);
}
printTable(results);
console.log(`\nload average at the end: ${loadAverage()}`);
