// The days the task calendar shows, as `yyyy-MM-dd`: a month (the weeks that hold it, Monday first),
// a week, or a day. Days are counted on UTC dates, which have no clock changes, so adding one day
// is always the next date.

export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, count: number): string => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
};

/** The Monday of `day`'s week (spec's users are in Spain: weeks start on Monday). */
export const weekStart = (day: string): string => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

export const monthOf = (day: string): string => day.slice(0, 7);

/** The same day of another month, or its last day when it has fewer (31 Jan + 1 month → 28 Feb). */
export function addMonths(day: string, count: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** The days shown for `view` around `day`, in weeks (rows) of seven, or one row of one day. */
export function calendarWeeks(view: CalendarView, day: string): string[][] {
  if (view === 'day') return [[day]];
  if (view === 'week') return [Array.from({ length: 7 }, (_, index) => addDays(weekStart(day), index))];
  const first = weekStart(`${monthOf(day)}-01`);
  const weeks: string[][] = [];
  for (let start = first; weeks.length === 0 || monthOf(start) === monthOf(day); start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

/** The day the previous (-1) or next (+1) period starts from. */
export function stepPeriod(view: CalendarView, day: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(day, direction);
  return addDays(day, view === 'week' ? 7 * direction : direction);
}

/** The day an arrow key leads to: a day sideways, a week up or down (in the day view, a day). */
export function dayAfterKey(view: CalendarView, day: string, key: string): string | undefined {
  const week = view === 'day' ? 1 : 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -week);
    case 'ArrowDown':
      return addDays(day, week);
    case 'Home':
      return weekStart(day);
    case 'End':
      return addDays(weekStart(day), 6);
    case 'PageUp':
      return stepPeriod(view, day, -1);
    case 'PageDown':
      return stepPeriod(view, day, 1);
    default:
      return undefined;
  }
}
