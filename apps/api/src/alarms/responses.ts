// An alarm as the API answers it (spec §3 Alarm: _id, ownerId, type, name, alarmTitle, level,
// createdAt, monitorId, username, calls, sms, emails), with its state, who acknowledged and who
// resolved it. The calls, SMS and emails are counted from the alarm's notification jobs that were
// sent. Absent values are left out rather than sent as null, as everywhere else.
import { alarmResponseSchema as alarmShape, type AlarmLevel, type AlarmResponse, type AlarmType, type Language } from '@sereno/validation';
import { and, desc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { sentJobsOf } from '../notifications/alarm-counts.ts';
import { usernameOf } from '../users/queries.ts';
import { alarms, type AlarmRow } from '../db/schema/alarms.ts';

/** The alarm's shape is the live events' too (@sereno/validation, roomEventSchema): one schema for both. */
export const alarmResponseSchema = alarmShape.meta({ id: 'Alarm' });
export type { AlarmResponse } from '@sereno/validation';

const titleKeys: Record<AlarmType, ServerMessageKey> = { sound: 'alarmTitleSound', smoking: 'alarmTitleSmoking', occupancy: 'alarmTitleOccupancy' };
const levelKeys: Record<AlarmLevel, ServerMessageKey> = { low: 'alarmLevelLow', medium: 'alarmLevelMedium', high: 'alarmLevelHigh' };

const titles = new Map<string, string>();
/** "Ruido alto": the words are fixed, so each of the 18 is made once (an export asks per row). */
export function alarmTitleOf(type: AlarmType, level: AlarmLevel, language: Language): string {
  const key = `${language}/${type}/${level}`;
  let title = titles.get(key);
  if (title === undefined) {
    title = serverMessage(language, titleKeys[type], { level: serverMessage(language, levelKeys[level]) });
    titles.set(key, title);
  }
  return title;
}

/** The select of alarms with what their answer joins, ready for `.where()`. */
export const selectAlarmsWithJoins = (db: Database) => db.select(alarmWithJoinsFields()).from(alarms).$dynamic();

/** The fields of an alarm with its joins (the export adds its room's time zone). */
export const alarmWithJoinsFields = () => ({
  alarm: alarms,
  username: usernameOf(alarms.ownerId),
  acknowledgedByUsername: usernameOf(alarms.acknowledgedBy),
  resolvedByUsername: usernameOf(alarms.resolvedBy),
  falseAlarmByUsername: usernameOf(alarms.falseAlarmBy),
  calls: sentJobsOf(alarms.id, 'call'),
  sms: sentJobsOf(alarms.id, 'sms'),
  emails: sentJobsOf(alarms.id, 'email'),
});

export type AlarmWithJoins = Awaited<ReturnType<ReturnType<typeof selectAlarmsWithJoins>['execute']>>[number];

const person = (id: string | null, username: string | null) => (id === null ? undefined : { _id: id, ...(username === null ? {} : { username }) });

export function toAlarmResponse(row: AlarmWithJoins, language: Language): AlarmResponse {
  const alarm: AlarmRow = row.alarm;
  const acknowledgedBy = person(alarm.acknowledgedBy, row.acknowledgedByUsername);
  const resolvedBy = person(alarm.resolvedBy, row.resolvedByUsername);
  const falseAlarmBy = person(alarm.falseAlarmBy, row.falseAlarmByUsername);
  return {
    _id: alarm.id,
    roomId: alarm.roomId,
    ...(alarm.ownerId === null ? {} : { ownerId: alarm.ownerId }),
    ...(row.username === null ? {} : { username: row.username }),
    type: alarm.type,
    name: alarm.name,
    alarmTitle: alarmTitleOf(alarm.type, alarm.level, language),
    level: alarm.level,
    createdAt: alarm.createdAt.toISOString(),
    lastTriggeredAt: alarm.lastTriggeredAt.toISOString(),
    peak: alarm.peak,
    ...(alarm.threshold === null ? {} : { threshold: alarm.threshold }),
    monitorId: alarm.monitorId,
    state: alarm.state,
    stage: alarm.stage,
    ...(alarm.hostDueAt === null || alarm.state !== 'active' || alarm.acknowledgedAt !== null ? {} : { hostDueAt: alarm.hostDueAt.toISOString() }),
    ...(alarm.acknowledgedAt === null ? {} : { acknowledged: { at: alarm.acknowledgedAt.toISOString(), ...(acknowledgedBy ? { by: acknowledgedBy } : {}) } }),
    ...(alarm.resolvedAt === null
      ? {}
      : {
          resolved: {
            at: alarm.resolvedAt.toISOString(),
            ...(resolvedBy ? { by: resolvedBy } : {}),
            ...(alarm.resolutionReason === null ? {} : { reason: alarm.resolutionReason }),
            ...(alarm.resolutionNote === null ? {} : { note: alarm.resolutionNote }),
          },
        }),
    ...(alarm.falseAlarmCause === null || alarm.falseAlarmAt === null
      ? {}
      : { falseAlarm: { cause: alarm.falseAlarmCause, at: alarm.falseAlarmAt.toISOString(), ...(falseAlarmBy ? { by: falseAlarmBy } : {}) } }),
    calls: row.calls,
    sms: row.sms,
    emails: row.emails,
  };
}

/** The alarms `where` keeps, newest first, at most `limit`, as answers. */
export async function findAlarms(db: Database, where: SQL | undefined, language: Language, limit: number): Promise<AlarmResponse[]> {
  const rows = await selectAlarmsWithJoins(db).where(where).orderBy(desc(alarms.createdAt), desc(alarms.id)).limit(limit);
  return rows.map((row) => toAlarmResponse(row, language));
}

/** One alarm as an answer, or undefined. */
export async function findAlarm(db: Database, id: string, scope: SQL | undefined, language: Language): Promise<AlarmResponse | undefined> {
  const [answer] = await findAlarms(db, and(eq(alarms.id, id), scope), language, 1);
  return answer;
}

/** A room's alarms that were active at some time in [from, to): raised before its end, not resolved before its start. */
export function alarmsOfRoomDuring(
  db: Database,
  roomId: string,
  { from, to }: { from: Date; to: Date },
  language: Language,
  limit: number,
): Promise<AlarmResponse[]> {
  return findAlarms(db, and(eq(alarms.roomId, roomId), lt(alarms.createdAt, to), or(isNull(alarms.resolvedAt), gte(alarms.resolvedAt, from))), language, limit);
}

/** The room of an alarm, or null (platform/room-only.ts: a one-room session reaches that room's alarms only). */
export async function alarmRoomOf(db: Database, alarmId: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(alarmId)) return null;
  const [row] = await db.select({ roomId: alarms.roomId }).from(alarms).where(eq(alarms.id, alarmId));
  return row?.roomId ?? null;
}
