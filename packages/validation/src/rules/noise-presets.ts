import type { NoiseSettings } from '../schemas/room-settings.ts';

// The noise sensitivity presets (spec §3 Noise sensitivity; GET /api/noise-thresholds), written once
// so that the panel, the rooms' levels and the alarm engine agree. Values in dBA, chosen from the
// spec's reference points (§9: 30 quiet, 60 conversation, 85 loud) for a flat at night:
// - normal: a conversation is fine, a raised voice is low, music or a group is medium, a party high.
// - restrictive: for buildings with thin walls or strict neighbours; alerts about 8 dBA earlier.
// - permissive: for detached houses and venues that tolerate more; about 7 dBA later.
// - battery (battery saving / outdoors): a terrace or garden, where wind and traffic add a floor,
//   and a device that samples less often to save its battery.

export interface NoiseThresholdValues {
  low: number;
  medium: number;
  high: number;
}

export const noisePresetIds = ['normal', 'battery', 'restrictive', 'permissive'] as const;
export type NoisePresetId = (typeof noisePresetIds)[number];

export interface NoisePreset extends NoiseThresholdValues {
  id: NoisePresetId;
  /** The preset a new room gets. */
  default: boolean;
  name: { es: string; en: string };
  description: { es: string; en: string };
}

export const noisePresets: readonly NoisePreset[] = [
  {
    id: 'normal',
    low: 55,
    medium: 65,
    high: 75,
    default: true,
    name: { es: 'Normal', en: 'Normal' },
    description: {
      es: 'Para la mayoría de pisos: una conversación no avisa; música alta o un grupo sí.',
      en: 'For most flats: a conversation does not alert; loud music or a group does.',
    },
  },
  {
    id: 'battery',
    low: 60,
    medium: 70,
    high: 80,
    default: false,
    name: { es: 'Ahorro de batería / exterior', en: 'Battery saving / outdoors' },
    description: {
      es: 'Terrazas y jardines, con el ruido de fondo del exterior; el dispositivo mide con menos frecuencia.',
      en: 'Terraces and gardens, with outdoor background noise; the device measures less often.',
    },
  },
  {
    id: 'restrictive',
    low: 50,
    medium: 58,
    high: 66,
    default: false,
    name: { es: 'Restrictivo', en: 'Restrictive' },
    description: {
      es: 'Edificios con paredes finas o vecinos exigentes: avisa antes.',
      en: 'Buildings with thin walls or strict neighbours: alerts earlier.',
    },
  },
  {
    id: 'permissive',
    low: 62,
    medium: 72,
    high: 82,
    default: false,
    name: { es: 'Permisivo', en: 'Permissive' },
    description: {
      es: 'Casas independientes y lugares que toleran más ruido: avisa más tarde.',
      en: 'Detached houses and places that tolerate more noise: alerts later.',
    },
  },
];

/** The thresholds a room's noise settings stand for: the preset's, or its own custom ones. */
export function thresholdsOf(settings: NoiseSettings): NoiseThresholdValues {
  if (settings.sensitivity === 'custom') return { low: settings.thresholds.low, medium: settings.thresholds.medium, high: settings.thresholds.high };
  const preset = noisePresets.find((candidate) => candidate.id === settings.sensitivity) ?? noisePresets[0];
  return { low: preset?.low ?? 55, medium: preset?.medium ?? 65, high: preset?.high ?? 75 };
}

/** Spec §4 noise levels of a measured value; `disconnected` is the room's, decided by its status. */
export const noiseLevels = ['disconnected', 'silence', 'low', 'medium', 'high'] as const;
export type NoiseLevel = (typeof noiseLevels)[number];

/** Below `low` is silence; from each threshold up to the next, that level; from `high` on, high. */
export function noiseLevelOf(value: number, thresholds: NoiseThresholdValues): Exclude<NoiseLevel, 'disconnected'> {
  if (value >= thresholds.high) return 'high';
  if (value >= thresholds.medium) return 'medium';
  if (value >= thresholds.low) return 'low';
  return 'silence';
}
