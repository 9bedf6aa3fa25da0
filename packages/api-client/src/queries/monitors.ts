// A room's time series (spec §7 Monitors; docs/api.md "Time series"): noise, environment, smoke
// probability and occupancy over a range. A range is either the last N hours, resolved to dates when
// the call is made (so that its cache key stays the same while the page is open and live readings
// can be added to it), or fixed dates.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type NoiseSeries = paths['/api/monitors/{roomId}']['get']['responses'][200]['content']['application/json'];
export type NoiseSample = NoiseSeries['samples'][number];
export type EnvironmentSeries = paths['/api/monitors/environment/{roomId}']['get']['responses'][200]['content']['application/json'];
export type EnvironmentSample = EnvironmentSeries['samples'][number];
export type SmokingProbabilitySeries = paths['/api/monitors/smokingProbability/{roomId}']['get']['responses'][200]['content']['application/json'];
export type SmokingProbabilitySample = SmokingProbabilitySeries['samples'][number];
export type OccupancySeries = paths['/api/monitors/pax/{roomId}']['get']['responses'][200]['content']['application/json'];
export type OccupancySeriesBucket = OccupancySeries['buckets'][number];

/** The last `hours` hours up to the moment of the call, or fixed ISO dates. */
export type SeriesRange = { lastHours: number } | { from: string; to: string };

/** The dates a range stands for now. */
export function resolveRange(range: SeriesRange, now: Date = new Date()): { from: string; to: string } {
  if ('from' in range) return { from: range.from, to: range.to };
  return { from: new Date(now.getTime() - range.lastHours * 3_600_000).toISOString(), to: now.toISOString() };
}

/** Every series query starts with `monitorKeys.room(roomId)`: invalidating it refetches the room's charts. */
export const monitorKeys = {
  all: ['monitors'] as const,
  room: (roomId: string) => ['monitors', roomId] as const,
  noise: (roomId: string, range: SeriesRange) => ['monitors', roomId, 'noise', range] as const,
  environment: (roomId: string, range: SeriesRange) => ['monitors', roomId, 'environment', range] as const,
  smokingProbability: (roomId: string, range: SeriesRange) => ['monitors', roomId, 'smokingProbability', range] as const,
  occupancy: (roomId: string, range: SeriesRange, bucketCount: number) => ['monitors', roomId, 'occupancy', range, bucketCount] as const,
};

const roomPath = (roomId: string, range: SeriesRange) => ({ path: { roomId }, query: resolveRange(range) });

export function getNoiseSeries(roomId: string, range: SeriesRange): Promise<NoiseSeries> {
  return unwrap('/api/monitors/{roomId}', apiClient().GET('/api/monitors/{roomId}', { params: roomPath(roomId, range) }));
}

export function getEnvironmentSeries(roomId: string, range: SeriesRange): Promise<EnvironmentSeries> {
  return unwrap('/api/monitors/environment/{roomId}', apiClient().GET('/api/monitors/environment/{roomId}', { params: roomPath(roomId, range) }));
}

export function getSmokingProbabilitySeries(roomId: string, range: SeriesRange): Promise<SmokingProbabilitySeries> {
  return unwrap('/api/monitors/smokingProbability/{roomId}', apiClient().GET('/api/monitors/smokingProbability/{roomId}', { params: roomPath(roomId, range) }));
}

export function getOccupancySeries(roomId: string, range: SeriesRange, bucketCount: number): Promise<OccupancySeries> {
  const { path, query } = roomPath(roomId, range);
  return unwrap('/api/monitors/pax/{roomId}', apiClient().GET('/api/monitors/pax/{roomId}', { params: { path, query: { ...query, bucketCount } } }));
}

// Series are answered with `no-store`: the page keeps them current with live readings, so they are
// never stale by time alone (a new range or a reconnect fetches them again).
const live = { staleTime: Number.POSITIVE_INFINITY } as const;

export const noiseSeriesQuery = (roomId: string, range: SeriesRange) =>
  queryOptions({ queryKey: monitorKeys.noise(roomId, range), queryFn: () => getNoiseSeries(roomId, range), ...live });

export const environmentSeriesQuery = (roomId: string, range: SeriesRange) =>
  queryOptions({ queryKey: monitorKeys.environment(roomId, range), queryFn: () => getEnvironmentSeries(roomId, range), ...live });

export const smokingProbabilitySeriesQuery = (roomId: string, range: SeriesRange) =>
  queryOptions({ queryKey: monitorKeys.smokingProbability(roomId, range), queryFn: () => getSmokingProbabilitySeries(roomId, range), ...live });

export const occupancySeriesQuery = (roomId: string, range: SeriesRange, bucketCount: number) =>
  queryOptions({ queryKey: monitorKeys.occupancy(roomId, range, bucketCount), queryFn: () => getOccupancySeries(roomId, range, bucketCount), ...live });
