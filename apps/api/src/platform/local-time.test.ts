import { describe, expect, it } from 'vitest';
import { addDays, instantOfLocal, isWithinDailySpan, localDate, localDateTime, localMinuteOfDay } from './local-time.ts';

describe('a span of the day', () => {
  const night = { from: '22:00', to: '08:00' };
  it('crosses midnight in the room’s time zone, and equal ends or allDay cover the whole day', () => {
    expect(isWithinDailySpan(new Date('2026-07-01T20:30:00Z'), 'Europe/Madrid', night)).toBe(true); // 22:30 CEST
    expect(isWithinDailySpan(new Date('2026-07-01T19:30:00Z'), 'Europe/Madrid', night)).toBe(false); // 21:30
    expect(isWithinDailySpan(new Date('2026-07-01T05:59:00Z'), 'Europe/Madrid', night)).toBe(true); // 07:59
    expect(isWithinDailySpan(new Date('2026-07-01T06:00:00Z'), 'Europe/Madrid', night)).toBe(false); // 08:00
    expect(isWithinDailySpan(new Date('2026-07-01T12:00:00Z'), 'America/New_York', { from: '09:00', to: '17:00' })).toBe(false); // 08:00 EDT
    expect(isWithinDailySpan(new Date('2026-07-01T13:00:00Z'), 'America/New_York', { from: '09:00', to: '17:00' })).toBe(true); // 09:00 EDT
    expect(isWithinDailySpan(new Date('2026-07-01T12:00:00Z'), 'UTC', { from: '10:00', to: '10:00' })).toBe(true);
    expect(isWithinDailySpan(new Date('2026-07-01T12:00:00Z'), 'UTC', { from: '13:00', to: '14:00', allDay: true })).toBe(true);
  });

  it('reads an unknown time zone as UTC rather than failing', () => {
    expect(localMinuteOfDay(new Date('2026-07-01T12:34:00Z'), 'Nowhere/Atlantis')).toBe(12 * 60 + 34);
  });
});

describe('a local date and time', () => {
  it('is written in the room’s time zone', () => {
    expect(localDateTime(new Date('2026-03-01T23:30:00Z'), 'Europe/Madrid')).toBe('2026-03-02 00:30');
    expect(localDateTime(new Date('2026-07-01T12:05:00Z'), 'America/New_York')).toBe('2026-07-01 08:05');
  });
});

describe('a local date and time', () => {
  it('is the instant it stands for in the room’s zone, in winter, in summer and across a change of the clock', () => {
    expect(instantOfLocal('2026-11-25', 20 * 60, 'Europe/Madrid').toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(instantOfLocal('2026-07-01', 20 * 60, 'Europe/Madrid').toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(instantOfLocal('2026-11-26', 8 * 60, 'America/New_York').toISOString()).toBe('2026-11-26T13:00:00.000Z');
    // The night the clocks go back (Madrid, 25 October 2026): 20:00 is still summer time, 08:00 winter.
    expect(instantOfLocal('2026-10-24', 20 * 60, 'Europe/Madrid').toISOString()).toBe('2026-10-24T18:00:00.000Z');
    expect(instantOfLocal('2026-10-25', 8 * 60, 'Europe/Madrid').toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(instantOfLocal('2026-11-25', 20 * 60, 'Nowhere/Atlantis').toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('gives the local date of an instant and counts days over the end of a month', () => {
    expect(localDate(new Date('2026-11-25T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-26');
    expect(localDate(new Date('2026-11-25T23:30:00Z'), 'UTC')).toBe('2026-11-25');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
