// Device ingest (docs/devices.md), one service for both transports (HTTP and MQTT): validate the whole
// batch, authenticate the device, then hand it to a group-commit writer that coalesces the batches
// waiting at that moment into one transaction of multi-row statements and answers every caller only
// after COMMIT. Readings waiting in memory are bounded: past the bound a caller is refused (HTTP 503)
// or waits for room (MQTT stops reading its socket), so a flood cannot grow a queue without end.
import { READING_MAX_CLOCK_SKEW_MS, readingBatchSchema, READINGS_PER_BATCH_MAX, type Language, type Reading } from '@sereno/validation';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AlarmChangeNotice, IngestAlarms } from '../alarms/ingest-hook.ts';
import { deviceTokenMatches } from '../devices/tokens.ts';
import { devices } from '../devices/table.ts';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import { HttpError, validationMessage } from '../platform/errors.ts';
import { serverMessage } from '../platform/messages.ts';
import { roomStatus } from '../rooms/status.ts';
import type { RoomLatest } from '../rooms/table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device ingest service of this process (HTTP and MQTT write through it). */
    ingest: Ingest;
  }
}

export interface IngestResult {
  /** Readings stored now. */
  accepted: number;
  /** Readings already stored before (a replay), dropped. */
  duplicates: number;
}

export interface IngestBatch {
  monitorId: string;
  token: string | undefined;
  /** The batch as it arrived (a JSON array of readings), validated here. */
  readings: unknown;
  language: Language;
  /** The name of the batch in error messages: `body` over HTTP, `readings` over MQTT. */
  field: string;
  /**
   * What to do when the pending readings are at their bound: `refuse` throws a 503 at once (HTTP:
   * the device retries after Retry-After); `wait` waits for room (MQTT: the message stays unacked).
   */
  whenFull: 'refuse' | 'wait';
  /** Called once the batch is valid and holds its place under the bound (before authentication). */
  onAdmitted?: () => void;
  /** Whether a failed transaction is retried until it commits (MQTT) rather than thrown (HTTP). */
  retryOnFailure?: boolean;
}

export interface IngestStats {
  /** Readings in memory now: queued or in the transaction being written. */
  pending: number;
  /** The most readings ever pending at once. */
  peakPending: number;
  maxPending: number;
  /** Batches refused (503) or made to wait because the bound was reached. */
  pushedBack: number;
  /** Transactions committed. */
  commits: number;
  /** Readings stored by this process since it started (duplicates not counted). */
  stored: number;
}

export interface Ingest {
  /** Validates, authenticates, writes; resolves after COMMIT. Throws an HttpError for 400, 401, 503. */
  ingest(batch: IngestBatch): Promise<IngestResult>;
  stats(): IngestStats;
  /** Stops taking batches and waits until those queued are written. */
  close(): Promise<void>;
}

export interface IngestOptions {
  db: Database;
  events: EventBus;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The bound of pending readings (SERENO_INGEST_MAX_PENDING). */
  maxPending: number;
  /** The most readings one transaction writes; the rest wait for the next one. */
  maxReadingsPerCommit?: number;
  /**
   * Transactions written at once: 2 on PostgreSQL lets one be built while the other waits for its
   * commit; PGlite runs one at a time whatever this says.
   */
  writers?: number;
  /** The alarm engine, evaluated in each transaction on its new readings (docs/alarms.md). */
  alarms?: IngestAlarms;
}

/** How long a device is told to wait after a 503, and a failed transaction waits before its retry. */
const retryAfterSeconds = 1;

interface Job {
  monitorId: string;
  readings: Reading[];
  retryOnFailure: boolean;
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

/** The row shape of the statements' JSON parameter: one object per reading, in the columns' names. */
interface ReadingRecord {
  monitor_id: string;
  seq: number;
  ts: string;
  noise?: number;
  smoking_probability?: number;
  pax?: number;
  temperature?: number;
  humidity?: number;
  iaq?: number;
  iaq_accuracy?: number;
  voc?: number;
  battery_level?: number;
  battery_mode?: string;
  wifi?: number;
  localip?: string;
}

const toRecord = (monitorId: string, reading: Reading): ReadingRecord => ({
  monitor_id: monitorId,
  seq: reading.seq,
  ts: reading.ts,
  noise: reading.noise,
  smoking_probability: reading.smokingProbability,
  pax: reading.pax,
  temperature: reading.temperature,
  humidity: reading.humidity,
  iaq: reading.iaq,
  iaq_accuracy: reading.iaqAccuracy,
  voc: reading.voc,
  battery_level: reading.batteryLevel,
  battery_mode: reading.batteryMode,
  wifi: reading.wifi,
  localip: reading.localip,
});

const latestFields = ['noise', 'smokingProbability', 'pax', 'temperature', 'humidity', 'iaq', 'iaqAccuracy', 'voc', 'batteryLevel', 'batteryMode', 'wifi', 'localip'] as const;

/** The readings folded oldest to newest: each field keeps its newest value, `measuredAt` the newest ts. */
function latestOf(readings: readonly Reading[]): RoomLatest {
  const sorted = [...readings].sort((a, b) => Date.parse(a.ts) - Date.parse(b.ts));
  const latest: Record<string, unknown> = {};
  for (const reading of sorted) {
    for (const field of latestFields) if (reading[field] !== undefined) latest[field] = reading[field];
    latest.measuredAt = new Date(reading.ts).toISOString();
  }
  return latest as unknown as RoomLatest;
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const readingKey = (monitorId: string, seq: number | string): string => `${monitorId}\u0000${seq}`;

export function createIngest({ db, events, clock, log, maxPending, maxReadingsPerCommit = 5000, writers = 2, alarms }: IngestOptions): Ingest {
  const queue: Job[] = [];
  const roomWaiters: { size: number; wake: () => void }[] = [];
  let pending = 0;
  let peakPending = 0;
  let pushedBack = 0;
  let commits = 0;
  let stored = 0;
  const writing = new Set<Promise<void>>();
  let closed = false;

  const hasRoomFor = (size: number): boolean => pending === 0 || pending + size <= maxPending;

  function release(size: number): void {
    pending -= size;
    while (roomWaiters.length > 0 && hasRoomFor(roomWaiters[0]?.size ?? 0)) {
      const waiter = roomWaiters.shift();
      if (!waiter) break;
      // Reserved here, so that a batch arriving between the wake-up and its turn cannot take the room.
      pending += waiter.size;
      peakPending = Math.max(peakPending, pending);
      waiter.wake();
    }
  }

  async function reserve(size: number, whenFull: IngestBatch['whenFull'], language: Language): Promise<void> {
    if (roomWaiters.length === 0 && hasRoomFor(size)) {
      pending += size;
      peakPending = Math.max(peakPending, pending);
      return;
    }
    pushedBack += 1;
    if (whenFull === 'refuse') {
      throw new HttpError(503, serverMessage(language, 'ingestBusy', { seconds: retryAfterSeconds }), { 'retry-after': String(retryAfterSeconds) });
    }
    await new Promise<void>((wake) => roomWaiters.push({ size, wake }));
  }

  async function authenticate(monitorId: string, token: string | undefined, language: Language): Promise<void> {
    const [device] = token ? await db.select({ tokenHash: devices.tokenHash }).from(devices).where(eq(devices.monitorId, monitorId)).limit(1) : [];
    // An unknown monitorId and a wrong token answer alike: the answer does not tell which devices exist.
    if (!device || !token || !deviceTokenMatches(token, device.tokenHash)) throw new HttpError(401, serverMessage(language, 'deviceUnauthorized'));
  }

  function validate(input: unknown, field: string, language: Language): Reading[] {
    const result = readingBatchSchema.safeParse(input);
    if (!result.success) {
      const issues = result.error.issues.map((issue) =>
        issue.path.length === 0
          ? { field, message: serverMessage(language, 'readingsRequired', { field, max: READINGS_PER_BATCH_MAX }) }
          : { field: `${field}[${String(issue.path[0])}]${issue.path.slice(1).map((part) => `.${String(part)}`).join('')}`, message: issue.message },
      );
      const whole = issues.find((issue) => issue.field === field);
      throw new HttpError(400, whole ? whole.message : validationMessage(language, issues));
    }
    const latestAllowed = clock().getTime() + READING_MAX_CLOCK_SKEW_MS;
    const future = result.data.flatMap((reading, index) =>
      Date.parse(reading.ts) > latestAllowed ? [serverMessage(language, 'readingInFuture', { field: `${field}[${index}].ts`, minutes: READING_MAX_CLOCK_SKEW_MS / 60_000 })] : [],
    );
    if (future.length > 0) throw new HttpError(400, future.join('; '));
    return result.data;
  }

  /** Writes `jobs` in one transaction; answers how many of each job's readings were new. */
  async function writeBatch(jobs: readonly Job[]): Promise<{ results: IngestResult[]; rooms: { id: string; monitorId: string; latest: RoomLatest; previousSeen: Date | null; changed: boolean }[]; alarmNotices: AlarmChangeNotice[] }> {
    const now = clock();
    // The first occurrence of a (monitorId, seq) in this transaction is the one written.
    const owner = new Map<string, number>();
    const records: ReadingRecord[] = [];
    jobs.forEach((job, index) => {
      for (const reading of job.readings) {
        const key = readingKey(job.monitorId, reading.seq);
        if (owner.has(key)) continue;
        owner.set(key, index);
        records.push(toRecord(job.monitorId, reading));
      }
    });
    // Rows in one order (monitorId, seq) everywhere: two processes writing the same devices (a
    // redelivery to another process of the share group) then wait for each other but never deadlock.
    records.sort((a, b) => (a.monitor_id < b.monitor_id ? -1 : a.monitor_id > b.monitor_id ? 1 : a.seq - b.seq));
    const maxSeqByMonitor = new Map<string, number>();
    for (const job of jobs) for (const reading of job.readings) maxSeqByMonitor.set(job.monitorId, Math.max(maxSeqByMonitor.get(job.monitorId) ?? -1, reading.seq));

    return db.transaction(async (tx) => {
      const inserted = await tx.execute(sql`
        INSERT INTO readings (monitor_id, seq, ts, room_id, noise, smoking_probability, pax, temperature, humidity, iaq, iaq_accuracy, voc, battery_level, battery_mode, wifi, localip, received_at)
        SELECT x.monitor_id, x.seq, x.ts, r.id, x.noise, x.smoking_probability, x.pax, x.temperature, x.humidity, x.iaq, x.iaq_accuracy, x.voc, x.battery_level, x.battery_mode, x.wifi, x.localip, ${now.toISOString()}::timestamptz
        FROM json_to_recordset(${JSON.stringify(records)}::json) AS x(monitor_id text, seq bigint, ts timestamptz, noise real, smoking_probability real, pax integer, temperature real, humidity real, iaq real, iaq_accuracy smallint, voc double precision, battery_level real, battery_mode text, wifi real, localip text)
        LEFT JOIN rooms r ON r.monitor_id = x.monitor_id AND r.deleted_at IS NULL
        ON CONFLICT (monitor_id, seq) DO NOTHING
        RETURNING monitor_id, seq`);

      const accepted = jobs.map(() => 0);
      const acceptedReadings = new Map<string, Reading[]>();
      const insertedKeys = new Set(rowsOf<{ monitor_id: string; seq: string | number }>(inserted).map((row) => readingKey(row.monitor_id, row.seq)));
      jobs.forEach((job, index) => {
        for (const reading of job.readings) {
          const key = readingKey(job.monitorId, reading.seq);
          if (owner.get(key) !== index || !insertedKeys.has(key)) continue;
          // Counted once: a reading repeated inside the same batch is a duplicate the second time.
          owner.delete(key);
          accepted[index] = (accepted[index] ?? 0) + 1;
          const list = acceptedReadings.get(job.monitorId);
          if (list) list.push(reading);
          else acceptedReadings.set(job.monitorId, [reading]);
        }
      });

      const seen = [...maxSeqByMonitor].map(([monitorId, maxSeq]) => ({ monitor_id: monitorId, max_seq: maxSeq }));
      await tx.execute(sql`
        WITH x AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(seen)}::json) AS x(monitor_id text, max_seq bigint)
        ), locked AS (
          SELECT d.id FROM devices d JOIN x ON d.monitor_id = x.monitor_id ORDER BY d.monitor_id FOR UPDATE OF d
        )
        UPDATE devices d SET last_seq = GREATEST(d.last_seq, x.max_seq), last_seen_at = ${now.toISOString()}::timestamptz
        FROM x, locked
        WHERE d.monitor_id = x.monitor_id AND d.id = locked.id`);

      const latest = [...maxSeqByMonitor.keys()].map((monitorId) => {
        const readings = acceptedReadings.get(monitorId);
        return { monitor_id: monitorId, latest: readings ? latestOf(readings) : null };
      });
      // The previous lastSeenAt (before this update) tells whether the room was disconnected until now.
      const updated = await tx.execute(sql`
        WITH x AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(latest)}::json) AS x(monitor_id text, latest jsonb)
        ), previous AS (
          SELECT r.id, r.last_seen_at FROM rooms r JOIN x ON r.monitor_id = x.monitor_id WHERE r.deleted_at IS NULL ORDER BY r.id FOR UPDATE OF r
        )
        UPDATE rooms r SET
          last_seen_at = ${now.toISOString()}::timestamptz,
          latest = CASE
            WHEN x.latest IS NULL THEN r.latest
            WHEN r.latest IS NULL OR (r.latest->>'measuredAt')::timestamptz <= (x.latest->>'measuredAt')::timestamptz THEN COALESCE(r.latest, '{}'::jsonb) || x.latest
            ELSE r.latest
          END
        FROM x, previous
        WHERE r.monitor_id = x.monitor_id AND r.deleted_at IS NULL AND previous.id = r.id
        RETURNING r.id, r.monitor_id, r.latest, previous.last_seen_at AS previous_seen, (x.latest IS NOT NULL) AS changed`);

      const updatedRooms = rowsOf<{ id: string; monitor_id: string; latest: RoomLatest; previous_seen: string | Date | null; changed: boolean }>(updated);
      // In this transaction: the alarms and the engine's state commit with the readings they follow from.
      const alarmNotices = alarms
        ? await alarms.evaluate(
            tx,
            updatedRooms.map((row) => ({ roomId: row.id, readings: acceptedReadings.get(row.monitor_id) ?? [] })),
            now,
          )
        : [];
      return {
        alarmNotices,
        results: jobs.map((job, index) => ({ accepted: accepted[index] ?? 0, duplicates: job.readings.length - (accepted[index] ?? 0) })),
        rooms: updatedRooms.map((row) => ({
          id: row.id,
          monitorId: row.monitor_id,
          latest: row.latest,
          previousSeen: row.previous_seen === null ? null : new Date(row.previous_seen),
          changed: row.changed,
        })),
      };
    });
  }

  async function publishAfterCommit(rooms: Awaited<ReturnType<typeof writeBatch>>['rooms'], now: Date): Promise<void> {
    for (const room of rooms) {
      try {
        if (roomStatus({ monitorId: room.monitorId, lastSeenAt: room.previousSeen }, now) === 'disconnected') {
          await events.publish({ type: 'status', roomId: room.id, monitorId: room.monitorId, status: 'connected' });
        }
        if (room.changed) await events.publish({ type: 'reading', roomId: room.id, monitorId: room.monitorId, latest: room.latest });
      } catch (error) {
        // The readings are committed: a lost live event costs a panel refresh, never data.
        log.error({ err: error, roomId: room.id }, 'ingest: publishing a room event failed');
      }
    }
  }

  /** Takes the jobs at the head of the queue, up to maxReadingsPerCommit readings (at least one job). */
  function takeJobs(): Job[] {
    const taken: Job[] = [];
    let size = 0;
    while (queue.length > 0) {
      const next = queue[0];
      if (!next || (taken.length > 0 && size + next.readings.length > maxReadingsPerCommit)) break;
      queue.shift();
      taken.push(next);
      size += next.readings.length;
    }
    return taken;
  }

  async function writeLoop(): Promise<void> {
    while (queue.length > 0) {
      const jobs = takeJobs();
      const size = jobs.reduce((total, job) => total + job.readings.length, 0);
      try {
        const { results, rooms, alarmNotices } = await writeBatch(jobs);
        commits += 1;
        stored += results.reduce((total, result) => total + result.accepted, 0);
        release(size);
        jobs.forEach((job, index) => job.resolve(results[index] ?? { accepted: 0, duplicates: job.readings.length }));
        // Alarms first: one NOTIFY per room of the batch would otherwise stand before them.
        await alarms?.publish(alarmNotices);
        await publishAfterCommit(rooms, clock());
      } catch (error) {
        log.error({ err: error, batches: jobs.length, readings: size }, 'ingest: writing readings failed');
        const retried = jobs.filter((job) => job.retryOnFailure && !closed);
        for (const job of jobs) if (!retried.includes(job)) job.reject(error);
        release(size - retried.reduce((total, job) => total + job.readings.length, 0));
        if (retried.length > 0) {
          // Back to the head of the queue, in their order, after a pause: the database may be restarting.
          queue.unshift(...retried);
          await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
        }
      }
    }
  }

  function wakeWriter(): void {
    if (writing.size >= writers) return;
    const loop: Promise<void> = writeLoop().finally(() => {
      writing.delete(loop);
      if (queue.length > 0) wakeWriter();
    });
    writing.add(loop);
  }

  return {
    async ingest(batch) {
      // Validation and the reservation come first and without any I/O, so that the bound counts every
      // batch the server holds, also while its device is being authenticated.
      const readings = validate(batch.readings, batch.field, batch.language);
      if (closed) throw new HttpError(503, serverMessage(batch.language, 'ingestBusy', { seconds: retryAfterSeconds }), { 'retry-after': String(retryAfterSeconds) });
      await reserve(readings.length, batch.whenFull, batch.language);
      batch.onAdmitted?.();
      try {
        await authenticate(batch.monitorId, batch.token, batch.language);
      } catch (error) {
        release(readings.length);
        throw error;
      }
      return new Promise<IngestResult>((resolve, reject) => {
        queue.push({ monitorId: batch.monitorId, readings, retryOnFailure: batch.retryOnFailure ?? false, resolve, reject });
        wakeWriter();
      });
    },
    stats: () => ({ pending, peakPending, maxPending, pushedBack, commits, stored }),
    async close() {
      closed = true;
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}
