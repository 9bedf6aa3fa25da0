// `pnpm bench:load` (or `pnpm --filter @sereno/bench-load bench -- --minutes 1` once apps/api/dist is
// built): the load test of issue 22. The built Sereno server (apps/api/dist/main.js) on a PostgreSQL
// database of its own (created on the shared server and dropped after) and a Mosquitto of its own on a
// free port, with:
//   - DEVICES devices (2,000) reporting one reading every PERIOD (10 s) over MQTT at QoS 1, spread
//     evenly over the period and multiplexed over CONNECTIONS (20) MQTT connections (the topic names the
//     device and the payload carries its token, so one connection may publish for many devices);
//   - USERS panel users (50), customers owning DEVICES/USERS rooms each, made by the administrator
//     through the API, each logged in with a session of its own, its event stream open, looping over
//     the rooms list, a room's detail with its charts, and the alarms page (the panel's own calls);
//   - every ALARM_EVERY (3 s) one more device sends, at its next turn, a smoke reading over the room's
//     threshold: "alarm visible" runs from that publish to the alarm event on its owner's stream;
//   - every SAMPLE_EVERY (1 s) one published reading is looked for through the API (the noise series
//     of its room, as the charts read it) until it is there: "sample → queryable".
// A warm-up (2 minutes) runs everything before the figures start; then MINUTES (10) are measured.
// Each minute it prints the server's RSS and V8's heap in use (GET /api/ops/stats): RSS settles on a
// plateau whose height varies from run to run, the heap is what would show a leak (docs/scaling.md).
// It prints p50/p99 of each panel call, of sample → queryable and of alarm visible, the errors, the
// server's RSS at the start and the end of the measured minutes, and with --cpu-prof the top
// self-time entries of the server's CPU profile. Aims (issue 22): panel calls p99 ≤ 200 ms, alarm
// visible p99 ≤ 1 s, errors 0, RSS growth ≤ 10 %. It is a `bench` script: CI does not run it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { freePort } from '@sereno/api/testing';
import { readServerSentEvents } from '@sereno/api/testing/server-sent-events';
import { dueBetween, percentile, shuffledIndices } from './lib.ts';

// `pnpm … bench -- --minutes 1` may hand the `--` on: the flags after it are still flags.
const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    minutes: { type: 'string', default: '10' },
    'warmup-seconds': { type: 'string', default: '120' },
    devices: { type: 'string', default: '2000' },
    users: { type: 'string', default: '50' },
    'period-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'think-seconds': { type: 'string', default: '3' },
    'alarm-every-seconds': { type: 'string', default: '3' },
    'sample-every-seconds': { type: 'string', default: '1' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const minutes = Number(flags.minutes);
const warmupMs = Number(flags['warmup-seconds']) * 1000;
const deviceCount = Number(flags.devices);
const userCount = Number(flags.users);
const periodMs = Number(flags['period-seconds']) * 1000;
const connectionCount = Math.min(deviceCount, Number(flags.connections));
const thinkMs = Number(flags['think-seconds']) * 1000;
const alarmEveryMs = Number(flags['alarm-every-seconds']) * 1000;
const sampleEveryMs = Number(flags['sample-every-seconds']) * 1000;
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mosquittoBinary = '/usr/sbin/mosquitto';
const root = path.resolve(import.meta.dirname, '..', '..');
const built = path.join(root, 'apps/api/dist/main.js');
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };
const userPassword = 'Carga#2026.';
/** The panel's default range on a room's overview (timeRange.ts: the last 24 hours) and its occupancy buckets (RoomCharts.tsx). */
const chartHours = 24;
const occupancyBucketCount = 24;
/** The rooms list's and the alarms list's first page (the panel's default page size, 10). */
const pageSize = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ————————————————————————————————————————— errors and figures

const errors = new Map<string, number>();
function error(kind: string, detail?: unknown): void {
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
  if ((errors.get(kind) ?? 0) <= 3) console.error(`error: ${kind}${detail === undefined ? '' : `: ${String(detail).slice(0, 300)}`}`);
}

/** Whether the figures are being recorded: after the warm-up, until the end of the measured minutes. */
let measuring = false;
const timings = new Map<string, number[]>();
function record(name: string, ms: number): void {
  if (!measuring) return;
  let list = timings.get(name);
  if (!list) timings.set(name, (list = []));
  list.push(ms);
}

// ————————————————————————————————————————— the database, the broker, the server

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A Mosquitto of the test's own on a free port (the machine's shared one, 1883, is never touched). */
async function startBroker(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(mosquittoBinary)) throw new Error(`Mosquitto is not installed (${mosquittoBinary})`);
  const dir = await mkdtemp(path.join(tmpdir(), 'sereno-load-mqtt-'));
  const port = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  await writeFile(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      'persistence false',
      'max_queued_messages 0',
      'max_inflight_messages 100',
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(mosquittoBinary, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`mosquitto did not start: ${output}`);
    await sleep(50);
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Server {
  url: string;
  pid: number;
  /** Resident set size now, in MiB. */
  rssMiB(): number;
  /** CPU time (user + system) the process has used, in seconds. */
  cpuSeconds(): number;
  /** The main thread's (the event loop's) time on a CPU and time waiting for one (runnable, not running), in seconds: /proc's schedstat. */
  schedule(): { running: number; waiting: number };
  /** SIGTERM and wait for the exit; answers the CPU profile's path with --cpu-prof, and when the process ended (performance.now()). */
  stop(): Promise<{ profile: string | null; exitedAt: number }>;
}

/** The built server as `npm start` runs it (with --cpu-prof when asked), on a port of its own. */
async function startServer(env: Record<string, string>, profileDir: string | null): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sereno-load-data-'));
  // The server logs a line per request at info, as in production, into a file: Node writes to a pipe
  // synchronously on Linux, so a pipe read by this busy process could stall the server's event loop
  // whenever the reader lags; a file never waits for a reader.
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const tail = () => {
    const text = readFileSync(logFile, 'utf8');
    return text.slice(-20_000);
  };
  const child: ChildProcess = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), built], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SERENO_DATA_DIR: dataDir,
      SERENO_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${tail()}`);
    try {
      const response = await fetch(`${url}/api/configuration`);
      if (response.ok && tail().includes('mqtt: subscribed to the device readings')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 180 s:\n${tail()}`);
    await sleep(100);
  }
  const pid = child.pid!;
  const ticks = 100; // USER_HZ on Linux
  return {
    url,
    pid,
    rssMiB: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticks;
    },
    schedule: () => {
      const [running, waiting] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
      return { running: running! / 1e9, waiting: waiting! / 1e9 };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      const exitedAt = performance.now();
      if (child.exitCode !== 0) console.error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${tail().slice(-3000)}`);
      await rm(dataDir, { recursive: true, force: true });
      const written = profileDir ? (await readdir(profileDir)).find((name) => name.endsWith('.cpuprofile')) : undefined;
      return { profile: written && profileDir ? path.join(profileDir, written) : null, exitedAt };
    },
  };
}

// ————————————————————————————————————————— HTTP as the panel speaks it

interface Answer {
  status: number;
  body: string;
}

async function call(server: Server, method: string, pathAndQuery: string, cookie: string | null, body?: unknown): Promise<Answer> {
  const response = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

async function login(server: Server, username: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';', 1)[0];
  await response.text();
  if (response.status !== 200 || !cookie) throw new Error(`login as ${username}: ${response.status}`);
  return cookie;
}

/** The query string as openapi-fetch writes it (the panel's client): keys in the object's order. */
const query = (params: Record<string, string | number>): string =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}`;

/** A panel call, timed from the request to the end of its body; anything but a 200 is an error. */
async function panelCall(server: Server, cookie: string, name: string, pathAndQuery: string): Promise<unknown> {
  const started = performance.now();
  try {
    const answer = await call(server, 'GET', pathAndQuery, cookie);
    record(name, performance.now() - started);
    if (answer.status !== 200) {
      error(`${name}: ${answer.status}`, answer.body);
      return null;
    }
    return JSON.parse(answer.body) as unknown;
  } catch (failure) {
    error(`${name}: failed`, failure);
    return null;
  }
}

// ————————————————————————————————————————— the accounts, rooms and devices

interface Device {
  index: number;
  monitorId: string;
  token: string;
  roomId: string;
  seq: number;
}

interface User {
  username: string;
  userId: string;
  devices: Device[];
  cookie: string;
}

/** Runs `task` over `items`, `inFlight` at a time. */
async function inParallel<T>(items: T[], inFlight: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * As an administrator would, through the API: a customer per user (its first account a `customer`),
 * then each device (POST /api/devices answers its token) and its room, owned by the customer.
 */
async function seed(server: Server, adminCookie: string, tag: string): Promise<User[]> {
  const users: User[] = [];
  for (let index = 0; index < userCount; index++) {
    const username = `carga${tag}u${index}`;
    const created = await call(server, 'POST', '/api/customers', adminCookie, {
      customer: { companyName: `Carga ${tag} ${index}` },
      user: { username, email: `${username}@example.com`, name: `Cliente ${index}`, password: userPassword },
    });
    if (created.status !== 201) throw new Error(`POST /api/customers: ${created.status} ${created.body}`);
    users.push({ username, userId: (JSON.parse(created.body) as { userId: string }).userId, devices: [], cookie: '' });
  }
  const devices: Device[] = Array.from({ length: deviceCount }, (_, index) => ({ index, monitorId: `LOAD-${tag}-${index}`, token: '', roomId: '', seq: 0 }));
  await inParallel(devices, 4, async (device) => {
    const owner = users[Math.floor((device.index * userCount) / deviceCount)]!;
    const made = await call(server, 'POST', '/api/devices', adminCookie, { monitorId: device.monitorId, ownerId: owner.userId });
    if (made.status !== 201) throw new Error(`POST /api/devices: ${made.status} ${made.body}`);
    device.token = (JSON.parse(made.body) as { token: string }).token;
    const room = await call(server, 'POST', '/api/rooms', adminCookie, { name: `Piso ${device.index}`, ownerId: owner.userId, monitorId: device.monitorId });
    if (room.status !== 201) throw new Error(`POST /api/rooms: ${room.status} ${room.body}`);
    device.roomId = (JSON.parse(room.body) as { data: { roomId: string } }).data.roomId;
    owner.devices.push(device);
  });
  return users;
}

// ————————————————————————————————————————— the event streams

/** Alarm events awaited, by room: called with the arrival time of the room's next `active` alarm event. */
const awaitedAlarms = new Map<string, (at: number) => void>();
let eventsReceived = 0;
let stopping = false;

async function openEvents(server: Server, user: User): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/events`, { headers: { cookie: user.cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`GET /api/events: ${response.status}`);
  void readServerSentEvents(response.body, ({ type, data }) => {
    eventsReceived++;
    if (type !== 'alarm') return;
    const at = performance.now();
    const event = JSON.parse(data) as { roomId: string; alarm: { state: string; type: string } };
    if (event.alarm.state !== 'active' || event.alarm.type !== 'smoking') return;
    const done = awaitedAlarms.get(event.roomId);
    awaitedAlarms.delete(event.roomId);
    done?.(at);
  }).then(() => {
    if (!stopping) error('event stream ended', user.username);
  });
  return controller;
}

// ————————————————————————————————————————— the panel users

/** One user's loop: the rooms list, a room's detail and its charts, the alarms page, a think time between pages. */
async function panelUser(server: Server, user: User, until: () => boolean): Promise<void> {
  const think = () => sleep(thinkMs * (0.5 + Math.random()));
  await sleep(Math.random() * thinkMs);
  while (!until()) {
    // /rooms: GET /api/rooms with the list's default view (roomsListState.ts).
    await panelCall(server, user.cookie, 'rooms list', `/api/rooms${query({ offset: 0, limit: pageSize, sortKey: 'name', sortDirection: 'asc' })}`);
    await think();
    if (until()) break;

    // /rooms/:id: the room, then its overview's calls at once (OverviewTab, RoomCharts, AlarmsTable, GuestsCard).
    const device = user.devices[Math.floor(Math.random() * user.devices.length)]!;
    const room = await panelCall(server, user.cookie, 'room', `/api/rooms/${device.roomId}`);
    if (room) {
      const to = new Date();
      const range = { from: new Date(to.getTime() - chartHours * 3_600_000).toISOString(), to: to.toISOString() };
      await Promise.all([
        panelCall(server, user.cookie, 'chart environment', `/api/monitors/environment/${device.roomId}${query(range)}`),
        panelCall(server, user.cookie, 'chart smoke', `/api/monitors/smokingProbability/${device.roomId}${query(range)}`),
        panelCall(server, user.cookie, 'chart noise', `/api/monitors/${device.roomId}${query(range)}`),
        panelCall(server, user.cookie, 'chart occupancy', `/api/monitors/pax/${device.roomId}${query({ ...range, bucketCount: occupancyBucketCount })}`),
        panelCall(server, user.cookie, "room's alarms", `/api/alarms/${device.roomId}/range${query(range)}`),
        panelCall(server, user.cookie, "room's guest", `/api/rooms/roomdetails/${encodeURIComponent(device.monitorId)}`),
        panelCall(
          server,
          user.cookie,
          "room's check-ins",
          `/api/bookings${query({ roomId: device.roomId, sortKey: 'checkIn', sortDirection: 'desc', limit: 10 })}`,
        ),
      ]);
    }
    await think();
    if (until()) break;

    // /alarms: the list's default view and the statistics (alarmsListState.ts, prefetchAlarms.ts).
    await Promise.all([
      panelCall(
        server,
        user.cookie,
        'alarms list',
        `/api/alarms/paginated${query({ page: 1, limit: pageSize, sortKey: 'priority', sortDirection: 'asc', showAll: 'true' })}`,
      ),
      panelCall(server, user.cookie, 'alarm statistics', '/api/alarms/statistics'),
    ]);
    await think();
  }
}

/** The table's rows: the panel's calls in the order a user makes them, then the device-side figures. */
const rowOrder = [
  'rooms list',
  'room',
  'chart environment',
  'chart smoke',
  'chart noise',
  'chart occupancy',
  "room's alarms",
  "room's guest",
  "room's check-ins",
  'alarms list',
  'alarm statistics',
  'sample → queryable',
  'alarm visible',
];

// ————————————————————————————————————————— the devices

interface Probe {
  device: Device;
  kind: 'alarm' | 'sample';
}

/**
 * The devices' schedule over `connections` MQTT connections: every 20 ms, what is due since the last
 * turn is published (QoS 1). The devices marked in `probes` send their next reading as a probe.
 */
function startDevices(clients: MqttClient[], devices: Device[], server: Server, adminCookie: string): { published: () => number; stop(): Promise<void> } {
  const started = performance.now();
  let last = 0;
  let published = 0;
  let running = true;
  const pending = new Set<Promise<unknown>>();
  const marked = new Map<number, Probe['kind']>();
  const alarmOrder = shuffledIndices(devices.length, 22);
  let alarmsAsked = 0;
  let nextAlarmAt = warmupMs / 2;
  let nextSampleAt = 0;
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const publish = (device: Device, kind: Probe['kind'] | undefined) => {
    const ts = new Date();
    const reading = {
      seq: ++device.seq,
      ts: ts.toISOString(),
      noise: 35 + (device.seq % 7),
      smokingProbability: kind === 'alarm' ? 95 : 2,
      pax: 2,
      temperature: 21.5,
      humidity: 45,
      iaq: 60,
      batteryLevel: 90,
      wifi: -55,
    };
    const sentAt = performance.now();
    if (kind === 'alarm') {
      track(
        new Promise<void>((resolve) => {
          const timeout = setTimeout(() => {
            awaitedAlarms.delete(device.roomId);
            error('alarm event not seen within 30 s', device.monitorId);
            resolve();
          }, 30_000);
          awaitedAlarms.set(device.roomId, (at) => {
            clearTimeout(timeout);
            record('alarm visible', at - sentAt);
            resolve();
          });
        }),
      );
    }
    const client = clients[device.index % clients.length]!;
    track(
      client
        .publishAsync(`sereno/v1/devices/${device.monitorId}/readings`, JSON.stringify({ token: device.token, readings: [reading] }), { qos: 1 })
        .then(() => published++)
        .catch((failure: unknown) => error('MQTT publish failed', failure)),
    );
    if (kind === 'sample') track(awaitQueryable(server, adminCookie, device, ts, sentAt));
  };

  const tick = setInterval(() => {
    if (!running) return;
    const now = performance.now() - started;
    if (now >= nextAlarmAt && alarmsAsked < alarmOrder.length) {
      marked.set(alarmOrder[alarmsAsked++]!, 'alarm');
      nextAlarmAt += alarmEveryMs;
    }
    for (const { device: index } of dueBetween(devices.length, periodMs, last, now)) {
      let kind = marked.get(index);
      marked.delete(index);
      if (!kind && now >= nextSampleAt) {
        kind = 'sample';
        nextSampleAt = now + sampleEveryMs;
      }
      publish(devices[index]!, kind);
    }
    last = now;
  }, 20);

  return {
    published: () => published,
    async stop() {
      running = false;
      clearInterval(tick);
      await Promise.all([...pending]);
    },
  };
}

/** Looks for the reading measured at `ts` through the API (its room's noise series, as the charts read it) every 20 ms until it is there. */
async function awaitQueryable(server: Server, cookie: string, device: Device, ts: Date, sentAt: number): Promise<void> {
  // The device's previous reading is a period earlier: a window of a second around `ts` holds this one alone.
  const range = query({ from: new Date(ts.getTime() - 500).toISOString(), to: new Date(ts.getTime() + 500).toISOString() });
  const deadline = sentAt + 30_000;
  while (performance.now() < deadline) {
    try {
      const answer = await call(server, 'GET', `/api/monitors/${device.roomId}${range}`, cookie);
      if (answer.status !== 200) {
        error(`sample → queryable: GET /api/monitors/{roomId}: ${answer.status}`, answer.body);
        return;
      }
      if ((JSON.parse(answer.body) as { samples: unknown[] }).samples.length > 0) {
        record('sample → queryable', performance.now() - sentAt);
        return;
      }
    } catch (failure) {
      error('sample → queryable: failed', failure);
      return;
    }
    await sleep(20);
  }
  error('reading not queryable within 30 s', device.monitorId);
}

// ————————————————————————————————————————— the CPU profile

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * The top self-time entries of a .cpuprofile within a window: each sample's time goes to the function
 * it was in. The window is in this process's clock; the profile ends when the server exited (`exitedAt`),
 * which places its samples on the same clock (to a few ms).
 */
async function topSelfTime(file: string, count: number, window: { from: number; to: number; exitedAt: number }): Promise<string[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
    endTime: number;
  };
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  const groups = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const here = window.exitedAt - (profile.endTime - at) / 1000;
    if (here < window.from || here > window.to) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const frame = frames.get(id)!;
    const where = frame.url
      ? `${frame.url
          .replace(/^file:\/\//, '')
          .replace(`${root}/`, '')
          .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    total += delta;
    if (frame.functionName === '(idle)') idle += delta;
    self.set(key, (self.get(key) ?? 0) + delta);
    if (frame.functionName !== '(idle)') {
      const group = packageOf(frame);
      groups.set(group, (groups.get(group) ?? 0) + delta);
    }
  });
  const busy = total - idle;
  const lines = [
    `CPU profile of the measured minutes: ${(total / 1e6).toFixed(1)} s, ${(busy / 1e6).toFixed(1)} s not idle; top self time (share of the non-idle time):`,
  ];
  for (const [key, micros] of [...self]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)) {
    lines.push(`  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
  const byPackage = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 10);
  lines.push(`self time by package: ${byPackage.map(([group, micros]) => `${group} ${((100 * micros) / busy).toFixed(0)} %`).join(', ')}`);
  return lines;
}

/** Where a frame's code comes from: its npm package, the server's own code, Node's, or the engine's (native, GC). */
function packageOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  if (url.startsWith('node:')) return 'node';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (module) return module[1]!;
  return url.includes('/apps/api/') ? 'apps/api' : 'other';
}

// ————————————————————————————————————————— the run

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join('\n');
}

const loadBefore = loadAverage();
console.log(
  `load test: ${deviceCount} devices, one reading every ${periodMs / 1000} s over MQTT (QoS 1, ${connectionCount} connections), ` +
    `${userCount} panel users (event stream open, think time ${thinkMs / 1000} s ± 50 % between pages), a smoke alarm every ${alarmEveryMs / 1000} s; ` +
    `${warmupMs / 1000} s warm-up, then ${minutes} min measured; PostgreSQL ${new URL(postgresAdminUrl).host}; node ${process.version}; load average before: ${loadBefore}\n`,
);
const tag = randomBytes(3).toString('hex');
const databaseName = `sereno_bench_load_${tag}`;
const databaseUrl = new URL(postgresAdminUrl);
databaseUrl.pathname = `/${databaseName}`;
await asAdmin(`CREATE DATABASE ${databaseName}`);
const broker = await startBroker();
const profileDir = flags['cpu-prof'] ? await mkdtemp(path.join(tmpdir(), 'sereno-load-profile-')) : null;
let server: Server | null = null;
let measuredWindow = { from: 0, to: 0 };
const clients: MqttClient[] = [];
const streams: AbortController[] = [];
try {
  server = await startServer(
    {
      DATABASE_URL: databaseUrl.toString(),
      MQTT_URL: broker.url,
      MQTT_CLIENT_ID: `sereno-load-${tag}`,
      MQTT_SHARE_GROUP: 'sereno',
      // The demo gives the administrator account; its simulator stays off (the devices here are the load).
      SERENO_DEMO: 'true',
      SERENO_SIMULATOR: 'false',
      SERENO_DEMO_HISTORY_DAYS: '1',
    },
    profileDir,
  );
  const running = server;
  const adminCookie = await login(running, demoAdmin.username, demoAdmin.password);
  const seedStarted = performance.now();
  const users = await seed(running, adminCookie, tag);
  const devices = users.flatMap((user) => user.devices).sort((a, b) => a.index - b.index);
  for (const user of users) user.cookie = await login(running, user.username, userPassword);
  for (const user of users) streams.push(await openEvents(running, user));
  console.log(
    `seeded through the API in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${userCount} customers, ${deviceCount} devices and rooms; ${userCount} sessions and event streams open`,
  );

  for (let index = 0; index < connectionCount; index++) {
    clients.push(await mqtt.connectAsync(broker.url, { clientId: `load-${tag}-${index}`, clean: true, reconnectPeriod: 1000 }));
  }
  let finished = false;
  const load = startDevices(clients, devices, running, adminCookie);
  const userLoops = users.map((user) => panelUser(running, user, () => finished));

  await sleep(warmupMs);
  measuring = true;
  const rssStart = running.rssMiB();
  const cpuStart = running.cpuSeconds();
  const scheduleStart = running.schedule();
  const publishedStart = load.published();
  const eventsStart = eventsReceived;
  const measuredStart = performance.now();
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, running.rssMiB())), 1000);
  console.log(`warm-up done; RSS ${rssStart.toFixed(0)} MiB; measuring ${minutes} min`);
  const measureMs = minutes * 60_000;
  /** The server's V8 heap in use (GET /api/ops/stats): what tells a leak from a resident set that grew and stays. */
  const heapUsedMiB = async () => {
    const answer = await call(running, 'GET', '/api/ops/stats', adminCookie);
    return answer.status === 200 ? (JSON.parse(answer.body) as { memory: { heapUsedBytes: number } }).memory.heapUsedBytes / 2 ** 20 : Number.NaN;
  };
  const heapStart = await heapUsedMiB();
  while (measureMs - (performance.now() - measuredStart) > 100) {
    await sleep(Math.min(60_000, measureMs - (performance.now() - measuredStart)));
    console.log(
      `  ${((performance.now() - measuredStart) / 60_000).toFixed(1)} min: RSS ${running.rssMiB().toFixed(0)} MiB, heap used ${(await heapUsedMiB()).toFixed(0)} MiB, load average ${loadAverage()}, errors ${[...errors.values()].reduce((a, b) => a + b, 0)}`,
    );
  }
  const heapEnd = await heapUsedMiB();
  const rssEnd = running.rssMiB();
  const cpuEnd = running.cpuSeconds();
  const scheduleEnd = running.schedule();
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  measuredWindow = { from: measuredStart, to: performance.now() };
  const publishedMeasured = load.published() - publishedStart;
  const eventsMeasured = eventsReceived - eventsStart;
  clearInterval(sampler);
  finished = true;
  await Promise.all(userLoops);
  await load.stop();
  measuring = false;
  const loadAfter = loadAverage();

  // Every reading the broker acknowledged is stored once the server has taken its backlog (up to 30 s).
  const stored = new pg.Client({ connectionString: databaseUrl.toString() });
  await stored.connect();
  let readingsStored = 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(500)) {
    readingsStored = Number(
      (await stored.query<{ count: string }>('SELECT count(*) FROM readings WHERE monitor_id LIKE $1', [`LOAD-${tag}-%`])).rows[0]!.count,
    );
    if (readingsStored >= load.published()) break;
  }
  await stored.end();
  if (readingsStored < load.published()) error('readings acknowledged but not stored', load.published() - readingsStored);

  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);
  const rows = [...timings]
    .sort(([a], [b]) => rowOrder.indexOf(a) - rowOrder.indexOf(b))
    .map(([name, values]) => {
      const p99 = percentile(values, 0.99);
      const aim = name === 'alarm visible' ? 1000 : name === 'sample → queryable' ? null : 200;
      return [
        name,
        String(values.length),
        ms(percentile(values, 0.5)),
        ms(p99),
        ms(Math.max(...values)),
        aim === null ? '' : `p99 ≤ ${aim} ms: ${p99 <= aim ? 'met' : 'MISSED'}`,
      ];
    });
  console.log(`\n${table(['measure', 'count', 'p50', 'p99', 'max', 'aim'], rows)}`);
  const errorTotal = [...errors.values()].reduce((a, b) => a + b, 0);
  const growth = (rssEnd - rssStart) / rssStart;
  console.log(
    [
      '',
      `errors: ${errorTotal}${errorTotal ? ` (${[...errors].map(([kind, count]) => `${kind} ×${count}`).join('; ')})` : ''} (aim 0: ${errorTotal === 0 ? 'met' : 'MISSED'})`,
      `server RSS: ${rssStart.toFixed(0)} MiB after the warm-up, ${rssEnd.toFixed(0)} MiB at the end (peak ${rssPeak.toFixed(0)}), growth ${(growth * 100).toFixed(1)} % (aim ≤ 10 %: ${growth <= 0.1 ? 'met' : 'MISSED'}); V8 heap in use ${heapStart.toFixed(0)} → ${heapEnd.toFixed(0)} MiB (sampled: it rises and falls with each collection)`,
      `server CPU: ${(((cpuEnd - cpuStart) / measuredSeconds) * 100).toFixed(0)} % of one core over the measured minutes; its event loop's thread ran ${(scheduleEnd.running - scheduleStart.running).toFixed(0)} s and waited ${(scheduleEnd.waiting - scheduleStart.waiting).toFixed(0)} s for a CPU (runnable, not running) in ${measuredSeconds.toFixed(0)} s`,
      `readings: ${(publishedMeasured / measuredSeconds).toFixed(0)}/s acknowledged by the broker while measured; ${load.published()} in all, ${readingsStored} stored`,
      `events received on the ${userCount} streams: ${(eventsMeasured / measuredSeconds).toFixed(0)}/s`,
      `load average: ${loadBefore} before, ${loadAfter} at the end`,
    ].join('\n'),
  );
} finally {
  stopping = true;
  for (const stream of streams) stream.abort();
  await Promise.all(clients.map((client) => client.endAsync().catch(() => undefined)));
  const stopped = await server?.stop();
  if (stopped?.profile && measuredWindow.to > 0) {
    const kept = path.join(tmpdir(), `sereno-load-${tag}.cpuprofile`);
    await copyFile(stopped.profile, kept);
    const top = await topSelfTime(kept, 20, { ...measuredWindow, exitedAt: stopped.exitedAt });
    console.log(`\n${top.join('\n')}\nthe whole profile: ${kept} (Chrome DevTools, Performance)`);
  }
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
  await broker.stop();
  await asAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}
