// The data side of a line chart, apart from drawing: gaps, extent, nearest points.

export interface ChartPoint {
  time: Date;
  /** `null` where there was no reading. */
  value: number | null;
}

/** Breaks a series where a value is missing or two readings are further apart than `maxGapMs`. */
export function withGaps(points: readonly ChartPoint[], maxGapMs: number): ChartPoint[] {
  const out: ChartPoint[] = [];
  let previous: ChartPoint | undefined;
  for (const point of points) {
    if (previous && point.time.getTime() - previous.time.getTime() > maxGapMs) {
      out.push({ time: new Date(previous.time.getTime() + 1), value: null });
    }
    out.push(point);
    previous = point;
  }
  return out;
}

export interface Extent {
  min: number;
  max: number;
}

export function valueExtent(seriesPoints: readonly (readonly ChartPoint[])[]): Extent | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const points of seriesPoints) {
    for (const { value } of points) {
      if (value === null || !Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : null;
}

export function timeExtent(seriesPoints: readonly (readonly ChartPoint[])[]): [Date, Date] | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const points of seriesPoints) {
    const start = points[0]?.time.getTime();
    const end = points.at(-1)?.time.getTime();
    if (start !== undefined && start < first) first = start;
    if (end !== undefined && end > last) last = end;
  }
  return first <= last ? [new Date(first), new Date(last)] : null;
}

/** The index of the reading nearest `time` in a series sorted by time (binary search). */
export function nearestIndex(points: readonly ChartPoint[], time: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.time.getTime() ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  const before = points[low - 1];
  const at = points[low];
  if (before && at && time - before.time.getTime() < at.time.getTime() - time) return low - 1;
  return low;
}

/** Spec §2: the min, middle and max lines of the values shown. */
export function rangeLines(extent: Extent): { min: number; middle: number; max: number } {
  return { min: extent.min, middle: (extent.min + extent.max) / 2, max: extent.max };
}
