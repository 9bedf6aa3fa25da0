// Times of day written as "HH:mm" (the alarm window, an alert schedule) are read in the room's own time
// zone: 22:00 in a room in Lisbon is not 22:00 in Madrid. The alarm engine and the notification planner
// both ask here, so that a span means the same to both.

/** One formatter per time zone: building one costs far more than using it, and readings come by thousands. */
const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

function minuteFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    minuteFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes since local midnight of `at` in `timeZone` (an IANA name; an unknown one is read as UTC). */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  let text: string;
  try {
    text = minuteFormatterOf(timeZone).format(at);
  } catch {
    text = minuteFormatterOf('UTC').format(at);
  }
  return minutesOf(text);
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** A span of the day: [from, to) on the 24-hour clock, or the whole day. */
export interface DailySpan {
  from: string;
  to: string;
  allDay?: boolean | undefined;
}

/**
 * Whether `at` falls in the span in the room's time zone. A span whose end is before its start crosses
 * midnight (22:00–08:00); equal ends, or `allDay`, mean the whole day.
 */
export function isWithinDailySpan(at: Date, timeZone: string, span: DailySpan): boolean {
  if (span.allDay) return true;
  const start = minutesOf(span.from);
  const end = minutesOf(span.to);
  if (start === end) return true;
  const now = localMinuteOfDay(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** "yyyy-MM-dd HH:mm" in the room's time zone, as the panel shows an alarm's time (spec §3 Alarm). */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `at` in `timeZone`, read as if it were UTC: its difference with `at` is the zone's offset then. */
function wallClockMs(at: number, timeZone: string): number {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
}

/**
 * The instant a local date and time ("2026-11-25", 20 * 60) stands for in `timeZone`. Twice around the
 * offset, so that a time next to a daylight-saving change lands on the right side of it.
 */
export function instantOfLocal(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  const first = wall - (wallClockMs(wall, timeZone) - wall);
  return new Date(wall - (wallClockMs(first, timeZone) - first));
}

/** The local date ("yyyy-MM-dd") of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return localDateTime(at, timeZone).slice(0, 10);
}

/** The date `days` after (or before) a "yyyy-MM-dd" date. */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
