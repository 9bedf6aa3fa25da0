// The readings table is partitioned by day (UTC) on ts (migration 0032, docs/scaling.md): a table
// per day named readings_pYYYYMMDD, and readings_default for any reading outside them (a device
// whose clock is far off). The housekeeping creates the days ahead and drops those past retention.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';

export const dayMs = 24 * 60 * 60 * 1000;
/** How many days ahead of today the partitions exist. */
export const partitionsAhead = 7;

const floorDay = (ms: number): number => Math.floor(ms / dayMs) * dayMs;
/** The name of the partition of the day that starts at `dayStart` (UTC midnight). */
export const partitionName = (dayStart: Date): string => `readings_p${dayStart.toISOString().slice(0, 10).replaceAll('-', '')}`;
const dayOfName = (name: string): number | null => {
  const match = /^readings_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The days' partitions of the readings table, oldest first (their days' starts, in ms). */
export async function readingPartitions(db: Database): Promise<{ name: string; day: number }[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'readings'::regclass`),
  );
  return rows
    .map(({ name }) => ({ name, day: dayOfName(name) }))
    .filter((row): row is { name: string; day: number } => row.day !== null)
    .sort((a, b) => a.day - b.day);
}

/**
 * Creates the partitions of today and the `ahead` next days that are missing; returns how many. The
 * readings of such a day already in the default partition move into it (in the same transaction).
 */
export async function createPartitionsAhead(db: Database, { now, ahead = partitionsAhead }: { now: Date; ahead?: number }): Promise<number> {
  const existing = new Set((await readingPartitions(db)).map((partition) => partition.day));
  let created = 0;
  for (let day = floorDay(now.getTime()), last = day + ahead * dayMs; day <= last; day += dayMs) {
    if (existing.has(day)) continue;
    const start = new Date(day);
    const from = start.toISOString();
    const to = new Date(day + dayMs).toISOString();
    const name = sql.identifier(partitionName(start));
    await db.transaction(async (tx) => {
      const [waiting] = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM readings_default WHERE ts >= ${from}::timestamptz AND ts < ${to}::timestamptz`),
      );
      if ((waiting?.n ?? 0) === 0) {
        await tx.execute(sql`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF readings FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`);
        return;
      }
      await tx.execute(sql`CREATE TEMP TABLE readings_moving (LIKE readings) ON COMMIT DROP`);
      await tx.execute(
        sql`WITH moved AS (DELETE FROM readings_default WHERE ts >= ${from}::timestamptz AND ts < ${to}::timestamptz RETURNING *) INSERT INTO readings_moving SELECT * FROM moved`,
      );
      await tx.execute(sql`CREATE TABLE ${name} PARTITION OF readings FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`);
      await tx.execute(sql`INSERT INTO readings SELECT * FROM readings_moving`);
    });
    created += 1;
  }
  return created;
}

/** Drops the partitions of the days that end at or before `before`; returns their names. */
export async function dropPartitionsBefore(db: Database, before: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const { name, day } of await readingPartitions(db)) {
    if (day + dayMs > before.getTime()) break;
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
    dropped.push(name);
  }
  return dropped;
}
