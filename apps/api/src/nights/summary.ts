// What a span of a room's readings says the morning after (issue 31): its noise hour by hour, the
// loudest and the quietest hour, and when the device was silent. Pure: the service reads the buckets.

export interface HourOfNoise {
  /** The hour's start. */
  start: Date;
  avg: number;
  max: number;
}

export interface Silence {
  from: Date;
  to: Date;
}

/** A device silent this long is disconnected, as everywhere else (the rooms list, the demo). */
export const silenceMs = 30 * 60_000;

/** The loudest and the quietest hour by average, or undefined without readings. */
export function loudestAndQuietest(hours: readonly HourOfNoise[]): { loudest?: HourOfNoise; quietest?: HourOfNoise } {
  if (hours.length === 0) return {};
  const byAverage = [...hours].sort((a, b) => a.avg - b.avg || a.start.getTime() - b.start.getTime());
  return { quietest: byAverage[0], loudest: byAverage.at(-1) };
}

/**
 * The spans of [from, to) the device sent nothing for at least `silenceMs`, from the times it did
 * send (sorted): the edges count, so a device that never sent is silent the whole span.
 */
export function silences(readingTimes: readonly Date[], { from, to }: { from: Date; to: Date }): Silence[] {
  const found: Silence[] = [];
  let last = from.getTime();
  for (const at of [...readingTimes.map((time) => time.getTime()), to.getTime()]) {
    if (at - last >= silenceMs) found.push({ from: new Date(last), to: new Date(at) });
    last = Math.max(last, at);
  }
  return found;
}
