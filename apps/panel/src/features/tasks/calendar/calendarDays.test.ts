import { describe, expect, it } from 'vitest';
import { addMonths, calendarWeeks, dayAfterKey, stepPeriod, weekStart } from './calendarDays.ts';

describe('the calendar days', () => {
  it('starts weeks on Monday and shows the whole weeks of a month', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    const november = calendarWeeks('month', '2026-11-26');
    expect(november[0]?.[0]).toBe('2026-10-26');
    expect(november.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(november.every((week) => week.length === 7)).toBe(true);
    expect(calendarWeeks('week', '2026-11-26')).toEqual([['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']]);
    expect(calendarWeeks('day', '2026-11-26')).toEqual([['2026-11-26']]);
  });

  it('crosses months, years and clock changes one date at a time', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(stepPeriod('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(stepPeriod('day', '2026-10-25', 1)).toBe('2026-10-26');
    expect(dayAfterKey('month', '2026-03-29', 'ArrowRight')).toBe('2026-03-30');
    expect(dayAfterKey('month', '2026-11-26', 'ArrowUp')).toBe('2026-11-19');
    expect(dayAfterKey('day', '2026-11-26', 'ArrowDown')).toBe('2026-11-27');
    expect(dayAfterKey('week', '2026-11-26', 'End')).toBe('2026-11-29');
    expect(dayAfterKey('month', '2026-11-26', 'PageDown')).toBe('2026-12-26');
    expect(dayAfterKey('month', '2026-11-26', 'Enter')).toBeUndefined();
  });
});
