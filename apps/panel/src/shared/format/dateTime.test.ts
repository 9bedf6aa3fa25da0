import { describe, expect, it } from 'vitest';
import { dateAndTime, formatAge, formatDateTime, formatDay, formatDayRange, formatLocale, formatTime } from './dateTime.ts';

// Some locales write a narrow no-break space: read as a plain space, as a person reads it.
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** 16:00 in Madrid, 10:00 in New York. */
const afternoon = '2026-11-22T15:00:00Z';

describe('formatLocale', () => {
  it('writes English as British English (day before month, 24-hour clock) and Spanish as Spain does', () => {
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('en-US')).toBe('en-GB');
    expect(formatLocale('es')).toBe('es-ES');
    expect(formatLocale('es-MX')).toBe('es-ES');
  });
});

describe('formatDateTime', () => {
  it("writes a moment in the person's language, on the room's clock, on a 24-hour clock in both languages", () => {
    expect(formatDateTime(afternoon, 'es', { timeZone: 'Europe/Madrid' })).toBe('22/11/26, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { timeZone: 'Europe/Madrid' }))).toBe('22/11/2026, 16:00');
    expect(formatDateTime(afternoon, 'es', { timeZone: 'America/New_York' })).toBe('22/11/26, 10:00');
    expect(spaced(formatDateTime(afternoon, 'en', { timeZone: 'America/New_York' }))).toBe('22/11/2026, 10:00');
  });

  it('names the month where there is room for it, and the weekday of a stay: day before month, never AM or PM', () => {
    expect(formatDateTime(afternoon, 'es', { style: 'medium', timeZone: 'Europe/Madrid' })).toBe('22 nov 2026, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { style: 'medium', timeZone: 'Europe/Madrid' }))).toBe('22 Nov 2026, 16:00');
    expect(formatDateTime(afternoon, 'es', { style: 'stay', timeZone: 'Europe/Madrid' })).toBe('dom, 22 nov, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { style: 'stay', timeZone: 'Europe/Madrid' }))).toBe('Sun 22 Nov, 16:00');
    expect(formatDateTime(afternoon, 'es', { style: 'date', timeZone: 'Europe/Madrid' })).toBe('22 nov 2026');
    expect(formatDateTime(afternoon, 'en', { style: 'date', timeZone: 'Europe/Madrid' })).toBe('22 Nov 2026');
    for (const style of ['short', 'medium', 'stay', 'time'] as const) {
      expect(formatDateTime(afternoon, 'en', { style, timeZone: 'Europe/Madrid' })).not.toMatch(/AM|PM/i);
    }
  });

  it("uses the viewer's own clock when no time zone is given", () => {
    const viewerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(afternoon, 'es')).toBe(formatDateTime(afternoon, 'es', { timeZone: viewerZone }));
  });
});

describe('formatTime', () => {
  it('writes HH:mm in both languages, midnight as 00', () => {
    expect(formatTime(afternoon, 'es', 'Europe/Madrid')).toBe('16:00');
    expect(formatTime(afternoon, 'en', 'Europe/Madrid')).toBe('16:00');
    expect(formatTime('2026-11-22T00:05:00Z', 'en', 'UTC')).toBe('00:05');
    expect(formatTime('2026-11-22T00:05:00Z', 'es', 'UTC')).toBe('00:05');
  });
});

describe('formatDay', () => {
  it('writes a day the same wherever the viewer is, day before month in both languages', () => {
    expect(formatDay('2026-11-26', 'es')).toBe('jue, 26 nov 2026');
    expect(formatDay('2026-11-26', 'en')).toBe('Thu, 26 Nov 2026');
    expect(formatDay('2026-11-26', 'es', 'long')).toBe('jueves, 26 de noviembre de 2026');
    expect(formatDay('2026-11-26', 'en', 'long')).toBe('Thursday, 26 November 2026');
    expect(formatDay('2026-11-26', 'es', 'longNoYear')).toBe('jueves, 26 de noviembre');
    expect(formatDay('2026-11-26', 'en', 'longNoYear')).toBe('Thursday 26 November');
    expect(formatDay('2026-11-26', 'en', 'short')).toBe('Thu 26 Nov');
    expect(formatDay('2026-11-26', 'es', 'month')).toBe('noviembre de 2026');
    expect(formatDay('2026-11-26', 'en', 'weekdayLong')).toBe('Thursday');
  });

  it('writes a week as a range of days', () => {
    expect(spaced(formatDayRange('2026-11-23', '2026-11-29', 'es'))).toBe('23–29 nov 2026');
    expect(spaced(formatDayRange('2026-11-23', '2026-11-29', 'en'))).toBe('23 – 29 Nov 2026');
  });
});

describe('dateAndTime', () => {
  it("writes the spec's yyyy-MM-dd and HH:mm on the room's clock, which may already be the next day", () => {
    expect(dateAndTime('2026-11-22T23:30:00Z', 'Europe/Madrid')).toEqual({ date: '2026-11-23', time: '00:30' });
    expect(dateAndTime('2026-11-22T23:30:00Z', 'UTC')).toEqual({ date: '2026-11-22', time: '23:30' });
  });

  it('writes midnight as 00, not 24', () => {
    expect(dateAndTime('2026-11-22T00:05:00Z', 'UTC')).toEqual({ date: '2026-11-22', time: '00:05' });
  });
});

describe('formatAge', () => {
  const now = Date.parse(afternoon);
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in the largest unit that fits', () => {
    expect(formatAge(before(20), now, 'es')).toBe('ahora');
    expect(formatAge(before(180), now, 'es')).toBe('hace 3 minutos');
    expect(formatAge(before(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(formatAge(before(25 * 3600), now, 'es')).toBe('ayer');
  });
});
