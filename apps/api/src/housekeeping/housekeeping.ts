// What the server does by itself, on a timer: tells the live panels when a device has been quiet for
// 30 minutes (its room is then disconnected, spec §4) and emails the customer about it where wanted,
// deletes readings past the retention days, and removes the stored files no protocol card holds any
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
    if (until.getTime() - lastRetention >= 60 * 60 * 1000) {
      const deleted = await deleteOldReadings(db, { now: until, days: retentionDays });
      if (deleted > 0) log.info({ deleted, retentionDays }, 'deleted readings past the retention days');
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
