// The alarm engine as the ingest writer sees it (src/readings/ingest.ts): evaluate inside the
// transaction that stores the readings, publish after it commits.
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import { defaultEngineOptions } from './engine/evaluate.ts';
import { evaluateAlarms, type AlarmChangeNotice, type AlarmNotifier, type RoomReadings } from './evaluations.ts';
import { publishAlarmChanges } from './publish.ts';

export type { AlarmChangeNotice } from './evaluations.ts';

export interface IngestAlarms {
  evaluate(tx: Database, rooms: readonly RoomReadings[], now: Date): Promise<AlarmChangeNotice[]>;
  publish(notices: readonly AlarmChangeNotice[]): Promise<void>;
}

export interface IngestAlarmsOptions {
  db: Database;
  events: EventBus;
  log: FastifyBaseLogger;
  /** SERENO_ALARM_QUIET_MINUTES and SERENO_ALARM_GUEST_GRACE_MINUTES (src/platform/config.ts). */
  quietMinutes: number;
  guestGraceMinutes: number;
  notify: AlarmNotifier;
}

export function createIngestAlarms({ db, events, log, quietMinutes, guestGraceMinutes, notify }: IngestAlarmsOptions): IngestAlarms {
  const options = { ...defaultEngineOptions, quietMs: quietMinutes * 60_000, guestGraceMs: guestGraceMinutes * 60_000 };
  return {
    evaluate: (tx, rooms, now) => evaluateAlarms(tx, rooms, { options, now, notify }),
    publish: (notices) => publishAlarmChanges(db, events, notices, log),
  };
}
