// Step 4 of the ingest: the readings of the batches written together, once each. A device that resends
// a batch (it never heard our answer) or repeats a reading inside one is not counted twice: within the
// transaction the first occurrence of a (monitorId, seq) is the one written, and the database's unique
// key drops those stored before.
import type { Reading } from '@sereno/validation';

/** The batches of one transaction, as the deduplication sees them. */
export interface DeviceBatch {
  monitorId: string;
  readings: readonly Reading[];
}

/** The row shape of the insert's JSON parameter: one object per reading, in the columns' names. */
export interface ReadingRecord {
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

/** The identity of a reading: its device and its sequence number (a row's bigint may come back as text). */
export const readingKey = (monitorId: string, seq: number | string): string => `${monitorId}\u0000${seq}`;

export interface Deduplicated {
  /** One record per (monitorId, seq), sorted by (monitorId, seq). */
  records: ReadingRecord[];
  /** The highest seq each device sent, stored before or not. */
  maxSeqByMonitor: Map<string, number>;
  /**
   * Given the keys the insert stored, what each batch brought: how many of its readings were new
   * (in the batches' order), and the new readings of each device. Call once.
   */
  credit(insertedKeys: ReadonlySet<string>): { accepted: number[]; newReadings: Map<string, Reading[]> };
}

export function deduplicate(batches: readonly DeviceBatch[]): Deduplicated {
  const owner = new Map<string, number>();
  const records: ReadingRecord[] = [];
  const maxSeqByMonitor = new Map<string, number>();
  batches.forEach((batch, index) => {
    for (const reading of batch.readings) {
      maxSeqByMonitor.set(batch.monitorId, Math.max(maxSeqByMonitor.get(batch.monitorId) ?? -1, reading.seq));
      const key = readingKey(batch.monitorId, reading.seq);
      if (owner.has(key)) continue;
      owner.set(key, index);
      records.push(toRecord(batch.monitorId, reading));
    }
  });
  // Rows in one order (monitorId, seq) everywhere: two processes writing the same devices (a
  // redelivery to another process of the share group) then wait for each other but never deadlock.
  records.sort((a, b) => (a.monitor_id < b.monitor_id ? -1 : a.monitor_id > b.monitor_id ? 1 : a.seq - b.seq));

  function credit(insertedKeys: ReadonlySet<string>): { accepted: number[]; newReadings: Map<string, Reading[]> } {
    const accepted = batches.map(() => 0);
    const newReadings = new Map<string, Reading[]>();
    batches.forEach((batch, index) => {
      for (const reading of batch.readings) {
        const key = readingKey(batch.monitorId, reading.seq);
        if (owner.get(key) !== index || !insertedKeys.has(key)) continue;
        // Counted once: a reading repeated inside the same batch is a duplicate the second time.
        owner.delete(key);
        accepted[index] = (accepted[index] ?? 0) + 1;
        const list = newReadings.get(batch.monitorId);
        if (list) list.push(reading);
        else newReadings.set(batch.monitorId, [reading]);
      }
    });
    return { accepted, newReadings };
  }

  return { records, maxSeqByMonitor, credit };
}
