// How the rooms pages write a reading: always with its unit (DESIGN.md "Trustworthy numbers"), in
// the person's language, and "—" for a value the device has not sent.
import type { RoomListItem } from '@sereno/api-client';
import type { NoiseLevel } from '@sereno/validation';
import type { BadgeTone } from '@sereno/ui';

export const noValue = '—';

export function formatMeasurement(value: number | undefined, language: string, unit: string, fractionDigits = 0): string {
  if (value === undefined || !Number.isFinite(value)) return noValue;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value);
  return unit ? `${number} ${unit}` : number;
}

export const units = { noise: 'dBA', temperature: '°C', humidity: '%RH', percent: '%' } as const;

/**
 * Whether a room's values are stale (greyed, never "live"): exactly when the server says the room is
 * disconnected — its device's newest reading is older than 30 minutes, spec §9 (apps/api
 * src/rooms/status.ts, the one rule; the live stream's status events keep it current on an open page).
 */
export function isStale(status: RoomListItem['status']): boolean {
  return status === 'disconnected';
}

/** The noise ramp silence → high, one tone a step (DESIGN.md: colour is spent on state). */
export const noiseLevelTones = {
  disconnected: 'neutral',
  silence: 'positive',
  low: 'info',
  medium: 'caution',
  high: 'critical',
} as const satisfies Record<NoiseLevel, BadgeTone>;
