// Step 5 of the ingest: one transaction for the batches written together. Multi-row statements (a JSON
// parameter read by json_to_recordset) insert the new readings, move each device's last seq and last
// contact (the devices module's statement), fold the newest values into each room's `latest` (the
// rooms module's), and let the alarm engine evaluate what arrived, so that alarms commit with the
// readings they follow from.
import type { Reading } from '@sereno/validation';
import { sql } from 'drizzle-orm';
import type { AlarmChangeNotice, IngestAlarms } from '../../alarms/ingest-hook.ts';
import type { Database } from '../../platform/database.ts';
import { lockDeviceSeqs, recordDeviceContacts } from '../../devices/service.ts';
import { liveRoomOfDevice, recordRoomReports, type RoomLatest } from '../../rooms/service.ts';
import { roomStatus } from '../../rooms/status.ts';
import { emitWebhookEvent } from '../../webhooks/events.ts';
import { markLateWindows } from '../aggregates.ts';
import { deduplicate, readingKey, type DeviceBatch, type ReadingRecord } from './deduplicate.ts';

export interface IngestResult {
  /** Readings stored now. */
  accepted: number;
  /** Readings already stored before (a replay), dropped. */
  duplicates: number;
}

/** A room whose device wrote in the transaction, as its live events need it. */
export interface TouchedRoom {
  id: string;
  monitorId: string;
  latest: RoomLatest;
  /** The room's last contact before this transaction: whether it was disconnected until now. */
  previousSeen: Date | null;
  /** Its last contact after it (its newest reading's time): whether it is connected now. */
  seen: Date | null;
  /** Whether `latest` took new values. */
  changed: boolean;
}

export interface Stored {
  /** One per batch, in their order. */
  results: IngestResult[];
  rooms: TouchedRoom[];
  alarmNotices: AlarmChangeNotice[];
}

const latestFields = [
  'noise',
  'smokingProbability',
  'pax',
  'temperature',
  'humidity',
  'iaq',
  'iaqAccuracy',
  'voc',
  'batteryLevel',
  'batteryMode',
  'wifi',
  'localip',
] as const;

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

/** The (monitor_id, seq) of `records` already stored, whatever their ts: one index probe per day's partition. */
async function storedKeys(tx: Database, records: readonly ReadingRecord[]): Promise<Set<string>> {
  const keys = records.map((record) => ({ monitor_id: record.monitor_id, seq: record.seq }));
  const found = await tx.execute(sql`
    SELECT x.monitor_id, x.seq FROM json_to_recordset(${JSON.stringify(keys)}::json) AS x(monitor_id text, seq bigint)
    CROSS JOIN LATERAL (SELECT 1 FROM readings r WHERE r.monitor_id = x.monitor_id AND r.seq = x.seq LIMIT 1) AS stored`);
  return new Set(rowsOf<{ monitor_id: string; seq: string | number }>(found).map((row) => readingKey(row.monitor_id, row.seq)));
}

export async function storeBatches(db: Database, batches: readonly DeviceBatch[], now: Date, alarms: IngestAlarms | undefined): Promise<Stored> {
  const { records, maxSeqByMonitor, credit } = deduplicate(batches);
  const at = now.toISOString();

  return db.transaction(async (tx) => {
    // The table is partitioned by day on ts, so its key is (monitor_id, seq, ts): a replay with the
    // same ts (the usual one: a batch sent again) meets the key, but one with another ts would not.
    // With the devices locked, a reading whose seq is above its device's last seq cannot be stored
    // yet; those at or below it (a replay, a late backlog) are looked up by (monitor_id, seq) first.
    const lastSeqs = await lockDeviceSeqs(tx, [...maxSeqByMonitor.keys()]);
    const doubtful = records.filter((record) => {
      const last = lastSeqs.get(record.monitor_id);
      return last === undefined || last === null || record.seq <= last;
    });
    const known = doubtful.length === 0 ? new Set<string>() : await storedKeys(tx, doubtful);
    const fresh = known.size === 0 ? records : records.filter((record) => !known.has(readingKey(record.monitor_id, record.seq)));
    const inserted = await tx.execute(sql`
      INSERT INTO readings (monitor_id, seq, ts, room_id, noise, smoking_probability, pax, temperature, humidity, iaq, iaq_accuracy, voc, battery_level, battery_mode, wifi, localip, received_at)
      SELECT x.monitor_id, x.seq, x.ts, ${liveRoomOfDevice(sql`x.monitor_id`)}, x.noise, x.smoking_probability, x.pax, x.temperature, x.humidity, x.iaq, x.iaq_accuracy, x.voc, x.battery_level, x.battery_mode, x.wifi, x.localip, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(fresh)}::json) AS x(monitor_id text, seq bigint, ts timestamptz, noise real, smoking_probability real, pax integer, temperature real, humidity real, iaq real, iaq_accuracy smallint, voc double precision, battery_level real, battery_mode text, wifi real, localip text)
      ON CONFLICT (monitor_id, seq, ts) DO NOTHING
      RETURNING monitor_id, seq`);
    await markLateWindows(tx, fresh, now);
    const { accepted, newReadings } = credit(
      new Set(rowsOf<{ monitor_id: string; seq: string | number }>(inserted).map((row) => readingKey(row.monitor_id, row.seq))),
    );

    const seen = [...maxSeqByMonitor].map(([monitorId, maxSeq]) => ({ monitor_id: monitorId, max_seq: maxSeq }));
    await recordDeviceContacts(tx, seen, at);

    const latest = [...maxSeqByMonitor.keys()].map((monitorId) => {
      const readings = newReadings.get(monitorId);
      return { monitor_id: monitorId, latest: readings ? latestOf(readings) : null };
    });
    const rooms = await recordRoomReports(tx, latest, at);
    // A room back from disconnected (the rule of notify.ts): its customer's `device.online` webhooks.
    for (const row of rooms) {
      const seen = row.seen === null ? null : new Date(row.seen);
      const before = roomStatus({ monitorId: row.monitor_id, lastSeenAt: row.previous_seen === null ? null : new Date(row.previous_seen) }, now);
      if (before !== 'disconnected' || !seen || roomStatus({ monitorId: row.monitor_id, lastSeenAt: seen }, now) === 'disconnected') continue;
      const lastSeenAt = seen.toISOString();
      await emitWebhookEvent(tx, {
        type: 'device.online',
        roomId: row.id,
        occasion: `${row.id}:${lastSeenAt}`,
        data: { monitorId: row.monitor_id, lastSeenAt },
        at: now,
      });
    }

    // In this transaction: the alarms and the engine's state commit with the readings they follow from.
    const alarmNotices = alarms
      ? await alarms.evaluate(
          tx,
          rooms.map((row) => ({ roomId: row.id, readings: newReadings.get(row.monitor_id) ?? [] })),
          now,
        )
      : [];
    return {
      alarmNotices,
      results: batches.map((batch, index) => ({ accepted: accepted[index] ?? 0, duplicates: batch.readings.length - (accepted[index] ?? 0) })),
      rooms: rooms.map((row) => ({
        id: row.id,
        monitorId: row.monitor_id,
        latest: row.latest,
        previousSeen: row.previous_seen === null ? null : new Date(row.previous_seen),
        seen: row.seen === null ? null : new Date(row.seen),
        changed: row.changed,
      })),
    };
  });
}
