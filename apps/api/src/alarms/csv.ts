// The CSV of a filtered alarm list (GET /api/alarms/export.csv), written as every export is
// (src/platform/csv.ts: quoted cells, formulas neutralised).
import { csvDocument, type CsvValue } from '../platform/csv.ts';
import type { AlarmResponse } from './responses.ts';

export const alarmCsvColumns = [
  '_id',
  'createdAt',
  'type',
  'level',
  'alarmTitle',
  'name',
  'monitorId',
  'username',
  'state',
  'peak',
  'calls',
  'sms',
  'emails',
  'acknowledgedAt',
  'acknowledgedBy',
  'resolvedAt',
  'resolvedBy',
  'resolutionReason',
  'resolutionNote',
] as const;

function cellsOf(alarm: AlarmResponse): CsvValue[] {
  return [
    alarm._id,
    alarm.createdAt,
    alarm.type,
    alarm.level,
    alarm.alarmTitle,
    alarm.name,
    alarm.monitorId,
    alarm.username,
    alarm.state,
    alarm.peak,
    alarm.calls,
    alarm.sms,
    alarm.emails,
    alarm.acknowledged?.at,
    alarm.acknowledged?.by?.username ?? alarm.acknowledged?.by?._id,
    alarm.resolved?.at,
    alarm.resolved?.by?.username ?? alarm.resolved?.by?._id,
    alarm.resolved?.reason,
    alarm.resolved?.note,
  ];
}

export function alarmsCsv(alarms: readonly AlarmResponse[]): string {
  return csvDocument(alarmCsvColumns, alarms.map(cellsOf));
}
