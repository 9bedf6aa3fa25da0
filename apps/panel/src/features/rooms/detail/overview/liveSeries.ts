// A live reading added to the charts already drawn, instead of fetching the whole range again: the
// point joins the end of each series it has a value for, and points that fell out of the window leave.
import type { EnvironmentSeries, NoiseSeries, OccupancySeries, RoomDetail, RoomReadingEvent, SmokingProbabilitySeries } from '@sereno/api-client';
import { noiseLevelOf, wifiQualityOf } from '@sereno/validation';

export type LiveValues = RoomReadingEvent['latest'];

const environmentMeasures = ['temperature', 'humidity', 'iaq', 'voc', 'smokingProbability', 'pax'] as const;

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Keeps the samples measured after `windowStart` and adds one at the end, in time order. */
function withSample<Sample extends { createdAt: string }>(samples: readonly Sample[], sample: Sample, windowStart: number): Sample[] {
  const kept = samples.filter((existing) => Date.parse(existing.createdAt) >= windowStart);
  const last = kept.at(-1);
  return last && Date.parse(last.createdAt) > Date.parse(sample.createdAt) ? kept : [...kept, sample];
}

export function addNoiseReading(series: NoiseSeries, latest: LiveValues, windowStart: number): NoiseSeries {
  const noise = numberOf(latest.noise);
  if (noise === undefined) return series;
  const sample = {
    createdAt: latest.measuredAt,
    data: noise,
    min: noise,
    max: noise,
    level: noiseLevelOf(noise, series.thresholds) as NoiseSeries['samples'][number]['level'],
  };
  return { ...series, samples: withSample(series.samples, sample, windowStart) };
}

export function addSmokeReading(series: SmokingProbabilitySeries, latest: LiveValues, windowStart: number): SmokingProbabilitySeries {
  const value = numberOf(latest.smokingProbability);
  if (value === undefined) return series;
  return { ...series, samples: withSample(series.samples, { createdAt: latest.measuredAt, data: value, min: value, max: value }, windowStart) };
}

export function addEnvironmentReading(series: EnvironmentSeries, latest: LiveValues, windowStart: number): EnvironmentSeries {
  const values = Object.fromEntries(
    environmentMeasures.map((measure) => {
      const value = numberOf(latest[measure]);
      return [measure, value === undefined ? null : { avg: value, min: value, max: value }];
    }),
  ) as Pick<EnvironmentSeries['samples'][number], (typeof environmentMeasures)[number]>;
  if (environmentMeasures.every((measure) => values[measure] === null)) return series;
  const sample = { createdAt: latest.measuredAt, ...values, iaqBand: null };
  return { ...series, samples: withSample(series.samples, sample, windowStart) };
}

/** The bucket the reading falls in counts the most devices seen in it. */
export function addOccupancyReading(series: OccupancySeries, latest: LiveValues): OccupancySeries {
  const pax = numberOf(latest.pax);
  if (pax === undefined) return series;
  const at = Date.parse(latest.measuredAt);
  return {
    ...series,
    buckets: series.buckets.map((bucket) =>
      Date.parse(bucket.startDate) <= at && at < Date.parse(bucket.endDate) && pax > bucket.pax ? { ...bucket, pax } : bucket,
    ),
  };
}

/** The room's own latest values (`data`) as the reading changes them. */
export function addRoomReading(room: RoomDetail, latest: LiveValues): RoomDetail {
  const noise = numberOf(latest.noise);
  const wifi = numberOf(latest.wifi);
  const batteryLevel = numberOf(latest.batteryLevel);
  const carried = Object.fromEntries(
    (['temperature', 'humidity', 'smokingProbability', 'pax'] as const).flatMap((measure) => {
      const value = numberOf(latest[measure]);
      return value === undefined ? [] : [[measure, value]];
    }),
  );
  // The values only: whether the room is connected is the server's to say (a status event refetches it).
  return {
    ...room,
    data: {
      ...room.data,
      updatedAt: latest.measuredAt,
      ...carried,
      ...(noise === undefined ? {} : { value: noise, level: noiseLevelOf(noise, room.thresholds) }),
      ...(wifi === undefined ? {} : { wifi, quality: wifiQualityOf(wifi) }),
      ...(batteryLevel === undefined ? {} : { batteryLevel }),
      ...(typeof latest.batteryMode === 'string' ? { batteryMode: latest.batteryMode } : {}),
      ...(typeof latest.localip === 'string' ? { localip: latest.localip } : {}),
    },
  };
}
