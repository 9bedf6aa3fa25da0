// The viewer's calendar day. The server has no "today" (docs/api.md, bookings): the panel turns a day
// of the viewer's own calendar into the instants where it starts and ends, in the browser's time zone.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The viewer's date of `date`, `yyyy-MM-dd` (the DatePicker's and the URL's form). */
export function localDateOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Today in the viewer's calendar. */
export const localToday = (now: Date = new Date()): string => localDateOf(now);

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants where the viewer's day `yyyy-MM-dd` starts (included) and the next one starts
 * (excluded), as ISO strings; a day of 23 or 25 hours (the clocks changing) is still one day.
 * Undefined for text that is not a real date.
 */
export function localDayInterval(isoDate: string): { from: string; to: string } | undefined {
  const match = isoDatePattern.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, day);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== day) return undefined;
  return { from: start.toISOString(), to: new Date(year, month, day + 1).toISOString() };
}

/** Milliseconds from `now` to the viewer's next midnight, when "today" changes. */
export function msUntilNextMidnight(now: Date = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}
