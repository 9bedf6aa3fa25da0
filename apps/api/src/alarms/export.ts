// The alarms export (GET /api/alarms/export.csv and .xlsx): the filtered list, newest first, read a
// page at a time with a keyset on (createdAt, id), each alarm with its room's time zone. The columns
// say what an operator reads: the alarm in words, its room, its level and state in words, its peak,
// the counts of calls, SMS and emails sent and the trail of every notification (when, channel,
// recipient, state and why, in the room's time), who acknowledged and resolved it and when.
import type { Language } from '@sereno/validation';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { defaultTimeZone, exportMaxRows, exportPageSize, type ExportColumn, type ExportSource } from '../platform/export/columns.ts';
import { keysetPages } from '../platform/export/send.ts';
import { serverMessage } from '../platform/messages.ts';
import { timeZonesOfRooms } from '../rooms/service.ts';
import { usernamesOf } from '../users/queries.ts';
import { alarmTitleOf } from './responses.ts';
import { alarms, type AlarmRow } from '../db/schema/alarms.ts';
import { sentOn } from '../notifications/alarm-counts.ts';
import { trailLinesOfAlarms, trailSummary, type TrailLine } from '../notifications/alarm-trail.ts';

/** The alarm's fields the file's columns read (mapping the others cost time for nothing). */
const exportedFields = {
  id: alarms.id,
  roomId: alarms.roomId,
  createdAt: alarms.createdAt,
  type: alarms.type,
  level: alarms.level,
  name: alarms.name,
  monitorId: alarms.monitorId,
  ownerId: alarms.ownerId,
  state: alarms.state,
  peak: alarms.peak,
  acknowledgedAt: alarms.acknowledgedAt,
  acknowledgedBy: alarms.acknowledgedBy,
  resolvedAt: alarms.resolvedAt,
  resolvedBy: alarms.resolvedBy,
  resolutionReason: alarms.resolutionReason,
  resolutionNote: alarms.resolutionNote,
};

/** An alarm of the file with what its columns read besides it. */
interface AlarmExportRow {
  alarm: Pick<AlarmRow, keyof typeof exportedFields>;
  username: string | null;
  acknowledgedByUsername: string | null;
  resolvedByUsername: string | null;
  calls: number;
  sms: number;
  emails: number;
  trail: TrailLine[] | null;
  timeZone: string | null;
}

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
    byItself: 'sola, al volver la calma',
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
    byItself: 'by itself, when it went quiet',
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
  {
    header: { es: 'Avisos', en: 'Notifications' },
    kind: 'text',
    value: (row, language, timeZone) => trailSummary(row.trail, language, { timeZone, day: row.alarm.createdAt }),
    width: 80,
    wrap: true,
  },
  { header: { es: 'Atendida', en: 'Acknowledged' }, kind: 'dateTime', value: (row) => row.alarm.acknowledgedAt },
  { header: { es: 'Atendida por', en: 'Acknowledged by' }, kind: 'text', value: (row) => row.acknowledgedByUsername ?? row.alarm.acknowledgedBy },
  { header: { es: 'Resuelta', en: 'Resolved' }, kind: 'dateTime', value: (row) => row.alarm.resolvedAt },
  {
    header: { es: 'Resuelta por', en: 'Resolved by' },
    kind: 'text',
    // Resolved with nobody's name: it resolved by itself when the room went quiet.
    value: (row, language) => row.resolvedByUsername ?? row.alarm.resolvedBy ?? (row.alarm.resolvedAt ? words[language].byItself : undefined),
  },
  {
    header: { es: 'Motivo', en: 'Reason' },
    kind: 'text',
    value: (row, language) => (row.alarm.resolutionReason === null ? undefined : words[language][row.alarm.resolutionReason]),
  },
  { header: { es: 'Nota', en: 'Note' }, kind: 'text', value: (row) => row.alarm.resolutionNote, width: 40 },
];

/** The alarms `where` keeps, newest first, as an export source (at most exportMaxRows). */
export async function alarmExportSource(db: Database, where: SQL | undefined): Promise<ExportSource<AlarmExportRow>> {
  // The zones of the file's rooms, from the rooms' ids (a zone looked up per alarm cost 0.6 s of 100,000).
  const roomIds = await db.selectDistinct({ id: alarms.roomId }).from(alarms).where(where);
  const zoneOfRoom = await timeZonesOfRooms(
    db,
    roomIds.map((row) => row.id),
  );
  // A page is the alarms, then the trails, names and zones of the page in one query each: correlated
  // subqueries per row made each page's plan dear enough for PostgreSQL's JIT (~180 ms a page, docs/exports.md).
  const read = async (afterId: string | undefined, limit: number): Promise<AlarmExportRow[]> => {
    const page = await db
      .select(exportedFields)
      .from(alarms)
      .where(
        and(
          where,
          // The keyset compares with the database's own (createdAt, id) of the last row: no rounding of times.
          afterId === undefined
            ? undefined
            : sql`(${alarms.createdAt}, ${alarms.id}) < (select ${alarms.createdAt}, ${alarms.id} from ${alarms} where ${alarms.id} = ${afterId})`,
        ),
      )
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(limit);
    const [trails, names] = await Promise.all([
      trailLinesOfAlarms(
        db,
        page.map((alarm) => alarm.id),
      ),
      usernamesOf(
        db,
        page.flatMap((alarm) => [alarm.ownerId, alarm.acknowledgedBy, alarm.resolvedBy]),
      ),
    ]);
    const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
    return page.map((alarm) => {
      const trail = trails.get(alarm.id);
      return {
        alarm,
        username: nameOf(alarm.ownerId),
        acknowledgedByUsername: nameOf(alarm.acknowledgedBy),
        resolvedByUsername: nameOf(alarm.resolvedBy),
        calls: sentOn(trail, 'call'),
        sms: sentOn(trail, 'sms'),
        emails: sentOn(trail, 'email'),
        trail: trail ?? null,
        timeZone: zoneOfRoom.get(alarm.roomId) ?? null,
      };
    });
  };
  return {
    columns: alarmExportColumns,
    pages: keysetPages(read, (row) => row.alarm.id, { pageSize: exportPageSize, max: exportMaxRows }),
    timeZoneOf: (row) => row.timeZone ?? defaultTimeZone,
    timeZones: [...new Set(roomIds.map((row) => zoneOfRoom.get(row.id) ?? defaultTimeZone))].slice(0, 2),
  };
}
