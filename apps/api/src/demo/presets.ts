// The demo's settings presets (docs/presets.md): beside each customer's standard preset, one for
// city-centre flats (an alarm from 70 dBA, quiet hours 22:00–08:00) and one for the countryside
// (80 dBA, a shorter night). Some rooms of each customer follow one of them or the standard preset, so
// that the demo shows it; the others (the party flat, the rooms of the scripted moments, those with
// settings of their own) keep their own settings: the moments count on them.
import { standardPresetSettings, type PresetSettings } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import { presetNamed, insertPreset } from '../presets/queries.ts';
import { followPreset } from '../presets/service.ts';
import { roomsNamed } from '../rooms/service.ts';
import { demoRooms } from './rooms.ts';

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

/** The stored name of every customer's standard preset. */
const standardName = 'Estándar';

/** The demo rooms that follow a preset, by name: city flats the city-centre one, country houses the rural one, a few the standard. */
export const demoRoomPresets: Readonly<Record<string, string>> = {
  // Málaga
  'Ático La Caleta': 'Centro ciudad',
  'Estudio Muelle Uno': 'Centro ciudad',
  'Apartamento Teatinos': standardName,
  'Dúplex Huelin': standardName,
  // Barcelona
  'Estudio Raval': 'Centro ciudad',
  'Piso Sant Antoni': 'Centro ciudad',
  'Estudio Poble-sec': 'Centro ciudad',
  'Dúplex Sarrià': standardName,
  'Piso Les Corts': standardName,
  // Asturias
  'Casa Rural El Texu': 'Rural',
  'Casa de Aldea Cabrales': 'Rural',
  'Hórreo Poncebos': 'Rural',
  'Molino de Soto': 'Rural',
  'Casa del Sella': 'Rural',
  'Apartamento Cangas Centro': standardName,
};

/** Makes the rooms of `demoRoomPresets` follow their preset (each takes its settings now, as "follow" does). */
export async function followDemoPresets(tx: Database, customerIds: readonly string[]): Promise<void> {
  const ids = new Map((await roomsNamed(tx, Object.keys(demoRoomPresets))).map((room) => [room.name, room.id]));
  for (const room of demoRooms) {
    const presetName = demoRoomPresets[room.name];
    const customerId = customerIds[room.customer];
    const roomId = ids.get(room.name);
    if (presetName === undefined || customerId === undefined || roomId === undefined) continue;
    const preset = await presetNamed(tx, customerId, presetName);
    if (preset) await followPreset(tx, [roomId], preset);
  }
}
