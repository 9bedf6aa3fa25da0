// False-alarm feedback (issue 21): a host or agent says an alarm was false and why, and the room's
// settings suggest the thresholds that would have avoided those alarms without missing the others.
import { z } from 'zod';
import { enumOf } from './common.ts';
import { noiseSettingsSchema } from './room-settings.ts';
import { alarmTypes } from './alarm.ts';

/** What set off an alarm that was not one: the usual causes, then anything else. */
export const falseAlarmCauses = ['doorSlam', 'cooking', 'incense', 'tv', 'cleaning', 'other'] as const;
export type FalseAlarmCause = (typeof falseAlarmCauses)[number];

/** PUT /alarms/{id}/false-alarm. */
export const falseAlarmMarkSchema = z.object({
  cause: enumOf(falseAlarmCauses).describe('doorSlam, cooking, incense, tv, cleaning or other'),
});
export type FalseAlarmMark = z.input<typeof falseAlarmMarkSchema>;

/** How many of the room's alarms of the window a set of settings raises: of those marked false and of the others. */
export const tuningCountsSchema = z.object({
  falseAlarms: z.int().nonnegative().describe('Alarms marked false that these settings raise'),
  otherAlarms: z.int().nonnegative().describe('Alarms not marked false that these settings raise'),
});

/** The settings a suggestion changes: only the fields it names. */
export const tuningChangeSchema = z.object({
  noiseSettings: noiseSettingsSchema.optional(),
  smokingAlertThreshold: z.number().optional(),
  crowdingAlertTreshold: z.int().optional(),
});
export type TuningChange = z.infer<typeof tuningChangeSchema>;

/** GET /rooms/{id}/alarm-tuning. */
export const alarmTuningSchema = z.object({
  days: z.int().positive().describe('The window looked at, ending now'),
  falseAlarms: z
    .array(
      z.object({
        alarmId: z.uuid(),
        type: z.enum(alarmTypes),
        createdAt: z.iso.datetime(),
        peak: z.number(),
        cause: z.enum(falseAlarmCauses),
      }),
    )
    .describe('The alarms marked false in the window, newest first'),
  otherAlarms: z.int().nonnegative().describe('The alarms of the window not marked false'),
  suggestion: z
    .object({
      type: z.enum(alarmTypes).describe('The alarm type whose settings change'),
      change: tuningChangeSchema,
      before: tuningCountsSchema.describe('The stored readings replayed with the current settings'),
      after: tuningCountsSchema.describe('The same readings replayed with the suggestion'),
    })
    .nullable()
    .describe('Null when nothing is marked false, or no setting avoids them without missing an alarm that was not'),
});
export type AlarmTuning = z.infer<typeof alarmTuningSchema>;
