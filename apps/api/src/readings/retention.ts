// The retention of readings (spec §4): the housekeeping round deletes those past the retention days.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** At most this many readings go per statement, so that deleting a backlog never holds a long lock. */
export const retentionBatch = 10_000;

/** Deletes the readings older than `days` before `now`, a batch at a time; returns how many. */
export async function deleteOldReadings(
  db: Database,
  { now, days, batchSize = retentionBatch }: { now: Date; days: number; batchSize?: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * dayMs);
  let deleted = 0;
  for (;;) {
    const batch = await db.execute<{ seq: number }>(
      sql`delete from ${readings} where ctid in (select ctid from ${readings} where ${readings.ts} < ${cutoff} limit ${batchSize}) returning 1 as seq`,
    );
    const count = Array.isArray(batch) ? batch.length : ((batch as { rows?: unknown[] }).rows?.length ?? 0);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
