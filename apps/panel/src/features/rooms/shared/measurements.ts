// How the rooms pages write a reading: always with its unit (DESIGN.md "Trustworthy numbers"), in
// the person's language, and "—" for a value the device has not sent.
import type { NoiseLevel } from '@sereno/validation';
import type { BadgeTone } from '@sereno/ui';

/** Spec §9: a device silent for 30 minutes is inactive; its last values are shown as stale. */
export const staleAfterMs = 30 * 60 * 1000;

export const noValue = '—';

export function formatMeasurement(value: number | undefined, language: string, unit: string, fractionDigits = 0): string {
  if (value === undefined || !Number.isFinite(value)) return noValue;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value);
  return unit ? `${number} ${unit}` : number;
}

export const units = { noise: 'dBA', temperature: '°C', humidity: '%RH', percent: '%' } as const;

/** Whether the reading measured at `updatedAt` is older than the inactivity limit at `now`. */
export function isStale(updatedAt: string | undefined, now: number): boolean {
  return updatedAt === undefined || now - new Date(updatedAt).getTime() > staleAfterMs;
}

/** The noise ramp silence → high, one tone a step (DESIGN.md: colour is spent on state). */
export const noiseLevelTones = {
  disconnected: 'neutral',
  silence: 'positive',
  low: 'info',
  medium: 'caution',
  high: 'critical',
} as const satisfies Record<NoiseLevel, BadgeTone>;
