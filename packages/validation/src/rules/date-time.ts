import { z } from 'zod';
import { message } from '../messages/message.ts';

export interface DayMonthYear {
  day: number;
  month: number;
  year: number;
}

/**
 * Spec §5's day-month-year helper: reads `dd/mm/yyyy` (or with - or .), refusing a month over 12 or
 * a day over 31 — and, going further than the spec, a day its month does not have (30 February).
 */
export function parseDayMonthYear(text: string): DayMonthYear | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return day <= daysInMonth(year, month) ? { day, month, year } : null;
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isIsoDate = (value: string): boolean => {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** A calendar date, `yyyy-MM-dd`. */
export const isoDate = () => z.string({ error: message('required') }).refine(isIsoDate, { error: message('date') });

/** A time of day on the 24-hour clock, `HH:mm` (alarm windows, alert schedules, tasks). */
export const time24Pattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time24 = () => z.string({ error: message('required') }).regex(time24Pattern, { error: message('time') });

/** An instant with its offset (check-ins, check-outs, readings). */
export const dateTime = () => z.iso.datetime({ offset: true, error: message('date') });
