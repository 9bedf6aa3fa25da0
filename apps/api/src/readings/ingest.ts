// Device ingest (docs/devices.md), one service for both transports (HTTP and MQTT). A batch goes
// through named steps, each in its own file under ingest/:
//   1. parse         the whole batch is valid, or a 400 names each bad field;
//   2. admission     it holds its place under the bound of readings in memory (503 or wait past it);
//   3. authenticate  the device's token, or a 401;
//   4. deduplicate   }
//   5. store         } in the group-commit writer: the batches waiting at that moment become one
//   6. notify        } transaction of multi-row statements; callers are answered after COMMIT, then
//                      the live events go out.
import type { Language } from '@sereno/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestAlarms } from '../alarms/ingest-hook.ts';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';
import { createAdmission, ingestBusy, retryAfterSeconds, type AdmissionStats, type WhenFull } from './ingest/admission.ts';
import { authenticateDevice } from './ingest/authenticate.ts';
import { createDeviceRate, type DeviceRateLimit } from './ingest/device-rate.ts';
import { createGroupCommit } from './ingest/group-commit.ts';
import { notifyStored } from './ingest/notify.ts';
import { parseReadings } from './ingest/parse.ts';
import { storeBatches, type IngestResult } from './ingest/store.ts';

export type { IngestResult } from './ingest/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device ingest service of this process (HTTP and MQTT write through it). */
    ingest: Ingest;
  }
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
  whenFull: WhenFull;
  /** Called once the batch is valid and holds its place under the bound (before authentication). */
  onAdmitted?: () => void;
  /** Whether a failed transaction is retried until it commits (MQTT) rather than thrown (HTTP). */
  retryOnFailure?: boolean;
}

export interface IngestStats extends AdmissionStats {
  /** Transactions committed. */
  commits: number;
  /** Readings stored by this process since it started (duplicates not counted). */
  stored: number;
  /** Batches refused by the per-device limit: HTTP answered 429, MQTT dropped (docs/devices.md). */
  rateLimited: number;
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
  /** The per-device limit (SERENO_INGEST_DEVICE_RATE, SERENO_INGEST_DEVICE_BURST); none without it. */
  deviceRate?: DeviceRateLimit;
}

export function createIngest({
  db,
  events,
  clock,
  log,
  maxPending,
  maxReadingsPerCommit = 5000,
  writers = 2,
  alarms,
  deviceRate: deviceRateLimit = { perSecond: 0, burst: 0 },
}: IngestOptions): Ingest {
  const admission = createAdmission(maxPending);
  const deviceRate = createDeviceRate(deviceRateLimit);
  const writer = createGroupCommit({
    store: (batches) => storeBatches(db, batches, clock(), alarms),
    afterCommit: (stored) => notifyStored({ events, alarms, log }, stored, clock()),
    release: admission.release,
    log,
    maxReadingsPerCommit,
    writers,
  });

  return {
    async ingest(batch) {
      // Parsing and the reservation come first and without any I/O, so that the bound counts every
      // batch the server holds, also while its device is being authenticated.
      const readings = parseReadings(batch.readings, batch.field, batch.language, clock());
      if (writer.closed) throw ingestBusy(batch.language);
      await admission.reserve(readings.length, batch.whenFull, batch.language);
      batch.onAdmitted?.();
      for (;;) {
        try {
          await authenticateDevice(db, batch.monitorId, batch.token, batch.language);
          deviceRate.take(batch.monitorId, readings.length, batch.language);
          break;
        } catch (error) {
          // MQTT: a database that is away is waited for, as the writer does. Left unacknowledged, the
          // message would come again only on the broker's next connection, and hold a place of the
          // broker's in-flight window meanwhile.
          if (batch.retryOnFailure && !writer.closed && isDatabaseUnavailable(error)) {
            log.warn({ monitorId: batch.monitorId }, 'ingest: the database is unavailable; authenticating again shortly');
            await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
            continue;
          }
          admission.release(readings.length);
          throw error;
        }
      }
      return writer.write({ monitorId: batch.monitorId, readings, retryOnFailure: batch.retryOnFailure ?? false });
    },
    stats: () => ({ ...admission.stats(), ...writer.stats(), rateLimited: deviceRate.refused() }),
    close: () => writer.close(),
  };
}
