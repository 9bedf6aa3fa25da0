// `pnpm bench:exports` (or `pnpm --filter @sereno/bench-exports bench` once apps/api/dist is built):
// the time to export BENCH_ROWS (100,000) alarms and as many bookings, as CSV and as XLSX, through the
// built Sereno server on a fresh PostgreSQL database, as the demo administrator. The rows are written
// straight into the database (generate_series) in one demo room. Each export is downloaded whole
// BENCH_RUNS (3) times; the figure is the median, with rows per second, the file's size and the
// server process's peak resident memory while it ran (the server runs in this process: a streamed
// export keeps it flat). The baseline of the same run and process: GET /api/alarms/paginated (a page
// of 25 of the same alarms). Aim (issue 28): 100,000 rows within a few seconds.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startServer } from '@sereno/api/testing';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const baselineRequests = 200;
/** Only these lists and formats (a smaller run: `BENCH_LISTS=bookings BENCH_FORMATS=csv`). */
const lists = (process.env.BENCH_LISTS ?? 'alarms,bookings').split(',');
const formats = (process.env.BENCH_FORMATS ?? 'csv,xlsx').split(',');
/** Keep the database after the run (its name is printed), to EXPLAIN a page in it. */
const keepDatabase = process.env.BENCH_KEEP_DATABASE === 'true';
/** A folder: the server runs with `--cpu-prof` and leaves its .cpuprofile there (bench/api's profile-summary.ts sums it). */
const cpuProfileDir = process.env.BENCH_CPU_PROF_DIR;
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `rows` alarms (resolved: a room has one active alarm of a type; three notifications each) and bookings in one demo room, with accents and decimals. */
async function seed(db: pg.Client): Promise<void> {
  const room = (await db.query<{ id: string; owner_id: string }>('SELECT id, owner_id FROM rooms WHERE owner_id IS NOT NULL AND deleted_at IS NULL LIMIT 1'))
    .rows[0];
  if (!room) throw new Error('no demo room');
  await db.query(
    `INSERT INTO alarms (room_id, owner_id, monitor_id, type, level, name, created_at, last_triggered_at, peak, state, resolved_at, resolution_reason, resolution_note)
     SELECT $1, $2, 'SRN-BENCH', (ARRAY['sound','smoking','occupancy'])[1 + n % 3], (ARRAY['low','medium','high'])[1 + n % 3], 'Ático Peñíscola ' || n % 50,
            now() - n * interval '1 minute', now() - n * interval '1 minute', 70 + (n % 300) / 10.0,
            'resolved', now() - n * interval '1 minute' + interval '10 minutes',
            (ARRAY['falseAlarm','guestsWarned','visited','other'])[1 + n % 4],
            CASE WHEN n % 8 = 1 THEN 'Llamé al huésped; bajan la "música"' END
     FROM generate_series(1, $3) AS n`,
    [room.id, room.owner_id, rows],
  );
  // Each alarm told its host by call, SMS and email, as the engine does: the file's trail and counts read them.
  await db.query(
    `INSERT INTO notification_jobs (dedupe_key, alarm_id, room_id, kind, channel, "to", language, payload, status, attempts, created_at, first_attempt_at, sent_at, delivery)
     SELECT a.id || '/host/' || c.channel, a.id, a.room_id, 'alarm-host', c.channel, c.recipient, 'es', '{"text":"Ruido en Ático Peñíscola"}'::jsonb,
            'sent', 1, a.created_at + interval '2 seconds', a.created_at + interval '2 seconds', a.created_at + interval '3 seconds',
            CASE WHEN c.channel = 'email' THEN NULL ELSE 'delivered' END
     FROM alarms a CROSS JOIN (VALUES ('call', '+34600000001'), ('sms', '+34600000001'), ('email', 'anfitrion@example.com')) AS c(channel, recipient)
     WHERE a.monitor_id = 'SRN-BENCH'`,
  );
  await db.query(
    `INSERT INTO bookings (room_id, reservation_number, guest_first_name, guest_last_name, guest_phone, guest_email, check_in, check_out, pax, city_tax, status)
     SELECT $1, 'BENCH-' || n, 'Íñigo', 'Muñoz ' || n, '+34600' || lpad((n % 1000000)::text, 6, '0'), 'guest' || n || '@example.com',
            now() + n * interval '1 hour', now() + n * interval '1 hour' + interval '2 days', 1 + n % 4, (n % 100) / 4.0, 'Confirmed'
     FROM generate_series(1, $2) AS n`,
    [room.id, rows],
  );
  await db.query('ANALYZE alarms; ANALYZE notification_jobs; ANALYZE bookings');
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Downloads `url` `count` times: the median milliseconds, the bytes, and the peak RSS (MB) seen meanwhile. */
async function download(url: string, cookie: string, count: number): Promise<{ ms: number; bytes: number; lines: number; peakRssMb: number }> {
  const times: number[] = [];
  let bytes = 0;
  let lines = 0;
  let peak = 0;
  for (let index = 0; index < count; index++) {
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    bytes = 0;
    lines = 0;
    for await (const chunk of response.body ?? []) {
      const data = chunk as Uint8Array;
      bytes += data.byteLength;
      for (const byte of data) if (byte === 0x0a) lines++;
    }
    times.push(performance.now() - started);
    clearInterval(sampler);
  }
  return { ms: median(times), bytes, lines, peakRssMb: peak / 2 ** 20 };
}

console.log(
  `exports benchmark: ${rows.toLocaleString('en')} alarms and ${rows.toLocaleString('en')} bookings, each export downloaded ${runs} times (median); ` +
    `PostgreSQL ${new URL(postgresAdminUrl).host}; node ${process.version}; load average ${loadAverage()} (what else the cores run skews every figure)\n`,
);
const name = `sereno_bench_exports_${randomBytes(4).toString('hex')}`;
await asAdmin(`CREATE DATABASE ${name}`);
const url = new URL(postgresAdminUrl);
url.pathname = `/${name}`;
const server = await startServer({
  DATABASE_URL: url.toString(),
  SERENO_DEMO: 'true',
  SERENO_SIMULATOR: 'false',
  LOG_LEVEL: 'warn',
  ...(cpuProfileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${cpuProfileDir}` } : {}),
});
const db = new pg.Client({ connectionString: url.toString() });
try {
  await db.connect();
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  const cookie = login.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
  if (login.status !== 200 || !cookie) throw new Error(`login as the demo admin: ${login.status}`);
  await seed(db);

  const baselineTimes: number[] = [];
  for (let index = 0; index < baselineRequests; index++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/alarms/paginated?showAll=true&limit=25`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`baseline: ${response.status}`);
    if (index >= 20) baselineTimes.push(performance.now() - started);
  }
  const baseline = median(baselineTimes);
  console.log(
    `baseline: GET /api/alarms/paginated (25 rows)   p50 ${baseline.toFixed(2).padStart(8)} ms   RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB\n`,
  );
  for (const [list, query] of [
    ['alarms', 'showAll=true'],
    ['bookings', 'sortKey=checkIn'],
  ] as const) {
    if (!lists.includes(list)) continue;
    for (const format of (['csv', 'xlsx'] as const).filter((each) => formats.includes(each))) {
      const result = await download(`${server.url}/api/${list}/export.${format}?${query}`, cookie, runs);
      // Every row once: the CSV has the header and one line per row (no field holds a line break).
      if (format === 'csv' && result.lines !== rows + 1) throw new Error(`${list}.csv has ${result.lines - 1} rows, not ${rows}`);
      console.log(
        `${`${list}.${format}`.padEnd(14)} ${(result.ms / 1000).toFixed(2).padStart(6)} s   ${Math.round(rows / (result.ms / 1000))
          .toLocaleString('en')
          .padStart(
            8,
          )} rows/s   ${(result.bytes / 2 ** 20).toFixed(1).padStart(6)} MB   peak RSS ${result.peakRssMb.toFixed(0).padStart(5)} MB   ×${(result.ms / baseline).toFixed(0)} the baseline`,
      );
    }
  }
  console.log(`\naim (issue 28): 100,000 rows within a few seconds (read: ≤ 5 s each); load average ${loadAverage()}`);
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  if (keepDatabase) console.log(`database kept: ${url.toString()}`);
  else await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
