import { describe, expect, it } from 'vitest';
import { dateAndTime, formatAge, formatDateTime } from './dateTime.ts';

// English writes a narrow no-break space before "PM": read as a plain space, as a person reads it.
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** 16:00 in Madrid, 10:00 in New York. */
const afternoon = '2026-11-22T15:00:00Z';

describe('formatDateTime', () => {
  it("writes a moment in the person's language, on the room's clock", () => {
    expect(formatDateTime(afternoon, 'es', { timeZone: 'Europe/Madrid' })).toBe('22/11/26, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { timeZone: 'Europe/Madrid' }))).toBe('11/22/26, 4:00 PM');
    expect(formatDateTime(afternoon, 'es', { timeZone: 'America/New_York' })).toBe('22/11/26, 10:00');
  });

  it('names the month where there is room for it, and the weekday of a stay', () => {
    expect(formatDateTime(afternoon, 'es', { style: 'medium', timeZone: 'Europe/Madrid' })).toBe('22 nov 2026, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { style: 'medium', timeZone: 'Europe/Madrid' }))).toBe('Nov 22, 2026, 4:00 PM');
    expect(formatDateTime(afternoon, 'es', { style: 'stay', timeZone: 'Europe/Madrid' })).toBe('dom, 22 nov, 16:00');
    expect(spaced(formatDateTime(afternoon, 'en', { style: 'stay', timeZone: 'Europe/Madrid' }))).toBe('Sun, Nov 22, 04:00 PM');
  });

  it("uses the viewer's own clock when no time zone is given", () => {
    const viewerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(afternoon, 'es')).toBe(formatDateTime(afternoon, 'es', { timeZone: viewerZone }));
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
