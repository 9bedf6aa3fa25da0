// What every series of the monitors' calls shares: the range of the query (24 hours before `to` by
// default, at most a year), and the range and bucket width each answer repeats.
import { message } from '@sereno/validation';
import { z } from 'zod';
import type { Range } from '../readings/series.ts';

export const dayMs = 24 * 60 * 60 * 1000;
/** The longest range one call may ask for. */
export const maxRangeDays = 366;

export const instant = z.iso.datetime({ offset: true, error: message('date') }).transform((value) => new Date(value));
export const rangeQuery = z
  .object({
    from: instant.optional().describe('Start (ISO 8601); default: 24 hours before `to`'),
    to: instant.optional().describe('End, exclusive (ISO 8601); default: now'),
  })
  // zod runs these even when a date failed to parse (then still text), so each checks it has two dates.
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || from < to, { error: message('dateOrder'), path: ['to'] })
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || to.getTime() - from.getTime() <= maxRangeDays * dayMs, {
    error: message('range', { min: 0, max: maxRangeDays }),
    path: ['to'],
  });

export const seriesMeta = {
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  bucketMs: z.int().positive().describe('The width of a bucket: each sample stands for the readings of one'),
};
/** What every series answers besides its samples: the range it covers and the width of its buckets. */
export const seriesFrame = (range: Range, bucketMs: number) => ({ from: range.from.toISOString(), to: range.to.toISOString(), bucketMs });

/** The range a query asks for: `to` defaults to now, `from` to 24 hours before `to`. */
export const rangeOf = ({ from, to }: { from?: Date | undefined; to?: Date | undefined }, now: () => Date): Range => {
  const end = to ?? now();
  return { from: from ?? new Date(end.getTime() - dayMs), to: end };
};
