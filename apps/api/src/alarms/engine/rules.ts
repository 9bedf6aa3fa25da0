// The conditions of each alarm type (spec §4, issue 7), as pure functions of one reading and the room.
// Levels: noise takes the level of its thresholds (low < medium < high dBA, the room's preset or
// custom values). Smoke has no scale in the spec: a cigarette indoors is always `high` (a fire risk
// and a broken house rule, told at once). A crowd is `medium` from the room's device count and
// `high` from one and a half times it (a party rather than a large family).
import { thresholdsOf, type AlarmLevel, type AlarmType, type NoiseSettings, type NoiseThresholdValues } from '@sereno/validation';
import { isWithinDailySpan } from '../../platform/local-time.ts';

export const levelRank: Record<AlarmLevel, number> = { low: 0, medium: 1, high: 2 };
export const noiseLevelsAscending = ['low', 'medium', 'high'] as const satisfies readonly AlarmLevel[];

/** A crowd of this many times the room's threshold is `high`. */
export const crowdHighFactor = 1.5;

export const smokingLevelOf = (probability: number, threshold: number): AlarmLevel | null => (probability >= threshold ? 'high' : null);

export function occupancyLevelOf(pax: number, threshold: number): AlarmLevel | null {
  if (pax < threshold) return null;
  return pax >= threshold * crowdHighFactor ? 'high' : 'medium';
}

/**
 * The value an alarm of `type` at `level` went over, from the room's settings: the noise threshold of
 * the level (dBA), the smoke threshold (%), or the device count of a crowd (one and a half times it
 * for `high`). What the alarm shows beside its peak.
 */
export function thresholdOf(
  type: AlarmType,
  level: AlarmLevel,
  room: { noiseSettings: NoiseSettings; smokingAlertThreshold: number; crowdingAlertTreshold: number },
): number {
  if (type === 'sound') return thresholdsOf(room.noiseSettings)[level];
  if (type === 'smoking') return room.smokingAlertThreshold;
  return level === 'high' ? room.crowdingAlertTreshold * crowdHighFactor : room.crowdingAlertTreshold;
}

/** The room's noise thresholds, computed once per room and batch rather than per reading. */
export const noiseThresholdsOf = (settings: NoiseSettings): NoiseThresholdValues => thresholdsOf(settings);

/**
 * How long noise over the low threshold must last to count as noise that goes on (it touches an
 * active alarm, keeps it from resolving, lets the guest stage reach the host): a single loud reading
 * — a door, a laugh — does not, or guests chatting just under the threshold would keep an alarm
 * alive for hours after the party.
 */
export const noiseHoldsAfterMs = 60_000;

/** The room's sustain time (spec: 1–15 minutes, 5 by default). */
export const sustainMsOf = (settings: NoiseSettings): number => (settings.sustainMinutes ?? 5) * 60_000;

/** Whether noise counts at `at`: inside the room's alarm window (from–to in its time zone; all day with `allDay` or equal ends). */
export const inNoiseWindow = (settings: NoiseSettings, timeZone: string, at: Date): boolean => isWithinDailySpan(at, timeZone, settings);

/**
 * The limit at `at` (dBA): noise at or over the `low` threshold inside the alarm window is what the
 * engine sustains into an alarm; outside the window there is none (null). The guest's page shows it.
 */
export const noiseLimitAt = (settings: NoiseSettings, timeZone: string, at: Date): number | null =>
  inNoiseWindow(settings, timeZone, at) ? thresholdsOf(settings).low : null;
