// What the server does by itself, on a timer: tells the live panels when a device has been quiet for
// 30 minutes (its room is then disconnected, spec §4) and emails the customer about it where wanted,
// sums up the readings of each quarter of an hour for the long charts, creates the readings' days
// ahead and drops those past the retention days (docs/scaling.md), and removes the stored files no protocol card holds any
// more (a card that went with its room or its owner leaves its files behind: docs/protocols.md).
// With several server processes on one PostgreSQL, one of them announces each round (an advisory lock).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../events/bus.ts';
import { notifyDisconnection } from '../notifications/disconnection.ts';
import type { NotificationProviders } from '../notifications/jobs.ts';
import type { Database } from '../platform/database.ts';
import type { FileStorage } from '../protocols/file-storage.ts';
import { sweepOrphanFiles } from '../protocols/files.ts';
import { aggregateReadings } from '../readings/aggregates.ts';
import { createPartitionsAhead } from '../readings/partitions.ts';
import { deleteOldReadings } from '../readings/retention.ts';
import { disconnectedAfterMs } from '../rooms/status.ts';
import { roomsLastSeenBetween } from '../rooms/service.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';

/** The advisory lock's key: any number the rest of Sereno does not use. */
const housekeepingLock = 7_334_101;

/**
 * Announces the rooms whose device went quiet in `(since, until]` minus 30 minutes: their last
 * reading is older than 30 minutes now and was not at the previous round, and enqueues their
 * disconnection emails and `device.offline` webhooks in the same transaction. Returns how many.
 */
export async function announceDisconnections(
  db: Database,
  events: EventBus,
  { since, until }: { since: Date; until: Date },
  providers?: NotificationProviders,
): Promise<number> {
  const quiet = await roomsLastSeenBetween(db, new Date(since.getTime() - disconnectedAfterMs), new Date(until.getTime() - disconnectedAfterMs));
  for (const room of quiet) {
    if (room.lastSeenAt) {
      await notifyDisconnection(db, { roomId: room.id, lastSeenAt: room.lastSeenAt, at: until }, providers);
      const lastSeenAt = room.lastSeenAt.toISOString();
      await emitWebhookEvent(db, {
        type: 'device.offline',
        roomId: room.id,
        occasion: `${room.id}:${lastSeenAt}`,
        data: { monitorId: room.monitorId, lastSeenAt },
        at: until,
      });
    }
    await events.publish({ type: 'status', roomId: room.id, monitorId: room.monitorId, status: 'disconnected' });
  }
  return quiet.length;
}

/** Runs `work` in a transaction that only one process gets at a time; false when another has it. */
async function alone(db: Database, work: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${housekeepingLock}) as locked`);
    const rows = Array.isArray(result) ? result : ((result as { rows?: { locked: boolean }[] }).rows ?? []);
    if (!rows[0]?.locked) return false;
    await work(tx);
    return true;
  });
}

export interface HousekeepingOptions {
  db: Database;
  events: EventBus;
  clock: () => Date;
  /** Readings older than this many days go (0: kept); their quarter-hour aggregates stay. */
  retentionDays: number;
  log: FastifyBaseLogger;
  /** Where the protocol cards' files are kept; the hourly round removes the orphans. */
  files?: FileStorage;
  /** Which channels can leave (a disconnection email without SMTP is kept as not sent). */
  providers?: NotificationProviders;
  /** How often the disconnection round runs (default a minute); retention and the files' sweep run every hour. */
  everyMs?: number;
}

export function startHousekeeping({ db, events, clock, retentionDays, log, files, providers, everyMs = 60_000 }: HousekeepingOptions): {
  stop(): Promise<void>;
} {
  let since = clock();
  let lastRetention = 0;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    const until = clock();
    // One process announces (others would repeat the events); any may delete (a delete done twice is harmless).
    await alone(db, (tx) => announceDisconnections(tx, events, { since, until }, providers).then(() => undefined));
    since = until;
    // One process at a time sums up (a round done twice changes nothing, but costs).
    let aggregatedUntil: Date | null = null;
    await alone(db, async (tx) => {
      aggregatedUntil = (await aggregateReadings(tx, { now: until })).until;
    });
    if (until.getTime() - lastRetention >= 60 * 60 * 1000) {
      await alone(db, async (tx) => {
        const created = await createPartitionsAhead(tx, { now: until });
        if (created > 0) log.info({ created }, 'created the readings partitions of the days ahead');
        // Only the days the aggregates have summed up go (when another process summed up, the next round).
        if (aggregatedUntil === null) return;
        const { deleted, dropped } = await deleteOldReadings(tx, { now: until, days: retentionDays, aggregatedUntil });
        if (deleted > 0 || dropped.length > 0) log.info({ deleted, dropped, retentionDays }, 'dropped the readings past the retention days');
      });
      const removed = files ? await sweepOrphanFiles(db, files) : 0;
      if (removed > 0) log.info({ removed }, 'removed the files no protocol card holds');
      lastRetention = until.getTime();
    }
  };
  const timer = setInterval(() => {
    running = running.then(round).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed; it runs again at the next round'));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
