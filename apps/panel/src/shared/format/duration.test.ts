import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

const minutes = (count: number) => count * 60_000;

describe('formatDuration', () => {
  it('says minutes, hours and days in the two largest units that count', () => {
    expect(formatDuration(minutes(0.5), 'es')).toBe('0 min');
    expect(formatDuration(minutes(45), 'es')).toBe('45 min');
    expect(formatDuration(minutes(65), 'es')).toBe('1 h 5 min');
    expect(formatDuration(minutes(120), 'es')).toBe('2 h');
    expect(formatDuration(minutes(24 * 60 * 2 + 3 * 60 + 7), 'es')).toBe('2 d 3 h');
    expect(formatDuration(minutes(65), 'en')).toBe('1 hr 5 min');
  });
});
