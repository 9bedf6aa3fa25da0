// How the panel writes a moment, a day or a time: in the person's language, on a given clock — the
// room's, where the night happened, or the viewer's own when no time zone is given. One convention
// per language (docs/design-system.md "Dates, times and amounts"): day before month and a 24-hour
// clock in Spanish and in English alike, so English is written as British English ("22 Nov 2026,
// 16:00"), never the US "Nov 22, 04:00 PM" beside 24-hour spans. Every date of the panel goes
// through this module. The formatters are built once for each locale, style and zone, so a table of
// a thousand rows builds one.

import { formatLocale } from './locale.ts';

export { formatLocale };

const h23 = { hourCycle: 'h23' } as const;

const styles = {
  /** "22/11/26, 16:00" / "22/11/2026, 16:00": a reading, a sync, a booking's check-in. */
  short: { dateStyle: 'short', timeStyle: 'short', ...h23 },
  /** "22 nov 2026, 16:00" / "22 Nov 2026, 16:00": where there is room for the month's name. */
  medium: { dateStyle: 'medium', timeStyle: 'short', ...h23 },
  /** "dom, 22 nov, 16:00" / "Sun 22 Nov, 16:00": a stay's check-in or check-out, days ahead. */
  stay: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', ...h23 },
  /** "26 nov 2026" / "26 Nov 2026": the day of a moment, where the time says nothing (a printed label). */
  date: { dateStyle: 'medium' },
  /** "16:00" in both languages: a time of a day already shown. */
  time: { hour: '2-digit', minute: '2-digit', ...h23 },
  /** Parts of the spec's `yyyy-MM-dd HH:mm` (spec §3 Alarm createdAt): the same in every language. */
  spec: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...h23 },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateTimeStyle = Exclude<keyof typeof styles, 'spec'>;

/** Styles of a day (`yyyy-MM-dd`, no time): always written in UTC, where it is read (see `formatDay`). */
const dayStyles = {
  /** "jue, 26 nov 2026" / "Thu, 26 Nov 2026": a task's day. */
  day: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "jueves, 26 de noviembre de 2026" / "Thursday, 26 November 2026": a day on its own. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "jueves, 26 de noviembre" / "Thursday 26 November": a night in a list of nights. */
  longNoYear: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "jue, 26 nov" / "Thu 26 Nov": a day under its week's column. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "noviembre de 2026" / "November 2026": a month. */
  month: { month: 'long', year: 'numeric' },
  /** "jue" / "Thu", "jueves" / "Thursday": a weekday. */
  weekday: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof dayStyles;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions, name: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${name} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The moment `iso` in `language`, on the clock of `timeZone` (the viewer's when absent). */
export function formatDateTime(
  iso: string | number | Date,
  language: string,
  { style = 'short', timeZone }: { style?: DateTimeStyle; timeZone?: string | undefined } = {},
): string {
  return formatterOf(formatLocale(language), styles[style], style, timeZone).format(new Date(iso));
}

/** "16:00": the time of the moment `iso`, 24-hour in every language, on the clock of `timeZone` (the viewer's when absent). */
export function formatTime(iso: string | number | Date, language: string, timeZone?: string): string {
  return formatDateTime(iso, language, { style: 'time', timeZone });
}

// A day is no instant: read at noon UTC and written in UTC, it is the same day everywhere.
const noonOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** The day `yyyy-MM-dd` in `language` ("jue, 26 nov 2026"), in the style asked for. */
export function formatDay(isoDate: string, language: string, style: DayStyle = 'day'): string {
  return formatterOf(formatLocale(language), dayStyles[style], `day-${style}`, 'UTC').format(noonOf(isoDate));
}

/** "23–29 nov 2026" / "23 – 29 Nov 2026": the days from `first` to `last` (`yyyy-MM-dd`), as short as the language writes them. */
export function formatDayRange(first: string, last: string, language: string): string {
  return formatterOf(formatLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }, 'day-range', 'UTC').formatRange(noonOf(first), noonOf(last));
}

/**
 * `yyyy-MM-dd` and `HH:mm` (spec §3 Alarm createdAt) on the clock of `timeZone`: the spec's pattern,
 * not the language's date style, so that dates read and sort the same in Spanish and English.
 */
export function dateAndTime(iso: string, timeZone?: string): { date: string; time: string } {
  // Canadian English writes the date parts in the ISO order, and its digits are ASCII.
  const parts = Object.fromEntries(
    formatterOf('en-CA', styles.spec, 'spec', timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const ageSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "hace 3 min" / "3 minutes ago": how long before `now` the moment `iso` was, in the largest unit that fits. */
export function formatAge(iso: string, now: number, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(formatLocale(language), { numeric: 'auto' });
  for (const [unit, size] of ageSteps) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}
