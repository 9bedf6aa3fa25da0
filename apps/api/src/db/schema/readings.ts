import { bigint, doublePrecision, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Every reading a device sent (docs/devices.md), once: (monitorId, seq) identifies a reading, so a
 * replay stores nothing twice. On both databases the table is partitioned by day on `ts`
 * (migration 0032, written by hand: drizzle-kit does not model partitions, docs/scaling.md), so the
 * primary key must hold `ts`; the ingest checks replays with another `ts` itself (ingest/store.ts). `roomId` is the room the device watched when the reading arrived, so a
 * room's history stays its own when devices are swapped. Old days' partitions are dropped after the retention days.
 */
export const readings = pgTable(
  'readings',
  {
    monitorId: text('monitor_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    roomId: uuid('room_id'),
    noise: real('noise'),
    smokingProbability: real('smoking_probability'),
    pax: integer('pax'),
    temperature: real('temperature'),
    humidity: real('humidity'),
    iaq: real('iaq'),
    iaqAccuracy: smallint('iaq_accuracy'),
    voc: doublePrecision('voc'),
    batteryLevel: real('battery_level'),
    batteryMode: text('battery_mode'),
    wifi: real('wifi'),
    localip: text('localip'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.monitorId, table.seq, table.ts] }),
    index('readings_room_ts').on(table.roomId, table.ts),
    index('readings_ts').on(table.ts),
  ],
);

export type ReadingRow = typeof readings.$inferSelect;

/** The width of an aggregate window: a quarter of an hour. */
export const aggregateWindowMs = 15 * 60 * 1000;

/**
 * One measure's columns in the aggregates: how many readings had it (`noiseN`, `noise_n`), their sum,
 * minimum and maximum (`noiseSum`, `noise_sum`…).
 */
function measureColumns<Measure extends string>(measure: Measure) {
  const column = measure.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const columns = {
    n: integer(`${column}_n`).notNull(),
    sum: doublePrecision(`${column}_sum`),
    min: doublePrecision(`${column}_min`),
    max: doublePrecision(`${column}_max`),
  };
  return Object.fromEntries(Object.entries(columns).map(([part, builder]) => [`${measure}${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`, builder])) as {
    [Part in keyof typeof columns as `${Measure}${Capitalize<Part>}`]: (typeof columns)[Part];
  };
}

/**
 * The readings summed up per device, room and quarter of an hour, filled by the housekeeping
 * (readings/aggregates.ts) and kept past the raw retention: the long charts read them. Per measure:
 * how many readings had it, their sum (for the average), minimum and maximum.
 */
export const readingAggregates = pgTable(
  'reading_aggregates',
  {
    monitorId: text('monitor_id').notNull(),
    roomId: uuid('room_id'),
    start: timestamp('start', { withTimezone: true }).notNull(),
    firstTs: timestamp('first_ts', { withTimezone: true }).notNull(),
    readings: integer('readings').notNull(),
    ...measureColumns('noise'),
    ...measureColumns('smokingProbability'),
    ...measureColumns('pax'),
    ...measureColumns('temperature'),
    ...measureColumns('humidity'),
    ...measureColumns('iaq'),
    ...measureColumns('voc'),
    ...measureColumns('batteryLevel'),
  },
  (table) => [
    unique('reading_aggregates_key').on(table.monitorId, table.roomId, table.start).nullsNotDistinct(),
    index('reading_aggregates_room_start').on(table.roomId, table.start),
    index('reading_aggregates_start').on(table.start),
  ],
);

/** How far the aggregates are complete (one row), and the older windows late readings touched since. */
export const readingAggregatesDone = pgTable('reading_aggregates_done', {
  id: integer('id').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
export const readingAggregatesDirty = pgTable('reading_aggregates_dirty', {
  start: timestamp('start', { withTimezone: true }).primaryKey(),
});
