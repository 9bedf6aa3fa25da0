import { z } from 'zod';
import { id } from './common.ts';

/** Spec §3 Alarm types and levels. */
export const alarmTypes = ['sound', 'smoking', 'occupancy'] as const;
export type AlarmType = (typeof alarmTypes)[number];
export const alarmLevels = ['low', 'medium', 'high'] as const;
export type AlarmLevel = (typeof alarmLevels)[number];
/** An alarm is active until it resolves by itself (the quiet minutes) or a person resolves it. */
export const alarmStates = ['active', 'resolved'] as const;
export type AlarmState = (typeof alarmStates)[number];
/** Why a person resolved an alarm, as the resolve dialog offers it; the alarm keeps it with an optional note. */
export const alarmResolutionReasons = ['falseAlarm', 'guestsWarned', 'visited', 'other'] as const;
export type AlarmResolutionReason = (typeof alarmResolutionReasons)[number];

/** Spec §3 Alarm, as the alarm lists receive it. */
export const alarmSchema = z.object({
  _id: id(),
  ownerId: id(),
  type: z.enum(alarmTypes),
  name: z.string(),
  alarmTitle: z.string(),
  level: z.enum(alarmLevels),
  createdAt: z.iso.datetime({ offset: true }),
  monitorId: z.string(),
  username: z.string(),
  calls: z.number().int().nonnegative(),
  sms: z.number().int().nonnegative(),
  emails: z.number().int().nonnegative(),
});
export type Alarm = z.infer<typeof alarmSchema>;

/** GET /alarms/statistics. */
export const alarmStatisticsSchema = z.object({
  last7Days: z.number().int().nonnegative(),
  last30Days: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
