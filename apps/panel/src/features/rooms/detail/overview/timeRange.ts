// The overview's time filter (spec §2, §9: the last 3, 6, 12 or 24 hours, or a custom range), kept in
// the URL so that a reload or a shared link shows the same charts.
import type { SeriesRange } from '@sereno/api-client';

export const lastHoursOptions = [3, 6, 12, 24] as const;
export type LastHours = (typeof lastHoursOptions)[number];
/** A day of readings: what a night agent opening a room wants first. */
export const defaultLastHours: LastHours = 24;

export type TimeFilter = { kind: 'last'; hours: LastHours } | { kind: 'custom'; start: string; end: string };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `?range=3h|6h|12h|24h`, or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`; anything else is the default. */
export function readTimeFilter(params: URLSearchParams): TimeFilter {
  const range = params.get('range');
  if (range === 'custom') {
    const start = params.get('from') ?? '';
    const end = params.get('to') ?? '';
    if (isoDate.test(start) && isoDate.test(end) && start <= end) return { kind: 'custom', start, end };
  }
  const hours = Number(range?.replace(/h$/, ''));
  return { kind: 'last', hours: lastHoursOptions.find((option) => option === hours) ?? defaultLastHours };
}

export function writeTimeFilter(params: URLSearchParams, filter: TimeFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('from');
  next.delete('to');
  if (filter.kind === 'last') {
    next.set('range', `${filter.hours}h`);
  } else {
    next.set('range', 'custom');
    next.set('from', filter.start);
    next.set('to', filter.end);
  }
  return next;
}

/** A custom range runs from the start of its first day to the end of its last, in the browser's time. */
export function seriesRangeOf(filter: TimeFilter): SeriesRange {
  if (filter.kind === 'last') return { lastHours: filter.hours };
  const from = new Date(`${filter.start}T00:00:00`);
  const to = new Date(`${filter.end}T00:00:00`);
  to.setDate(to.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
