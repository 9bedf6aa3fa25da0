// The readings at scale (docs/scaling.md): the table partitioned by day, the days created ahead and
// dropped past retention, the quarter-hour aggregates that outlive them, and the ingest's
// deduplication across days. On PGlite and PostgreSQL alike (the same migration).
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, scratchDatabase } from '../../test/database.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { createLocalEventBus } from '../events/bus.ts';
import { startHousekeeping } from '../housekeeping/housekeeping.ts';
import { migrationsFolder, openDatabase, type Database, type OpenDatabase } from '../platform/database.ts';
import { readingAggregates, readings } from '../db/schema/readings.ts';
import { aggregateReadings, aggregatedUntil } from './aggregates.ts';
import { storeBatches } from './ingest/store.ts';
import { createPartitionsAhead, dayMs, partitionName, readingPartitions } from './partitions.ts';
import { deleteOldReadings } from './retention.ts';
import { bucketed, ofRoom } from './series.ts';

/** The tests that open a database of their own and migrate it (PGlite: tens of seconds on a busy machine). */
const ownDatabase = { timeout: 180_000 };

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
const count = async (db: Database, from: string): Promise<number> =>
  Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${from}`)))[0]?.n);

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0032', () => {
  it('partitions the readings table by day and keeps every row', ownDatabase, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sereno-readings-migration-'));
    const scratch = await scratchDatabase(path.join(dir, 'db'));
    try {
      // The migrations folder as it was before 0032, and a table of readings over three days and a far one.
      const folder = path.join(dir, 'migrations');
      await mkdir(path.join(folder, 'meta'), { recursive: true });
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.slice(
        0,
        journal.entries.findIndex((entry) => entry.tag === '0032_readings_partitioned'),
      );
      await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
      for (const file of await readdir(migrationsFolder))
        if (journal.entries.some((entry) => file === `${entry.tag}.sql`)) await copyFile(path.join(migrationsFolder, file), path.join(folder, file));
      const fill = sql.raw(`INSERT INTO readings (monitor_id, seq, ts, noise)
        SELECT 'M-' || (n % 3), n, timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute', 40 + n % 30 FROM generate_series(0, 4319) AS n
        UNION ALL SELECT 'M-9', 1, '2019-05-05T05:05:05Z', 50`);
      if (scratch.location.driver === 'postgres') {
        const pool = new pg.Pool({ connectionString: scratch.location.url, max: 1 });
        try {
          const db = drizzleNodePostgres({ client: pool });
          await migrateNodePostgres(db, { migrationsFolder: folder });
          await db.execute(fill);
        } finally {
          await pool.end();
        }
      } else {
        const client = await PGlite.create(scratch.location.dataDir);
        try {
          const db = drizzlePglite({ client });
          await migratePglite(db, { migrationsFolder: folder });
          await db.execute(fill);
        } finally {
          await client.close();
        }
      }

      const opened = await openDatabase({ database: scratch.location });
      try {
        const { db } = opened;
        expect(await count(db, 'readings')).toBe(4321);
        const [kind] = rowsOf<{ relkind: string }>(await db.execute(sql`SELECT relkind FROM pg_class WHERE relname = 'readings'`));
        expect(kind?.relkind).toBe('p');
        // A partition per day with readings (3 in January, one in 2019), and today and the 7 next days.
        const days = (await readingPartitions(db)).map((partition) => partition.name);
        expect(days).toEqual(expect.arrayContaining(['readings_p20190505', 'readings_p20260101', 'readings_p20260102', 'readings_p20260103']));
        expect(days).toContain(partitionName(new Date(Math.floor(Date.now() / dayMs) * dayMs + 7 * dayMs)));
        expect(await count(db, 'readings_p20260102')).toBe(1440);
        expect(await count(db, 'readings_default')).toBe(0);
        // The key holds ts; the ingest's ON CONFLICT names it.
        await db.execute(
          sql`INSERT INTO readings (monitor_id, seq, ts) VALUES ('M-0', 0, '2026-01-01T00:00:00Z') ON CONFLICT (monitor_id, seq, ts) DO NOTHING`,
        );
        expect(await count(db, 'readings')).toBe(4321);
      } finally {
        await opened.close();
      }
    } finally {
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the ingest on a partitioned table', () => {
  it('stores a reading once, replayed with the same time or with another day', async () => {
    const device = await insertDevice(database.db);
    const now = new Date();
    const monday = new Date(now.getTime() - 3 * dayMs);
    const first = readingsFrom(1, 5, monday);
    expect((await storeBatches(database.db, [{ monitorId: device.monitorId, readings: first }], now, undefined)).results).toEqual([
      { accepted: 5, duplicates: 0 },
    ]);
    // The same batch again (same ts, same day's partition), and the same seqs with the times of two days later.
    const again = await storeBatches(database.db, [{ monitorId: device.monitorId, readings: first }], now, undefined);
    expect(again.results).toEqual([{ accepted: 0, duplicates: 5 }]);
    const otherDay = readingsFrom(1, 5, new Date(monday.getTime() + 2 * dayMs));
    const moved = await storeBatches(database.db, [{ monitorId: device.monitorId, readings: [...otherDay, ...readingsFrom(6, 2, monday)] }], now, undefined);
    expect(moved.results).toEqual([{ accepted: 2, duplicates: 5 }]);
    const stored = await database.db
      .select({ seq: readings.seq, ts: readings.ts })
      .from(readings)
      .where(eq(readings.monitorId, device.monitorId))
      .orderBy(readings.seq);
    expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stored.every((row) => row.ts.getTime() < monday.getTime() + dayMs)).toBe(true);
  });

  it('marks the window of a late reading, and the next round sums it up again', async () => {
    const device = await insertDevice(database.db);
    const now = new Date();
    const hourAgo = new Date(Math.floor((now.getTime() - 60 * 60 * 1000) / 900_000) * 900_000);
    await storeBatches(database.db, [{ monitorId: device.monitorId, readings: [{ seq: 1, ts: hourAgo.toISOString(), noise: 40 }] }], now, undefined);
    await aggregateReadings(database.db, { now });
    await storeBatches(
      database.db,
      [{ monitorId: device.monitorId, readings: [{ seq: 2, ts: new Date(hourAgo.getTime() + 60_000).toISOString(), noise: 60 }] }],
      now,
      undefined,
    );
    const before = await database.db.select().from(readingAggregates).where(eq(readingAggregates.monitorId, device.monitorId));
    expect(before.map((row) => [row.readings, row.noiseSum])).toEqual([[1, 40]]);
    await aggregateReadings(database.db, { now });
    await aggregateReadings(database.db, { now });
    const after = await database.db.select().from(readingAggregates).where(eq(readingAggregates.monitorId, device.monitorId));
    expect(after.map((row) => [row.start.getTime(), row.readings, row.noiseN, row.noiseSum, row.noiseMin, row.noiseMax])).toEqual([
      [hourAgo.getTime(), 2, 2, 100, 40, 60],
    ]);
  });
});

describe('the days ahead, retention and the aggregates', () => {
  it('creates the days ahead, moving into them what the default partition held', async () => {
    const now = new Date();
    const farDay = new Date(Math.floor(now.getTime() / dayMs) * dayMs + 20 * dayMs);
    await database.db.insert(readings).values({ monitorId: 'FAR-1', seq: 1, ts: new Date(farDay.getTime() + 3_600_000), noise: 40 });
    expect(await count(database.db, `readings_default WHERE monitor_id = 'FAR-1'`)).toBe(1);
    expect(await createPartitionsAhead(database.db, { now: new Date(farDay.getTime() - 2 * dayMs), ahead: 3 })).toBeGreaterThan(0);
    expect(await count(database.db, `readings_default WHERE monitor_id = 'FAR-1'`)).toBe(0);
    expect(await count(database.db, `${partitionName(farDay)} WHERE monitor_id = 'FAR-1'`)).toBe(1);
    // Done already: nothing more.
    expect(await createPartitionsAhead(database.db, { now: new Date(farDay.getTime() - 2 * dayMs), ahead: 3 })).toBe(0);
  });

  it('drops the days past retention, and the month chart answers the same from the aggregates (a simulated clock)', ownDatabase, async () => {
    const db = (await openTestDatabase()) as OpenDatabase;
    try {
      const now = new Date('2031-03-01T00:00:00.000Z');
      const start = new Date(now.getTime() - 40 * dayMs);
      await createPartitionsAhead(db.db, { now: start, ahead: 41 });
      const device = await insertDevice(db.db);
      const roomId = device.roomId ?? '';
      // A reading every 10 minutes for 40 days; noise by the day of the month, so that each day's average is known.
      await db.db.execute(sql`INSERT INTO readings (monitor_id, seq, ts, room_id, noise, temperature)
        SELECT ${device.monitorId}, n, ${start.toISOString()}::timestamptz + n * interval '10 minutes', ${roomId}::uuid, 30 + (n / 144) % 20, 20 + (n % 6)
        FROM generate_series(0, 40 * 144 - 1) AS n`);
      for (let round = 0; round < 8; round += 1) await aggregateReadings(db.db, { now });
      expect((await aggregatedUntil(db.db))?.getTime()).toBe(now.getTime() - 15 * 60_000);
      const month = { from: new Date(now.getTime() - 30 * dayMs), to: now };
      const chart = () => bucketed(db.db, { where: ofRoom(roomId), range: month, measures: ['noise', 'temperature'] });
      const before = await chart();
      expect(before.length).toBeGreaterThan(900);
      // The aggregates sum up the same as the raw readings: the first bucket (45 minutes) is day 10's noise.
      expect(before[0]?.values.noise).toEqual({ avg: 40, min: 40, max: 40 });

      const { dropped } = await deleteOldReadings(db.db, { now, days: 10, aggregatedUntil: await aggregatedUntil(db.db) });
      // The 30 days before the cutoff (and the days of the real clock the migration made, before 2031).
      expect(dropped.filter((name) => name.startsWith('readings_p2031'))).toHaveLength(30);
      expect(await count(db.db, `readings WHERE ts < '${new Date(now.getTime() - 10 * dayMs).toISOString()}'`)).toBe(0);
      const after = await chart();
      expect(after).toEqual(before);
      // A round after the drop changes nothing of the aggregates.
      await aggregateReadings(db.db, { now });
      expect(await chart()).toEqual(before);
    } finally {
      await db.close();
    }
  });

  it('runs by itself on the real clock: the days ahead exist and the last hour is summed up', ownDatabase, async () => {
    const db = (await openTestDatabase()) as OpenDatabase;
    try {
      const device = await insertDevice(db.db);
      const now = Date.now();
      await db.db.insert(readings).values(
        readingsFrom(1, 30, new Date(now - 60 * 60 * 1000)).map((reading) => ({
          monitorId: device.monitorId,
          roomId: device.roomId,
          seq: reading.seq,
          ts: new Date(reading.ts),
          noise: reading.noise,
        })),
      );
      const housekeeping = startHousekeeping({
        db: db.db,
        events: createLocalEventBus(),
        clock: () => new Date(),
        retentionDays: 400,
        log: Fastify().log,
        everyMs: 20,
      });
      const deadline = Date.now() + 90_000;
      let summed = 0;
      while (summed < 30 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await db.db
          .select({ readings: readingAggregates.readings })
          .from(readingAggregates)
          .where(eq(readingAggregates.monitorId, device.monitorId));
        summed = rows.reduce((sum, row) => sum + row.readings, 0);
      }
      await housekeeping.stop();
      expect(summed).toBe(30);
      const days = (await readingPartitions(db.db)).map((partition) => partition.name);
      expect(days).toContain(partitionName(new Date(Math.floor(now / dayMs) * dayMs + 7 * dayMs)));
    } finally {
      await db.close();
    }
  });
});
