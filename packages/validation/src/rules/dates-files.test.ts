import { describe, expect, it } from 'vitest';
import { isIsoDate, parseDayMonthYear, time24 } from './date-time.ts';
import { longText, TEXT_AREA_MAX_LENGTH } from './length.ts';
import { trimStrings } from './trim.ts';
import { isWithinUploadLimit, MAX_UPLOAD_BYTES, uploadFiles, uploadSize } from './upload.ts';

const MB = 1024 * 1024;

describe('the day-month-year helper (spec §5)', () => {
  it.each([
    ['31/12/2026', { day: 31, month: 12, year: 2026 }],
    ['1/1/2026', { day: 1, month: 1, year: 2026 }],
    ['29-02-2028', { day: 29, month: 2, year: 2028 }],
    ['15.08.2026', { day: 15, month: 8, year: 2026 }],
    ['12/13/2026', null], // month over 12
    ['32/01/2026', null], // day over 31
    ['00/01/2026', null],
    ['10/00/2026', null],
    ['30/02/2026', null], // a day February does not have
    ['29/02/2026', null],
    ['2026-12-31', null],
    ['31/12/26', null],
  ])('%s → %o', (text, expected) => {
    expect(parseDayMonthYear(text)).toEqual(expected);
  });
});

describe('calendar dates and 24-hour times', () => {
  it('reads yyyy-MM-dd calendar dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['07:30', true],
    ['24:00', false],
    ['7:30', false],
    ['12:60', false],
  ])('time %s → %s', (value, ok) => {
    expect(time24().safeParse(value).success).toBe(ok);
  });
});

describe('uploads (spec §5: 30 MB per file)', () => {
  it.each([
    [29 * MB, true],
    [30 * MB, true],
    [30 * MB + 1, false],
    [31 * MB, false],
    [0, true],
    [-1, false],
  ])('%s bytes → %s', (bytes, ok) => {
    expect(isWithinUploadLimit(bytes)).toBe(ok);
    expect(uploadSize().safeParse(bytes).success).toBe(ok);
  });

  it("refuses a too-large file with the spec's message, naming the file", () => {
    const result = uploadFiles().safeParse([
      { name: 'plano.pdf', size: 2 * MB },
      { name: 'video.mp4', size: 31 * MB },
    ]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['1.size', 'fileTooLarge']]);
    expect(MAX_UPLOAD_BYTES).toBe(31_457_280);
  });
});

describe('text areas (spec §5: at most 5000 characters)', () => {
  it('takes 5000 characters and refuses the 5001st', () => {
    expect(longText().safeParse('a'.repeat(TEXT_AREA_MAX_LENGTH)).success).toBe(true);
    expect(longText().safeParse('a'.repeat(TEXT_AREA_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe('maxLength?max=5000');
  });
});

describe('trimming on submit (spec §5)', () => {
  it('trims every string, however deep, and leaves the rest alone', () => {
    const date = new Date(0);
    expect(trimStrings({ name: '  Ático  ', tags: [' a ', 'b '], guest: { email: ' x@y.es ' }, pax: 2, when: date, none: null })).toEqual({
      name: 'Ático',
      tags: ['a', 'b'],
      guest: { email: 'x@y.es' },
      pax: 2,
      when: date,
      none: null,
    });
  });
});
