// The query strings of the alarm calls (spec §7 Alarms), for the server's routes and the panel's
// filters alike. Query strings carry text: booleans come as 'true'/'false', numbers are coerced.
import { z } from 'zod';
import { message } from './messages/message.ts';
import { dateTime } from './rules/date-time.ts';
import { alarmResolutionReasons, alarmStates, alarmTypes } from './schemas/alarm.ts';
import { enumOf, id } from './schemas/common.ts';

/** The longest range a call may ask for, as the time series (GET /monitors/...). */
export const ALARM_RANGE_MAX_DAYS = 366;
const dayMs = 24 * 60 * 60 * 1000;

const instant = () => dateTime().transform((value) => new Date(value));
const booleanText = () => z.enum(['true', 'false'], { error: message('option') }).transform((value) => value === 'true');

/** The filters of the alarms list, its CSV export and (roomId, ownerId) its statistics. */
export const alarmFilterFields = {
  from: instant().describe('Alarms raised at or after this instant (ISO 8601)'),
  to: instant().describe('Alarms raised before this instant (ISO 8601)'),
  roomId: id().describe("Only this room's alarms"),
  ownerId: id().describe("Only the alarms of this owner's rooms"),
  type: z.enum(alarmTypes, { error: message('option') }).describe('sound, smoking or occupancy'),
  state: z.enum(alarmStates, { error: message('option') }).describe('active (not yet resolved) or resolved'),
  showAll: booleanText().describe('true: also the alarms that notified nobody (by default only those that did)'),
  page: z.coerce
    .number({ error: message('integer') })
    .int({ error: message('integer') })
    .min(1, { error: message('range', { min: 1, max: 1_000_000 }) })
    .max(1_000_000, { error: message('range', { min: 1, max: 1_000_000 }) })
    .describe('The page, from 1 (instead of offset)'),
};

/** GET /alarms/statistics. */
export const alarmStatisticsQuerySchema = z.object({
  roomId: alarmFilterFields.roomId.optional(),
  ownerId: alarmFilterFields.ownerId.optional(),
});

/** GET /alarms/{roomId}/range: from before to, at most ALARM_RANGE_MAX_DAYS apart; both optional (the last 24 hours). */
export const alarmRangeQuerySchema = z
  .object({
    from: instant().optional().describe('Start (ISO 8601); default: 24 hours before `to`'),
    to: instant().optional().describe('End, exclusive (ISO 8601); default: now'),
  })
  // zod runs these even when a date failed to parse (then still text), so each checks it has two dates.
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || from < to, { error: message('dateOrder'), path: ['to'] })
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || to.getTime() - from.getTime() <= ALARM_RANGE_MAX_DAYS * dayMs, {
    error: message('range', { min: 0, max: ALARM_RANGE_MAX_DAYS }),
    path: ['to'],
  });

/** The longest note a resolution keeps: a few sentences for the morning after, not a report. */
export const ALARM_RESOLUTION_NOTE_MAX = 1000;

/** POST /alarms/{id}/resolve: optionally why (one of the reasons) and a note; an empty note is none. */
export const alarmResolveSchema = z.object({
  reason: enumOf(alarmResolutionReasons).optional().describe('falseAlarm, guestsWarned, visited or other'),
  note: z
    .string({ error: message('option') })
    .trim()
    .max(ALARM_RESOLUTION_NOTE_MAX, { error: message('maxLength', { max: ALARM_RESOLUTION_NOTE_MAX }) })
    .optional()
    .describe('Free text: what was done'),
});
export type AlarmResolve = z.input<typeof alarmResolveSchema>;
