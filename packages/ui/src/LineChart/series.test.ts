import { describe, expect, it } from 'vitest';
import { nearestIndex, rangeLines, timeExtent, valueExtent, withGaps, type ChartPoint } from './series';

const at = (minute: number, value: number | null): ChartPoint => ({ time: new Date(Date.UTC(2026, 10, 22, 0, minute)), value });

describe('line chart data', () => {
  it('breaks a series where readings are too far apart, and nowhere else', () => {
    const points = [at(0, 40), at(5, 42), at(60, 50), at(65, 51)];
    const gapped = withGaps(points, 30 * 60 * 1000);
    expect(gapped.map((point) => point.value)).toEqual([40, 42, null, 50, 51]);
    expect(withGaps(points, 24 * 60 * 60 * 1000)).toHaveLength(4);
  });

  it('finds the extent of the values, skipping the missing ones', () => {
    expect(valueExtent([[at(0, 40), at(1, null), at(2, 70)], [at(0, 35)]])).toEqual({ min: 35, max: 70 });
    expect(valueExtent([[at(0, null)]])).toBeNull();
    expect(rangeLines({ min: 30, max: 70 })).toEqual({ min: 30, middle: 50, max: 70 });
  });

  it('finds the span of time of all series', () => {
    expect(
      timeExtent([
        [at(5, 1), at(10, 2)],
        [at(1, 1), at(7, 1)],
      ]),
    ).toEqual([at(1, 0).time, at(10, 0).time]);
  });

  it('finds the reading nearest a time', () => {
    const points = [at(0, 1), at(10, 2), at(20, 3)];
    expect(nearestIndex(points, at(4, 0).time.getTime())).toBe(0);
    expect(nearestIndex(points, at(6, 0).time.getTime())).toBe(1);
    expect(nearestIndex(points, at(99, 0).time.getTime())).toBe(2);
  });
});
