// The load test's pure parts: the devices' schedule and the percentiles of its figures (tested in
// lib.test.ts, `node --test bench/load/lib.test.ts`).

/**
 * When device `index` of `devices` reports within each period: the devices are spread evenly over the
 * period (device 0 at 0 ms, device 1 at periodMs/devices…), so that 2,000 devices at one reading every
 * 10 s are 200 messages a second, not 2,000 at once every 10 s.
 */
export function offsetOf(index: number, devices: number, periodMs: number): number {
  return Math.floor((index * periodMs) / devices);
}

export interface Due {
  device: number;
  /** The scheduled time, in ms since the schedule started. */
  at: number;
}

/** The readings due in [fromMs, toMs) since the start, in order of their time: every device once per period. */
export function dueBetween(devices: number, periodMs: number, fromMs: number, toMs: number): Due[] {
  const due: Due[] = [];
  for (let device = 0; device < devices; device++) {
    const offset = offsetOf(device, devices, periodMs);
    // The first of its times at or after fromMs.
    let at = offset + Math.max(0, Math.ceil((fromMs - offset) / periodMs)) * periodMs;
    for (; at < toMs; at += periodMs) if (at >= fromMs) due.push({ device, at });
  }
  return due.sort((a, b) => a.at - b.at || a.device - b.device);
}

/** The nearest-rank percentile (`share` 0.5 for p50, 0.99 for p99): a value that was measured, never an interpolation. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A Fisher–Yates shuffle of 0…count-1 from a seeded generator (mulberry32), so that runs pick the same devices. */
export function shuffledIndices(count: number, seed: number): number[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
