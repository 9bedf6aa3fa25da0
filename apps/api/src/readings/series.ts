// Time series of a room's readings, downsampled in the database: a range is cut into at most
// `maxPoints` buckets and each bucket answers its average, minimum and maximum, so that a chart of a
// month stays light and a peak of one reading still shows (spec: min, middle and max lines).
// The monitors' charts (src/monitors) read the readings through this file only.
import { and, desc, eq, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { readings, type ReadingRow } from '../db/schema/readings.ts';

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

type Measure = 'noise' | 'smokingProbability' | 'pax' | 'temperature' | 'humidity' | 'iaq' | 'voc' | 'batteryLevel';
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

/**
 * The buckets of `measures` for the readings `where` keeps in `range`. Buckets without readings are
 * left out (a gap in the chart, not a zero); a measure a bucket has no value of is null.
 */
export async function bucketed<M extends Measure>(
  db: Database,
  { where, range, measures, bucketMs = bucketMsOf(range) }: { where: SQL | undefined; range: Range; measures: readonly M[]; bucketMs?: number },
): Promise<Bucket<M>[]> {
  const fromMs = range.from.getTime();
  // Whole numbers computed here, written into the statement so that the same expression groups.
  const bucket = sql<number>`floor((extract(epoch from ${readings.ts}) * 1000 - ${sql.raw(String(fromMs))}) / ${sql.raw(String(bucketMs))})`.mapWith(Number);
  const aggregates = Object.fromEntries(
    measures.flatMap((measure) => {
      const column = measureColumns[measure];
      return [
        [`${measure}Avg`, sql<number | null>`avg(${column})::float8`.mapWith((value) => (value === null ? null : Number(value)))],
        [`${measure}Min`, sql<number | null>`min(${column})::float8`.mapWith((value) => (value === null ? null : Number(value)))],
        [`${measure}Max`, sql<number | null>`max(${column})::float8`.mapWith((value) => (value === null ? null : Number(value)))],
      ];
    }),
  );
  const rows = await db
    .select({ bucket, firstMs: sql<number>`extract(epoch from min(${readings.ts})) * 1000`.mapWith(Number), ...aggregates })
    .from(readings)
    .where(and(where, gte(readings.ts, range.from), lt(readings.ts, range.to)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => {
    const record = row as unknown as Record<string, number | null>;
    const values = Object.fromEntries(
      measures.map((measure) => {
        const avg = record[`${measure}Avg`];
        return [measure, avg === null || avg === undefined ? null : { avg, min: record[`${measure}Min`] ?? avg, max: record[`${measure}Max`] ?? avg }];
      }),
    ) as Record<M, Aggregate | null>;
    return { at: new Date(Math.round(row.firstMs)), end: new Date(fromMs + (row.bucket + 1) * bucketMs), values };
  });
}

/** The readings of a room (the readings taken while the room's device was in it). */
export const ofRoom = (roomId: string): SQL => eq(readings.roomId, roomId);
/** The readings of a device, whatever room it was in. */
export const ofDevice = (monitorId: string): SQL => eq(readings.monitorId, monitorId);
/** Only readings that have `measure`. */
export const having = (measure: Measure): SQL => isNotNull(measureColumns[measure]);

/** The newest reading of the device `monitorId` (taken at or after `since`, when given). */
export async function latestReadingOf(db: Database, monitorId: string, since?: Date): Promise<ReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(readings)
    .where(and(ofDevice(monitorId), since === undefined ? undefined : gte(readings.ts, since)))
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
    .where(and(ofRoom(roomId), gte(readings.ts, from), lt(readings.ts, to)))
    .orderBy(readings.ts);
}
