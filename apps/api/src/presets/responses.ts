// A settings preset as the API answers it (docs/presets.md).
import type { PresetSettings } from '@sereno/validation';
import { z } from 'zod';
import { alertScheduleAnswer, alertScheduleResponseSchema, noiseSettingsResponseSchema, notificationSwitchesShape } from '../rooms/responses.ts';
import type { SettingsPresetRow } from './queries.ts';

export const presetSettingsResponseSchema = z
  .object({
    ...notificationSwitchesShape,
    smokingAlertThreshold: z.int(),
    crowdingAlertTreshold: z.int(),
    noiseSettings: noiseSettingsResponseSchema,
    alertSchedules: z.array(alertScheduleResponseSchema),
  })
  .meta({ id: 'PresetSettings' });

export const presetResponseSchema = z
  .object({
    _id: z.uuid(),
    customerId: z.uuid(),
    name: z.string(),
    standard: z.boolean().describe('The standard preset every customer starts with (the spec’s defaults): it cannot be deleted'),
    settings: presetSettingsResponseSchema,
    rooms: z.int().nonnegative().describe('How many live rooms follow it'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SettingsPreset' });

function settingsAnswer(settings: PresetSettings): z.infer<typeof presetSettingsResponseSchema> {
  const noise = settings.noiseSettings;
  return {
    ...settings,
    noiseSettings: {
      sensitivity: noise.sensitivity,
      ...(noise.sensitivity === 'custom' ? { thresholds: noise.thresholds } : {}),
      from: noise.from,
      to: noise.to,
      allDay: noise.allDay ?? false,
      sustainMinutes: noise.sustainMinutes ?? 5,
    },
    alertSchedules: settings.alertSchedules.map(alertScheduleAnswer),
  };
}

export const toPresetAnswer = (row: SettingsPresetRow, rooms: number): z.infer<typeof presetResponseSchema> => ({
  _id: row.id,
  customerId: row.customerId,
  name: row.name,
  standard: row.standard,
  settings: settingsAnswer(row.settings),
  rooms,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
