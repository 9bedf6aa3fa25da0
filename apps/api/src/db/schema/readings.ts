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
    noiseN: integer('noise_n').notNull(),
    noiseSum: doublePrecision('noise_sum'),
    noiseMin: doublePrecision('noise_min'),
    noiseMax: doublePrecision('noise_max'),
    smokingProbabilityN: integer('smoking_probability_n').notNull(),
    smokingProbabilitySum: doublePrecision('smoking_probability_sum'),
    smokingProbabilityMin: doublePrecision('smoking_probability_min'),
    smokingProbabilityMax: doublePrecision('smoking_probability_max'),
    paxN: integer('pax_n').notNull(),
    paxSum: doublePrecision('pax_sum'),
    paxMin: doublePrecision('pax_min'),
    paxMax: doublePrecision('pax_max'),
    temperatureN: integer('temperature_n').notNull(),
    temperatureSum: doublePrecision('temperature_sum'),
    temperatureMin: doublePrecision('temperature_min'),
    temperatureMax: doublePrecision('temperature_max'),
    humidityN: integer('humidity_n').notNull(),
    humiditySum: doublePrecision('humidity_sum'),
    humidityMin: doublePrecision('humidity_min'),
    humidityMax: doublePrecision('humidity_max'),
    iaqN: integer('iaq_n').notNull(),
    iaqSum: doublePrecision('iaq_sum'),
    iaqMin: doublePrecision('iaq_min'),
    iaqMax: doublePrecision('iaq_max'),
    vocN: integer('voc_n').notNull(),
    vocSum: doublePrecision('voc_sum'),
    vocMin: doublePrecision('voc_min'),
    vocMax: doublePrecision('voc_max'),
    batteryLevelN: integer('battery_level_n').notNull(),
    batteryLevelSum: doublePrecision('battery_level_sum'),
    batteryLevelMin: doublePrecision('battery_level_min'),
    batteryLevelMax: doublePrecision('battery_level_max'),
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
