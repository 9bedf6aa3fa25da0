// The readings summed up per device, room and quarter of an hour (reading_aggregates), which the long
// charts read and which stay after the raw readings' partitions are dropped (docs/scaling.md).
// The housekeeping fills them in order up to 10 minutes ago (a watermark in reading_aggregates_done);
// a reading stored later than 5 minutes after its time (a device's backlog) marks its window, which
// the next round sums up again. Each window is computed whole from the raw readings and upserted, so
// a round done twice, or by two processes, changes nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { aggregateWindowMs, readingAggregatesDirty, readingAggregatesDone, readings } from '../db/schema/readings.ts';

/** Windows end at least this long ago before they are summed up: the readings of their time are in. */
export const aggregateSettleMs = 10 * 60 * 1000;
/** A reading stored this long after its time or more is late: its window is summed up again. */
export const lateAfterMs = 5 * 60 * 1000;
/** At most this much time is summed up per round, so that a first round after an upgrade stays short. */
export const aggregateStepMs = 7 * 24 * 60 * 60 * 1000;

const floorWindow = (ms: number): number => Math.floor(ms / aggregateWindowMs) * aggregateWindowMs;

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Marks the windows of the late readings among `records` (stored now), for the next round. */
export async function markLateWindows(tx: Database, records: readonly { ts: string }[], now: Date): Promise<void> {
  const lateBefore = now.getTime() - lateAfterMs;
  const windows = new Set<string>();
  for (const record of records) {
    const ts = Date.parse(record.ts);
    if (ts < lateBefore) windows.add(new Date(floorWindow(ts)).toISOString());
  }
  if (windows.size === 0) return;
  await tx.execute(
    sql`INSERT INTO ${readingAggregatesDirty} (start) SELECT value::timestamptz FROM json_array_elements_text(${JSON.stringify([...windows].sort())}::json) ON CONFLICT DO NOTHING`,
  );
}

const measures = ['noise', 'smoking_probability', 'pax', 'temperature', 'humidity', 'iaq', 'voc', 'battery_level'] as const;
const columns = measures.flatMap((m) => [`${m}_n`, `${m}_sum`, `${m}_min`, `${m}_max`]);
const sums = measures.map((m) => `count(${m})::int, sum(${m}::float8), min(${m}::float8), max(${m}::float8)`).join(', ');
const updates = ['first_ts', 'readings', ...columns].map((column) => `${column} = excluded.${column}`).join(', ');

/** Sums up the readings of [from, to) (whole windows) into their windows. */
async function sumUp(db: Database, from: Date, to: Date): Promise<void> {
  await db.execute(
    sql.raw(`INSERT INTO reading_aggregates (monitor_id, room_id, start, first_ts, readings, ${columns.join(', ')})
    SELECT monitor_id, room_id, to_timestamp(floor(extract(epoch from ts) / ${aggregateWindowMs / 1000}) * ${aggregateWindowMs / 1000}) AS start, min(ts), count(*)::int, ${sums}
    FROM readings WHERE ts >= '${from.toISOString()}' AND ts < '${to.toISOString()}'
    GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT reading_aggregates_key DO UPDATE SET ${updates}`),
  );
}

/** Until when every window is summed up (null: never yet). */
export async function aggregatedUntil(db: Database): Promise<Date | null> {
  const [row] = await db.select({ until: readingAggregatesDone.until }).from(readingAggregatesDone);
  return row?.until ?? null;
}

/** One round: the windows past the watermark (up to 10 minutes ago, a week at most), then the marked ones. */
export async function aggregateReadings(db: Database, { now }: { now: Date }): Promise<{ until: Date; windows: number }> {
  const target = floorWindow(now.getTime() - aggregateSettleMs);
  let done = await aggregatedUntil(db);
  if (!done) {
    const [first] = rowsOf<{ first: string | Date | null }>(await db.execute(sql`SELECT min(${readings.ts}) AS first FROM ${readings}`));
    done = new Date(first?.first ? floorWindow(new Date(first.first).getTime()) : target);
  }
  let windows = 0;
  const upTo = new Date(Math.min(target, done.getTime() + aggregateStepMs));
  if (upTo > done) {
    await sumUp(db, done, upTo);
    windows += (upTo.getTime() - done.getTime()) / aggregateWindowMs;
    done = upTo;
  }
  await db.execute(
    sql`INSERT INTO ${readingAggregatesDone} (id, until) VALUES (1, ${done.toISOString()}::timestamptz) ON CONFLICT (id) DO UPDATE SET until = excluded.until`,
  );
  // The marked windows already behind the watermark (the others come in order anyway).
  const dirty = rowsOf<{ start: string | Date }>(
    await db.execute(sql`DELETE FROM ${readingAggregatesDirty} WHERE start < ${done.toISOString()}::timestamptz RETURNING start`),
  );
  for (const { start } of dirty) {
    const from = new Date(start);
    await sumUp(db, from, new Date(from.getTime() + aggregateWindowMs));
    windows += 1;
  }
  return { until: done, windows };
}
