import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';

// The public API speaks ISO strings ("2026-11-22", "23:30") so that apps need not know
// @internationalized/date; these convert at the edge. A malformed string reads as "no value".

export function toCalendarDate(iso: string | null | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  if (iso === null || iso === '') return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

export function toTime(hhmm: string | null | undefined): Time | null | undefined {
  if (hhmm === undefined) return undefined;
  if (hhmm === null || hhmm === '') return null;
  try {
    return parseTime(hhmm);
  } catch {
    return null;
  }
}

/** "HH:mm": seconds are never asked for. */
export function timeToString(time: Time): string {
  return time.toString().slice(0, 5);
}
