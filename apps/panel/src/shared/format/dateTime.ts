// How the panel writes a moment: in the person's language, on a given clock — the room's, where the
// night happened, or the viewer's own when no time zone is given. The formatters are built once for
// each language, style and zone, so a table of a thousand rows builds one.

const styles = {
  /** "22/11/26, 16:00" / "11/22/26, 4:00 PM": a reading, a sync, a booking's check-in. */
  short: { dateStyle: 'short', timeStyle: 'short' },
  /** "22 nov 2026, 16:00" / "Nov 22, 2026, 4:00 PM": where there is room for the month's name. */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** "dom, 22 nov, 16:00" / "Sun, Nov 22, 04:00 PM": a stay's check-in or check-out, days ahead. */
  stay: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** Parts of the spec's `yyyy-MM-dd HH:mm` (spec §3 Alarm createdAt): the same in every language. */
  spec: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateTimeStyle = Exclude<keyof typeof styles, 'spec'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, style: keyof typeof styles, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language} ${style} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...styles[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The moment `iso` in `language`, on the clock of `timeZone` (the viewer's when absent). */
export function formatDateTime(
  iso: string,
  language: string,
  { style = 'short', timeZone }: { style?: DateTimeStyle; timeZone?: string | undefined } = {},
): string {
  return formatterOf(language, style, timeZone).format(new Date(iso));
}

/**
 * `yyyy-MM-dd` and `HH:mm` (spec §3 Alarm createdAt) on the clock of `timeZone`: the spec's pattern,
 * not the language's date style, so that dates read and sort the same in Spanish and English.
 */
export function dateAndTime(iso: string, timeZone?: string): { date: string; time: string } {
  // Canadian English writes the date parts in the ISO order, and its digits are ASCII.
  const parts = Object.fromEntries(
    formatterOf('en-CA', 'spec', timeZone)
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
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of ageSteps) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}
