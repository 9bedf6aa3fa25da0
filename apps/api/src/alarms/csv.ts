// The CSV of a filtered alarm list (GET /api/alarms/export.csv), RFC 4180: every cell quoted, quotes
// doubled, CRLF between records. A cell that a spreadsheet would read as a formula (starting with
// = + - @, a tab or a carriage return) gets a leading apostrophe, so a room named "=HYPERLINK(...)"
// is shown as text, never run (OWASP "CSV injection").
import type { AlarmResponse } from './responses.ts';

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

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
] as const;

function cellsOf(alarm: AlarmResponse): (string | number | undefined)[] {
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
  ];
}

export function alarmsCsv(alarms: readonly AlarmResponse[]): string {
  const lines = [alarmCsvColumns.map(csvCell).join(','), ...alarms.map((alarm) => cellsOf(alarm).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
