// `pnpm bench:api` (or `pnpm --filter @sereno/bench-api bench` once apps/api/dist is built): the
// requests per second of the built Sereno server — GET /api/configuration and, logged in,
// GET /api/users?limit=25 and GET /api/rooms?limit=25 — as a ratio of a bare node:http "hello world"
// on the same machine in the same run, on PGlite and on PostgreSQL (when one answers). Aims (issue 22):
// configuration ≥ 0.8×, users list ≥ 0.12×, rooms list ≥ 0.08× on PostgreSQL. Every response must be
// a 200, or the run fails.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '@sereno/api/testing';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds of (bare, configuration, users, rooms): alternating spreads the machine's drift over all of them. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/** `pglite`, `postgres` or both (the default), comma-separated. */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** A folder: the server runs with `--cpu-prof` and leaves its .cpuprofile there (summed by profile-summary.ts). */
const cpuProfileDir = process.env.BENCH_CPU_PROF_DIR;
/** Which routes to measure: `configuration`, `users`, `rooms` or several (all by default); one alone for a profile of it. */
const targets = (process.env.BENCH_TARGETS ?? 'configuration,users,rooms').split(',').map((name) => name.trim());
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };
const usersWanted = 30;

interface Measure {
  requestsPerSecond: number;
  p99Ms: number;
  /** The server process's CPU time (user + system) per answered request: steadier than requests/s on a shared machine. */
  serverCpuMicros: number | null;
  /** PostgreSQL's CPU time per answered request: its backends serving the bench's database (null on PGlite, in the server's process). */
  databaseCpuMicros: number | null;
}

/** The CPU time (µs) a process has used so far, from /proc (Linux); null where there is no /proc. */
const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
})();
function cpuMicros(pid: number | null): number | null {
  if (pid === null || !clockTicksPerSecond) return null;
  try {
    // Fields 14 and 15 (utime, stime), counted after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

/** The built server started for `url` (startServer does not say its pid): the process of dist/main.js given that PORT. */
function serverPid(url: string): number | null {
  const port = new URL(url).port;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('apps/api/dist/main.js')) continue;
        if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
      } catch {
        // a process that ended meanwhile, or another user's
      }
    }
  } catch {
    // no /proc
  }
  return null;
}

/** The bare baseline runs in a process of its own, so that it does not share autocannon's event loop. */
async function startBareServer(): Promise<{ url: string; pid: number | null; stop(): Promise<void> }> {
  const source = `
    import http from 'node:http';
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('hello world');
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const [port] = (await once(lines, 'line')) as [string];
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? null,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** The CPU time (µs) each backend of PostgreSQL serving `database` has used so far (a local PostgreSQL; null otherwise). */
async function databaseCpu(database: string | null): Promise<Map<number, number> | null> {
  if (database === null) return null;
  const { rows } = await withAdminClient((client) =>
    client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]),
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const micros = cpuMicros(pid);
    if (micros === null) return null;
    used.set(pid, micros);
  }
  return used;
}

async function measure(label: string, url: string, pid: number | null, headers: Record<string, string> = {}, database: string | null = null): Promise<Measure> {
  const databaseBefore = await databaseCpu(database);
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const cpuAfter = cpuMicros(pid);
  const databaseAfter = await databaseCpu(database);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${label}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts`);
  if (result['2xx'] === 0) throw new Error(`${label}: no response at all`);
  const serverCpuMicros = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
  // A backend that started meanwhile counts whole; one that ended (idle, closed by the pool) had little to add.
  const databaseCpuMicros =
    databaseBefore === null || databaseAfter === null
      ? null
      : [...databaseAfter].reduce((sum, [backend, micros]) => sum + micros - (databaseBefore.get(backend) ?? 0), 0) / result.requests.total;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, serverCpuMicros, databaseCpuMicros };
}

async function logIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  if (response.status !== 200) throw new Error(`login as the demo admin: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';', 1)[0];
  if (!cookie) throw new Error('login: no session cookie');
  return cookie;
}

/** Users created through the API as the admin, until the list has a full page of 25 and more. */
async function seedUsers(server: RunningServer, cookie: string): Promise<void> {
  const headers = { cookie, 'content-type': 'application/json' };
  const page = await fetch(`${server.url}/api/users?limit=1`, { headers: { cookie } });
  const { totalUsers } = (await page.json()) as { totalUsers: number };
  for (let n = totalUsers; n < usersWanted; n++) {
    const username = `bench${n}`;
    const body = { username, email: `${username}@example.com`, name: `Bench User ${n}`, password: 'Bench#Pass2026', role: 'controller' };
    const response = await fetch(`${server.url}/api/users`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`creating ${username}: ${response.status} ${await response.text()}`);
  }
  const check = (await (await fetch(`${server.url}/api/users?limit=25`, { headers: { cookie } })).json()) as { users: unknown[] };
  if (check.users.length !== 25) throw new Error(`the users list has ${check.users.length} rows, not 25`);
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

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Row {
  database: string;
  target: string;
  measure: Measure;
  ratio: number;
  aim?: number;
}

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const averaged = (measures: Measure[]): Measure => {
  const cpu = measures.map((m) => m.serverCpuMicros);
  const databaseCpuValues = measures.map((m) => m.databaseCpuMicros);
  return {
    requestsPerSecond: mean(measures.map((m) => m.requestsPerSecond)),
    p99Ms: mean(measures.map((m) => m.p99Ms)),
    serverCpuMicros: cpu.every((micros) => micros !== null) ? mean(cpu as number[]) : null,
    databaseCpuMicros: databaseCpuValues.every((micros) => micros !== null) ? mean(databaseCpuValues as number[]) : null,
  };
};

async function benchDatabase(
  database: string,
  env: Record<string, string>,
  bare: { url: string; pid: number | null },
  databaseName: string | null = null,
): Promise<Row[]> {
  // The demo's simulated devices would ingest readings beside the measured requests: off, so the run
  // measures the routes alone. The demo needs NODE_ENV=development, whose checking of every response
  // by zod is off as in production (SERENO_CHECK_RESPONSES): the run measures production's path.
  const profiling: Record<string, string> = cpuProfileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${cpuProfileDir}` } : {};
  const server = await startServer({ SERENO_SIMULATOR: 'false', SERENO_CHECK_RESPONSES: 'false', ...profiling, ...env });
  try {
    const cookie = await logIn(server);
    await seedUsers(server, cookie);
    const pid = serverPid(server.url);
    const roomsPage = (await (await fetch(`${server.url}/api/rooms?limit=25`, { headers: { cookie } })).json()) as { rooms: unknown[] };
    if (roomsPage.rooms.length !== 25) throw new Error(`the rooms list has ${roomsPage.rooms.length} rows, not 25`);
    const postgres = database === 'PostgreSQL';
    const routes: { name: string; target: string; path: string; headers: Record<string, string>; aim: number }[] = [
      { name: 'configuration', target: 'GET /api/configuration', path: '/api/configuration', headers: {} as Record<string, string>, aim: 0.8 },
      { name: 'users', target: 'GET /api/users?limit=25 (logged in)', path: '/api/users?limit=25', headers: { cookie }, aim: 0.12 },
      { name: 'rooms', target: 'GET /api/rooms?limit=25 (logged in)', path: '/api/rooms?limit=25', headers: { cookie }, aim: 0.08 },
    ].filter((route) => targets.includes(route.name));
    // A short warm-up of each, so that the JIT and the pools are ready before anything counts.
    for (const route of routes) await autocannon({ url: `${server.url}${route.path}`, connections, duration: 1, headers: route.headers });
    const bareMeasures: Measure[] = [];
    const measures = routes.map((): Measure[] => []);
    for (let round = 0; round < rounds; round++) {
      bareMeasures.push(await measure('bare node:http', bare.url, bare.pid));
      for (const [index, route] of routes.entries()) {
        measures[index]!.push(await measure(`${database} ${route.target}`, `${server.url}${route.path}`, pid, route.headers, databaseName));
      }
    }
    bareMeasures.push(await measure('bare node:http', bare.url, bare.pid));
    const baseline = averaged(bareMeasures);
    return [
      { database, target: 'bare node:http hello world', measure: baseline, ratio: 1 },
      ...routes.map((route, index) => ({
        database,
        target: route.target,
        measure: averaged(measures[index]!),
        ratio: averaged(measures[index]!).requestsPerSecond / baseline.requestsPerSecond,
        ...(postgres ? { aim: route.aim } : {}),
      })),
    ];
  } finally {
    await server.stop();
  }
}

function printTable(rows: Row[]): void {
  const lines = rows.map((row) => [
    row.database,
    row.target,
    row.measure.requestsPerSecond.toFixed(0),
    row.measure.p99Ms.toFixed(1),
    row.measure.serverCpuMicros === null ? '–' : row.measure.serverCpuMicros.toFixed(0),
    row.measure.databaseCpuMicros === null ? '–' : row.measure.databaseCpuMicros.toFixed(0),
    `${row.ratio.toFixed(row.ratio < 0.1 ? 3 : 2)}×`,
    row.aim === undefined ? '' : `≥ ${row.aim}×: ${row.ratio >= row.aim ? 'met' : 'MISSED'}`,
  ]);
  const header = ['database', 'target', 'requests/s', 'p99 ms', 'server CPU µs/request', 'PostgreSQL CPU µs/request', 'ratio to bare', 'aim'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column >= 2 && column <= 6 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** The machine's load average (1, 5, 15 min), as `uptime` prints it: the ratios are only comparable between quiet runs. */
const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

console.log(
  `api benchmark: autocannon, ${connections} connections, ${durationSeconds} s per measure, ${rounds} rounds (bare measured before, between and after), node ${process.version}`,
);
console.log(`load average at the start: ${loadAverage()}\n`);
const bareServer = await startBareServer();
const rows: Row[] = [];
try {
  if (databases.includes('pglite')) rows.push(...(await benchDatabase('PGlite', {}, bareServer)));
  if (!databases.includes('postgres')) {
    // left out on purpose
  } else if (await postgresAnswers()) {
    const name = `sereno_bench_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() }, bareServer, name)));
    } finally {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  } else {
    console.log(`PostgreSQL: nothing answers at ${new URL(postgresAdminUrl).host}; its rows are left out (set BENCH_POSTGRES_URL).\n`);
  }
} finally {
  await bareServer.stop();
}
printTable(rows);
console.log(`\nload average at the end: ${loadAverage()}`);
