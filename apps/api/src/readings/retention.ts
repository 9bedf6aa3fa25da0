// The retention of readings (spec §4, SERENO_RETENTION_DAYS): the housekeeping drops the days'
// partitions past the retention days, and deletes the few readings left older than that (in the
// cutoff's own day and in the default partition). The aggregates (aggregates.ts) stay: only the
// partitions the aggregates have already summed up go.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { readingAggregatesDirty, readings } from '../db/schema/readings.ts';
import { dayMs, dropPartitionsBefore } from './partitions.ts';

/** At most this many readings go per statement, so that deleting a backlog never holds a long lock. */
export const retentionBatch = 10_000;

/**
 * Drops and deletes the readings older than `days` before `now` (0: keep all), never those after
 * `aggregatedUntil` (the windows not yet summed up); returns the readings deleted row by row and the
 * partitions dropped.
 */
export async function deleteOldReadings(
  db: Database,
  { now, days, aggregatedUntil, batchSize = retentionBatch }: { now: Date; days: number; aggregatedUntil?: Date | null; batchSize?: number },
): Promise<{ deleted: number; dropped: string[] }> {
  if (days <= 0) return { deleted: 0, dropped: [] };
  let cutoff = new Date(now.getTime() - days * dayMs);
  if (aggregatedUntil !== undefined) cutoff = new Date(Math.min(cutoff.getTime(), aggregatedUntil?.getTime() ?? 0));
  const dropped = await dropPartitionsBefore(db, cutoff);
  // Late readings of those days cannot be summed up any more.
  await db.delete(readingAggregatesDirty).where(sql`${readingAggregatesDirty.start} < ${cutoff.toISOString()}::timestamptz`);
  let deleted = 0;
  for (;;) {
    const batch = await db.execute<{ seq: number }>(
      // A ctid names a row within its partition only: the pair (tableoid, ctid) names it in the table.
      sql`delete from ${readings} where ${readings.ts} < ${cutoff} and (tableoid, ctid) in (select tableoid, ctid from ${readings} where ${readings.ts} < ${cutoff} limit ${batchSize}) returning 1 as seq`,
    );
    const count = Array.isArray(batch) ? batch.length : ((batch as { rows?: unknown[] }).rows?.length ?? 0);
    deleted += count;
    if (count < batchSize) return { deleted, dropped };
  }
}
