import { calibrationStatuses, factoryEventKinds, factoryOutcomes, firmwareChannels } from '@sereno/validation';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';
import { users } from './users.ts';

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A firmware image of a channel (docs/flasher.md): an ESP32 application image, its version read
 * from the image itself. A version is uploaded once per channel; the bytes never change after.
 */
export const firmwareImages = pgTable(
  'firmware_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: firmwareChannels }).notNull(),
    version: text('version').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    md5: text('md5').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('firmware_images_channel_version').on(table.channel, table.version)],
);

/** A unit on the factory bench, known by its chip's MAC, and the device it was registered as. */
export const factoryUnits = pgTable('factory_units', {
  mac: text('mac').primaryKey(),
  deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One thing done to a unit on the bench: its factory history (QC results among them). */
export const factoryEvents = pgTable(
  'factory_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mac: text('mac').notNull(),
    kind: text('kind', { enum: factoryEventKinds }).notNull(),
    outcome: text('outcome', { enum: factoryOutcomes }).notNull(),
    /** Why it failed, in the flasher's words (a code such as `md5Mismatch` or `sensorSilent:humidity`). */
    reason: text('reason'),
    channel: text('channel', { enum: firmwareChannels }),
    firmwareVersion: text('firmware_version'),
    imageId: uuid('image_id').references(() => firmwareImages.id, { onDelete: 'set null' }),
    monitorId: text('monitor_id'),
    calibration: text('calibration', { enum: calibrationStatuses }),
    /** The QC test's readings: sensor, whether it answered, its value. */
    readings: jsonb('readings').$type<{ sensor: string; answered: boolean; value: number | null }[]>(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('factory_events_mac').on(table.mac, table.createdAt)],
);

export type FirmwareImageRow = typeof firmwareImages.$inferSelect;
export type FactoryEventRow = typeof factoryEvents.$inferSelect;
