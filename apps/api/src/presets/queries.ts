// The settings_presets table (docs/presets.md). Only the presets module builds queries on it; the
// rooms module shows a room's preset through `presetOfRoom`, a subquery on the outer room's column.
import { standardPresetSettings, type PresetSettings } from '@sereno/validation';
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { settingsPresets, type SettingsPresetRow } from '../db/schema/presets.ts';

export type { SettingsPresetRow };

/** The standard preset's stored name; the panel shows it translated (`standard: true`). */
export const STANDARD_PRESET_NAME = 'Estándar';

/** The preset `presetId` (a column of the outer query) as `{ id, name, standard }`; null when none. */
export const presetOfRoom = (presetId: AnyColumn): SQL<{ id: string; name: string; standard: boolean } | null> =>
  sql`(select json_build_object('id', ${settingsPresets.id}, 'name', ${settingsPresets.name}, 'standard', ${settingsPresets.standard}) from ${settingsPresets} where ${settingsPresets.id} = ${outerColumn(presetId)})`;

/** The presets of the customer: the standard one first, then by name. */
export function presetsOfCustomer(db: Database, customerId: string): Promise<SettingsPresetRow[]> {
  return db
    .select()
    .from(settingsPresets)
    .where(eq(settingsPresets.customerId, customerId))
    .orderBy(desc(settingsPresets.standard), asc(settingsPresets.name), asc(settingsPresets.id));
}

export async function findPreset(db: Database, id: string): Promise<SettingsPresetRow | undefined> {
  const [row] = await db.select().from(settingsPresets).where(eq(settingsPresets.id, id));
  return row;
}

/** The preset `id`, locked for the rest of the transaction. */
export async function lockPreset(tx: Database, id: string): Promise<SettingsPresetRow | undefined> {
  const [row] = await tx.select().from(settingsPresets).where(eq(settingsPresets.id, id)).for('update');
  return row;
}

export async function insertPreset(
  tx: Database,
  values: { customerId: string; name: string; settings: PresetSettings; standard?: boolean; at?: Date },
): Promise<SettingsPresetRow> {
  const [row] = await tx
    .insert(settingsPresets)
    .values({
      customerId: values.customerId,
      name: values.name,
      settings: values.settings,
      standard: values.standard ?? false,
      ...(values.at ? { createdAt: values.at, updatedAt: values.at } : {}),
    })
    .returning();
  if (!row) throw new Error('the insert returned nothing');
  return row;
}

/** Every new customer starts with the standard preset, the spec's defaults. */
export async function insertStandardPreset(tx: Database, customerId: string): Promise<void> {
  await insertPreset(tx, { customerId, name: STANDARD_PRESET_NAME, settings: standardPresetSettings, standard: true });
}

export async function updatePreset(tx: Database, id: string, values: { name: string; settings: PresetSettings; at: Date }): Promise<SettingsPresetRow> {
  const [row] = await tx
    .update(settingsPresets)
    .set({ name: values.name, settings: values.settings, updatedAt: values.at })
    .where(eq(settingsPresets.id, id))
    .returning();
  if (!row) throw new Error('the update returned nothing');
  return row;
}

export async function deletePreset(tx: Database, id: string): Promise<void> {
  await tx.delete(settingsPresets).where(and(eq(settingsPresets.id, id), eq(settingsPresets.standard, false)));
}

/** The customer's preset named `name` (the demo finds its presets by name). */
export async function presetNamed(db: Database, customerId: string, name: string): Promise<SettingsPresetRow | undefined> {
  const [row] = await db
    .select()
    .from(settingsPresets)
    .where(and(eq(settingsPresets.customerId, customerId), eq(settingsPresets.name, name)));
  return row;
}
