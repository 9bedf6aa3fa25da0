// The alarms export (GET /api/alarms/export.csv and .xlsx): the filtered list, newest first, read a
// page at a time with a keyset on (createdAt, id), each alarm with its room's time zone. The columns
// say what an operator reads: the alarm in words, its room, its level and state in words, its peak
// and the notification trail (calls, SMS, emails sent), who acknowledged and resolved it and when.
import type { Language } from '@sereno/validation';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { defaultTimeZone, exportMaxRows, exportPageSize, type ExportColumn, type ExportSource } from '../platform/export/columns.ts';
import { keysetPages } from '../platform/export/send.ts';
import { serverMessage } from '../platform/messages.ts';
import { roomTimeZoneOf } from '../rooms/service.ts';
import { alarmTitleOf, alarmWithJoinsFields, type AlarmWithJoins } from './responses.ts';
import { alarms } from '../db/schema/alarms.ts';
import { trailLinesOf, trailSummary, type TrailLine } from '../notifications/alarm-trail.ts';

type AlarmExportRow = AlarmWithJoins & { timeZone: string | null; trail: TrailLine[] | null };

const words = {
  es: {
    sound: 'Ruido',
    smoking: 'Humo',
    occupancy: 'Ocupación',
    active: 'Activa',
    resolved: 'Resuelta',
    falseAlarm: 'Falsa alarma',
    guestsWarned: 'Huéspedes avisados',
    visited: 'Visita',
    other: 'Otro',
  },
  en: {
    sound: 'Noise',
    smoking: 'Smoke',
    occupancy: 'Occupancy',
    active: 'Active',
    resolved: 'Resolved',
    falseAlarm: 'False alarm',
    guestsWarned: 'Guests warned',
    visited: 'Visited',
    other: 'Other',
  },
} satisfies Record<Language, Record<string, string>>;

const levelKeys = { low: 'alarmLevelLow', medium: 'alarmLevelMedium', high: 'alarmLevelHigh' } as const;
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const alarmExportColumns: readonly ExportColumn<AlarmExportRow>[] = [
  { header: { es: 'Id', en: 'Id' }, kind: 'text', value: (row) => row.alarm.id, width: 38 },
  { header: { es: 'Fecha', en: 'Date' }, kind: 'dateTime', value: (row) => row.alarm.createdAt },
  { header: { es: 'Alarma', en: 'Alarm' }, kind: 'text', value: (row, language) => alarmTitleOf(row.alarm.type, row.alarm.level, language), width: 22 },
  { header: { es: 'Tipo', en: 'Type' }, kind: 'text', value: (row, language) => words[language][row.alarm.type] },
  { header: { es: 'Nivel', en: 'Level' }, kind: 'text', value: (row, language) => capitalised(serverMessage(language, levelKeys[row.alarm.level])) },
  { header: { es: 'Sala', en: 'Room' }, kind: 'text', value: (row) => row.alarm.name, width: 28 },
  { header: { es: 'Monitor', en: 'Monitor' }, kind: 'text', value: (row) => row.alarm.monitorId },
  { header: { es: 'Usuario', en: 'User' }, kind: 'text', value: (row) => row.username },
  { header: { es: 'Estado', en: 'State' }, kind: 'text', value: (row, language) => words[language][row.alarm.state] },
  { header: { es: 'Pico (dB)', en: 'Peak (dB)' }, kind: 'number', value: (row) => row.alarm.peak },
  { header: { es: 'Llamadas', en: 'Calls' }, kind: 'number', value: (row) => row.calls },
  { header: { es: 'SMS', en: 'SMS' }, kind: 'number', value: (row) => row.sms },
  { header: { es: 'Emails', en: 'Emails' }, kind: 'number', value: (row) => row.emails },
  { header: { es: 'Avisos', en: 'Notifications' }, kind: 'text', value: (row, language) => trailSummary(row.trail, language), width: 60 },
  { header: { es: 'Reconocida', en: 'Acknowledged' }, kind: 'dateTime', value: (row) => row.alarm.acknowledgedAt },
  { header: { es: 'Reconocida por', en: 'Acknowledged by' }, kind: 'text', value: (row) => row.acknowledgedByUsername ?? row.alarm.acknowledgedBy },
  { header: { es: 'Resuelta', en: 'Resolved' }, kind: 'dateTime', value: (row) => row.alarm.resolvedAt },
  { header: { es: 'Resuelta por', en: 'Resolved by' }, kind: 'text', value: (row) => row.resolvedByUsername ?? row.alarm.resolvedBy },
  {
    header: { es: 'Motivo', en: 'Reason' },
    kind: 'text',
    value: (row, language) => (row.alarm.resolutionReason === null ? undefined : words[language][row.alarm.resolutionReason]),
  },
  { header: { es: 'Nota', en: 'Note' }, kind: 'text', value: (row) => row.alarm.resolutionNote, width: 40 },
];

/** The alarms `where` keeps, newest first, as an export source (at most exportMaxRows). */
export async function alarmExportSource(db: Database, where: SQL | undefined): Promise<ExportSource<AlarmExportRow>> {
  const zones = await db
    .selectDistinct({ zone: roomTimeZoneOf(alarms.roomId) })
    .from(alarms)
    .where(where)
    .limit(2);
  // The keyset compares with the database's own (createdAt, id) of the last row: no rounding of times.
  const read = (afterId: string | undefined, limit: number): Promise<AlarmExportRow[]> =>
    db
      .select({ ...alarmWithJoinsFields(), timeZone: roomTimeZoneOf(alarms.roomId), trail: trailLinesOf(sql`"alarms"."id"`) })
      .from(alarms)
      .where(
        and(
          where,
          afterId === undefined
            ? undefined
            : sql`(${alarms.createdAt}, ${alarms.id}) < (select ${alarms.createdAt}, ${alarms.id} from ${alarms} where ${alarms.id} = ${afterId})`,
        ),
      )
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(limit);
  return {
    columns: alarmExportColumns,
    pages: keysetPages(read, (row) => row.alarm.id, { pageSize: exportPageSize, max: exportMaxRows }),
    timeZoneOf: (row) => row.timeZone ?? defaultTimeZone,
    timeZones: zones.map((row) => row.zone ?? defaultTimeZone),
  };
}
