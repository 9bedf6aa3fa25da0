// How an alarm looks wherever it is listed (the alarms page, a room's overview): calm to loud by level,
// and the unit of its peak by type.
import type { AlarmLevel, AlarmType } from '@sereno/validation';

export const alarmLevelTones = { low: 'info', medium: 'caution', high: 'critical' } as const satisfies Record<AlarmLevel, string>;

/** dBA for noise, % for smoke probability, nothing for a count of devices. */
export const alarmPeakUnits = { sound: 'dBA', smoking: '%', occupancy: '' } as const satisfies Record<AlarmType, string>;

export const formatAlarmPeak = (peak: number, type: AlarmType): string => `${Math.round(peak)} ${alarmPeakUnits[type]}`.trim();
