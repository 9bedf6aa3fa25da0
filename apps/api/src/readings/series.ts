// Time series of a room's readings, downsampled in the database: a range is cut into at most
// `maxPoints` buckets and each bucket answers its average, minimum and maximum, so that a chart of a
// month stays light and a peak of one reading still shows (spec: min, middle and max lines).
// The monitors' charts (src/monitors) read the readings through this file only. A long range (over
// a week: the month and year charts) reads the quarter-hour aggregates (aggregates.ts) for the whole
// windows inside it that the housekeeping has summed up, and the raw readings for the rest: a month
// costs ~3,000 rows per device instead of ~260,000, and the days past the raw retention still answer.
import { and, desc, eq, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { aggregateWindowMs, readings, type ReadingRow } from '../db/schema/readings.ts';
import { aggregatedUntil } from './aggregates.ts';

/** At most this many points per series, whatever the range. */
export const maxPoints = 1000;

export interface Range {
  from: Date;
  to: Date;
}

/** The bucket width for a range: at least one millisecond, at most `maxPoints` buckets. */
export const bucketMsOf = ({ from, to }: Range, points = maxPoints): number => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / points));

export interface Aggregate {
  avg: number;
  min: number;
  max: number;
}

export type Measure = 'noise' | 'smokingProbability' | 'pax' | 'temperature' | 'humidity' | 'iaq' | 'voc' | 'batteryLevel';
const measureColumns: Record<Measure, AnyColumn> = {
  noise: readings.noise,
  smokingProbability: readings.smokingProbability,
  pax: readings.pax,
  temperature: readings.temperature,
  humidity: readings.humidity,
  iaq: readings.iaq,
  voc: readings.voc,
  batteryLevel: readings.batteryLevel,
};

export interface Bucket<M extends Measure> {
  /** The time of the bucket's first reading. */
  at: Date;
  /** The bucket's end (exclusive). */
  end: Date;
  values: Record<M, Aggregate | null>;
}

/** Which readings a series takes: a room's or a device's, and only those that have `having`. */
export interface Filter {
  roomId?: string;
  monitorId?: string;
  having?: Measure;
}

/** A range longer than this reads the aggregates. */
export const longRangeMs = 7 * 24 * 60 * 60 * 1000;

const snake = (measure: Measure): string => measure.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const number = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The buckets of `measures` for the readings `where` keeps in `range`. Buckets without readings are
 * left out (a gap in the chart, not a zero); a measure a bucket has no value of is null. Over a long
 * range, a window of the aggregates goes whole into the bucket its start falls in.
 */
export async function bucketed<M extends Measure>(
  db: Database,
  { where, range, measures, bucketMs = bucketMsOf(range) }: { where: Filter; range: Range; measures: readonly M[]; bucketMs?: number },
): Promise<Bucket<M>[]> {
  const fromMs = range.from.getTime();
  const toMs = range.to.getTime();
  // The whole windows inside the range that are summed up: [aggFrom, aggTo).
  let aggFrom = 0;
  let aggTo = 0;
  if (toMs - fromMs > longRangeMs && bucketMs >= aggregateWindowMs) {
    const until = await aggregatedUntil(db);
    aggFrom = Math.ceil(fromMs / aggregateWindowMs) * aggregateWindowMs;
    aggTo = Math.min(Math.floor(toMs / aggregateWindowMs) * aggregateWindowMs, until?.getTime() ?? 0);
  }
  const rows =
    aggTo > aggFrom
      ? await bucketedWithAggregates(db, where, range, measures, bucketMs, aggFrom, aggTo)
      : await bucketedRaw(db, where, range, measures, bucketMs);
  return rows.map((record) => {
    const values = Object.fromEntries(
      measures.map((measure) => {
        const avg = number(record[`${measure}Avg`]);
        return [measure, avg === null ? null : { avg, min: number(record[`${measure}Min`]) ?? avg, max: number(record[`${measure}Max`]) ?? avg }];
      }),
    ) as Record<M, Aggregate | null>;
    const bucket = Number(record.bucket);
    return { at: new Date(Math.round(Number(record.firstMs))), end: new Date(fromMs + (bucket + 1) * bucketMs), values };
  });
}

const rawWhere = (where: Filter): SQL | undefined =>
  and(
    where.roomId === undefined ? undefined : eq(readings.roomId, where.roomId),
    where.monitorId === undefined ? undefined : eq(readings.monitorId, where.monitorId),
    where.having === undefined ? undefined : isNotNull(measureColumns[where.having]),
  );

/** The readings of the range, bucketed. */
async function bucketedRaw(db: Database, where: Filter, range: Range, measures: readonly Measure[], bucketMs: number): Promise<Record<string, unknown>[]> {
  const fromMs = range.from.getTime();
  // Whole numbers computed here, written into the statement so that the same expression groups.
  const bucket = sql<number>`floor((extract(epoch from ${readings.ts}) * 1000 - ${sql.raw(String(fromMs))}) / ${sql.raw(String(bucketMs))})`;
  const aggregates = Object.fromEntries(
    measures.flatMap((measure) => {
      const column = measureColumns[measure];
      return [
        [`${measure}Avg`, sql<number | null>`avg(${column})::float8`],
        [`${measure}Min`, sql<number | null>`min(${column})::float8`],
        [`${measure}Max`, sql<number | null>`max(${column})::float8`],
      ];
    }),
  );
  return db
    .select({ bucket, firstMs: sql<number>`extract(epoch from min(${readings.ts})) * 1000`, ...aggregates })
    .from(readings)
    .where(and(rawWhere(where), gte(readings.ts, range.from), lt(readings.ts, range.to)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** The aggregates of [aggFrom, aggTo) and the readings of the rest of the range, bucketed together. */
async function bucketedWithAggregates(
  db: Database,
  where: Filter,
  range: Range,
  measures: readonly Measure[],
  bucketMs: number,
  aggFrom: number,
  aggTo: number,
): Promise<Record<string, unknown>[]> {
  const fromMs = range.from.getTime();
  const bucketOf = (column: string) => `floor((extract(epoch from ${column}) * 1000 - ${fromMs}) / ${bucketMs})`;
  const iso = (ms: number) => `'${new Date(ms).toISOString()}'::timestamptz`;
  const rawColumns = measures.map(
    (m) => `${snake(m)}::float8 AS ${m}_sum, (${snake(m)} IS NOT NULL)::int AS ${m}_n, ${snake(m)}::float8 AS ${m}_min, ${snake(m)}::float8 AS ${m}_max`,
  );
  const aggColumns = measures.map((m) => `${snake(m)}_sum AS ${m}_sum, ${snake(m)}_n AS ${m}_n, ${snake(m)}_min AS ${m}_min, ${snake(m)}_max AS ${m}_max`);
  const outer = measures.map((m) => `sum(${m}_sum) / nullif(sum(${m}_n), 0) AS "${m}Avg", min(${m}_min) AS "${m}Min", max(${m}_max) AS "${m}Max"`);
  const raw = (from: number, to: number) => sql`SELECT ${sql.raw(bucketOf('ts'))} AS bucket, ts AS first_ts, ${sql.raw(rawColumns.join(', '))} FROM ${readings}
    WHERE ${and(rawWhere(where), gte(readings.ts, new Date(from)), lt(readings.ts, new Date(to)))}`;
  const aggregateWhere = [
    where.roomId === undefined ? undefined : sql`room_id = ${where.roomId}`,
    where.monitorId === undefined ? undefined : sql`monitor_id = ${where.monitorId}`,
    where.having === undefined ? undefined : sql.raw(`${snake(where.having)}_n > 0`),
    sql.raw(`start >= ${iso(aggFrom)} AND start < ${iso(aggTo)}`),
  ].filter((part) => part !== undefined);
  const result = await db.execute(sql`SELECT bucket, extract(epoch from min(first_ts)) * 1000 AS "firstMs", ${sql.raw(outer.join(', '))} FROM (
    ${raw(fromMs, aggFrom)}
    UNION ALL
    SELECT ${sql.raw(bucketOf('start'))} AS bucket, first_ts, ${sql.raw(aggColumns.join(', '))} FROM reading_aggregates WHERE ${sql.join(aggregateWhere, sql` AND `)}
    UNION ALL
    ${raw(aggTo, range.to.getTime())}
  ) AS parts GROUP BY 1 ORDER BY 1`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The readings of a room (the readings taken while the room's device was in it). */
export const ofRoom = (roomId: string): Filter => ({ roomId });
/** The readings of a device, whatever room it was in. */
export const ofDevice = (monitorId: string): Filter => ({ monitorId });
/** Only readings that have `measure`. */
export const having = (measure: Measure): Filter => ({ having: measure });

/** The newest reading of the device `monitorId` (taken at or after `since`, when given). */
export async function latestReadingOf(db: Database, monitorId: string, since?: Date): Promise<ReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(readings)
    .where(and(eq(readings.monitorId, monitorId), since === undefined ? undefined : gte(readings.ts, since)))
    .orderBy(desc(readings.seq))
    .limit(1);
  return row;
}

/** The main values of a device's newest reading, as the device list shows them beside its age. */
export interface LatestReadingSummary {
  ts: string;
  noise: number | null;
  temperature: number | null;
  humidity: number | null;
  batteryLevel: number | null;
}

/** The newest reading of the device whose monitorId is the outer query's `monitorId` column, as one JSON value (null: none). */
export const latestReadingColumnOfDevice = (monitorId: AnyColumn): SQL<LatestReadingSummary | null> =>
  sql<LatestReadingSummary | null>`(select json_build_object('ts', ${readings.ts}, 'noise', ${readings.noise}, 'temperature', ${readings.temperature}, 'humidity', ${readings.humidity}, 'batteryLevel', ${readings.batteryLevel}) from ${readings} where ${readings.monitorId} = ${outerColumn(monitorId)} order by ${readings.seq} desc limit 1)`;

/** What the alarm engine reads of one reading. */
export interface AlarmReading {
  ts: Date;
  noise: number | null;
  smokingProbability: number | null;
  pax: number | null;
}

/** The room's readings of `range`, oldest first, with what the alarm engine reads: its replay (alarm tuning). */
export function alarmReadingsOfRoom(db: Database, roomId: string, { from, to }: Range): Promise<AlarmReading[]> {
  return db
    .select({ ts: readings.ts, noise: readings.noise, smokingProbability: readings.smokingProbability, pax: readings.pax })
    .from(readings)
    .where(and(eq(readings.roomId, roomId), gte(readings.ts, from), lt(readings.ts, to)))
    .orderBy(readings.ts);
}
