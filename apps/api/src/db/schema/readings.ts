import { bigint, doublePrecision, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every reading a device sent (docs/devices.md), once: (monitorId, seq) is the key, so a replay
 * stores nothing twice. `roomId` is the room the device watched when the reading arrived, so a
 * room's history stays its own when devices are swapped. Old readings go after the retention days.
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
  (table) => [primaryKey({ columns: [table.monitorId, table.seq] }), index('readings_room_ts').on(table.roomId, table.ts), index('readings_ts').on(table.ts)],
);

export type ReadingRow = typeof readings.$inferSelect;
