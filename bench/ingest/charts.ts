// `pnpm bench:charts`: the month chart of a room with a year of readings, on PostgreSQL (a fresh
// database, created and dropped; BENCH_POSTGRES_URL). The room's device reports every
// BENCH_CHART_EVERY_S seconds (10) for 365 days, written by generate_series into the day partitions;
// the quarter-hour aggregates are summed up as the housekeeping would. Then the month chart (the
// noise series of the last 30 days, as GET /api/rooms/{id}/noise asks it) and the environment chart
// (four measures) run BENCH_CHART_RUNS times (200) each, beside `SELECT 1` on the same pool as the
// baseline: p50/p99 and the ratio to the baseline. Aim (issue 22): month chart p99 ≤ 50 ms.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { aggregateReadings, aggregatedUntil, bucketed, openDatabase, sql } from '@sereno/api/testing/readings';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const everyS = Number(process.env.BENCH_CHART_EVERY_S ?? 10);
const runs = Number(process.env.BENCH_CHART_RUNS ?? 200);
const dayMs = 24 * 60 * 60 * 1000;
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 10; warm += 1) await work();
  const took: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  return { p50: percentile(took, 0.5), p99: percentile(took, 0.99) };
}

console.log(`chart benchmark: a room with a reading every ${everyS} s for 365 days, ${runs} runs per query; load average ${loadAverage()}`);
const name = `sereno_bench_charts_${randomBytes(4).toString('hex')}`;
await asAdmin(`CREATE DATABASE ${name}`);
try {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ database: { driver: 'postgres', url: url.toString() } });
  const { db } = opened;
  try {
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const from = new Date(now.getTime() - 365 * dayMs);
    const roomId = randomUUID();
    const monitorId = `chart-${randomBytes(3).toString('hex')}`;
    const filling = performance.now();
    await db.execute(sql`INSERT INTO rooms (id, name, monitor_id) VALUES (${roomId}, 'Sala del año', ${monitorId})`);
    // The days' partitions of the year (the migration made today and the next 7).
    await db.execute(
      sql.raw(`DO $$ DECLARE day date; BEGIN
        FOR day IN SELECT (timestamptz '${from.toISOString()}' AT TIME ZONE 'UTC')::date + n FROM generate_series(0, 366) AS n LOOP
          EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF readings FOR VALUES FROM (%L) TO (%L)', 'readings_p' || to_char(day, 'YYYYMMDD'),
            (day::timestamp AT TIME ZONE 'UTC'), ((day + 1)::timestamp AT TIME ZONE 'UTC'));
        END LOOP; END $$`),
    );
    const total = Math.floor((365 * dayMs) / (everyS * 1000));
    // A month at a time, so that no statement runs for minutes.
    const perChunk = Math.ceil(total / 12);
    for (let first = 0; first < total; first += perChunk) {
      await db.execute(
        sql.raw(`INSERT INTO readings (monitor_id, seq, ts, room_id, noise, temperature, humidity, iaq, battery_level)
        SELECT '${monitorId}', n, timestamptz '${from.toISOString()}' + n * interval '${everyS} seconds', '${roomId}',
          35 + 20 * random(), 20 + 3 * random(), 40 + 10 * random(), 50 + 50 * random(), 90
        FROM generate_series(${first}, ${Math.min(total, first + perChunk) - 1}) AS n`),
      );
    }
    const filled = (performance.now() - filling) / 1000;
    const summing = performance.now();
    // Rounds of a week each, until one finds nothing more to sum up.
    for (let before = await aggregatedUntil(db); ;) {
      const { until } = await aggregateReadings(db, { now });
      if (before && until.getTime() === before.getTime()) break;
      before = until;
    }
    await db.execute(sql`ANALYZE`);
    console.log(
      `filled ${total.toLocaleString('en')} readings in ${filled.toFixed(0)} s, summed up the quarter hours in ${((performance.now() - summing) / 1000).toFixed(0)} s\n`,
    );

    const month = { from: new Date(now.getTime() - 30 * dayMs), to: now };
    const week = { from: new Date(now.getTime() - 7 * dayMs), to: now };
    const year = { from, to: now };
    const baseline = await time(() => db.execute(sql`SELECT 1`));
    const rows: [string, { p50: number; p99: number }][] = [
      ['SELECT 1 (baseline)', baseline],
      ['month chart, noise (aggregates)', await time(() => bucketed(db, { where: { roomId, having: 'noise' }, range: month, measures: ['noise'] }))],
      [
        'month chart, environment (4 measures)',
        await time(() => bucketed(db, { where: { roomId }, range: month, measures: ['temperature', 'humidity', 'iaq', 'batteryLevel'] })),
      ],
      ['year chart, noise (aggregates)', await time(() => bucketed(db, { where: { roomId, having: 'noise' }, range: year, measures: ['noise'] }))],
      ['week chart, noise (raw readings)', await time(() => bucketed(db, { where: { roomId, having: 'noise' }, range: week, measures: ['noise'] }))],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`${'query'.padEnd(width)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}  ratio (p99) to SELECT 1`);
    for (const [label, result] of rows)
      console.log(
        `${label.padEnd(width)}  ${result.p50.toFixed(1).padStart(6)} ms  ${result.p99.toFixed(1).padStart(6)} ms  ${(result.p99 / baseline.p99).toFixed(0).padStart(5)}×`,
      );
    const monthP99 = rows[1]![1].p99;
    console.log(`\naim: month chart p99 ≤ 50 ms: ${monthP99 <= 50 ? 'met' : 'MISSED'} (${monthP99.toFixed(1)} ms); load average at the end ${loadAverage()}`);
  } finally {
    await opened.close();
  }
} finally {
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
