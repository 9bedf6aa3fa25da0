import type { PresetSettings } from '@sereno/validation';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's named notification settings (issue 28, docs/presets.md). Rooms that follow it
 * (`rooms.preset_id`) hold a copy of its settings in their own columns, which the alarm engine and
 * the notifications read; changing the preset rewrites those copies in the same transaction.
 * Every customer has one `standard` preset (the spec's defaults), which cannot be deleted.
 */
export const settingsPresets = pgTable(
  'settings_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    standard: boolean('standard').notNull().default(false),
    settings: jsonb('settings').$type<PresetSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('settings_presets_customer').on(table.customerId),
    uniqueIndex('settings_presets_standard')
      .on(table.customerId)
      .where(sql`${table.standard}`),
  ],
);

export type SettingsPresetRow = typeof settingsPresets.$inferSelect;
