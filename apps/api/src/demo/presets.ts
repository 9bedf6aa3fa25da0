// The demo's settings presets (docs/presets.md): beside each customer's standard preset, one for
// city-centre flats (an alarm from 70 dBA, quiet hours 22:00–08:00) and one for the countryside
// (80 dBA, a shorter night). The demo's rooms keep their own settings: the scripted moments count on them.
import { standardPresetSettings, type PresetSettings } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import { insertPreset } from '../presets/queries.ts';

export const demoPresets: readonly { name: string; settings: PresetSettings }[] = [
  {
    name: 'Centro ciudad',
    settings: {
      ...standardPresetSettings,
      noiseSettings: { sensitivity: 'custom', thresholds: { low: 65, medium: 70, high: 80 }, from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
      sendNoiseSMSNotification: true,
    },
  },
  {
    name: 'Rural',
    settings: {
      ...standardPresetSettings,
      noiseSettings: { sensitivity: 'custom', thresholds: { low: 75, medium: 80, high: 90 }, from: '23:00', to: '07:00', allDay: false, sustainMinutes: 10 },
      crowdingAlertTreshold: 16,
    },
  },
];

export async function seedDemoPresets(tx: Database, customerIds: readonly string[]): Promise<void> {
  for (const customerId of customerIds) for (const preset of demoPresets) await insertPreset(tx, { customerId, ...preset });
}
