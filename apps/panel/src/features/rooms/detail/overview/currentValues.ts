// The room's current value of each measurement, from the freshest source that has it: the live
// reading, the room's own latest values, then the last sample of the charts (VOC and IAQ, which the
// room does not carry).
import type { EnvironmentSeries, RoomDetail, SmokingProbabilitySeries } from '@sereno/api-client';
import type { LiveValues } from './liveSeries.ts';

export interface CurrentValues {
  battery?: number;
  batteryMode?: string;
  wifi?: number;
  noise?: number;
  smokingProbability?: number;
  pax?: number;
  voc?: number;
  iaq?: number;
  temperature?: number;
  humidity?: number;
  /** When the freshest of these was measured. */
  measuredAt?: string;
}

const environmentMeasures = ['pax', 'voc', 'iaq', 'temperature', 'humidity', 'smokingProbability'] as const;

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function lastOf(environment: EnvironmentSeries | undefined, measure: (typeof environmentMeasures)[number]): number | undefined {
  const samples = environment?.samples ?? [];
  for (let index = samples.length - 1; index >= 0; index -= 1) {
    const value = samples[index]?.[measure];
    if (value) return value.avg;
  }
  return undefined;
}

function latestTime(...times: (string | undefined)[]): string | undefined {
  return times.filter((time): time is string => time !== undefined).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

export function currentValuesOf(
  room: RoomDetail,
  live: LiveValues | undefined,
  environment: EnvironmentSeries | undefined,
  smoke: SmokingProbabilitySeries | undefined,
): CurrentValues {
  const fromRoom: Partial<Record<(typeof environmentMeasures)[number], number>> = {
    pax: room.data.pax,
    temperature: room.data.temperature,
    humidity: room.data.humidity,
    smokingProbability: room.data.smokingProbability ?? smoke?.samples.at(-1)?.data,
  };
  return {
    ...Object.fromEntries(environmentMeasures.map((measure) => [measure, numberOf(live?.[measure]) ?? fromRoom[measure] ?? lastOf(environment, measure)])),
    battery: numberOf(live?.batteryLevel) ?? room.data.batteryLevel,
    batteryMode: (typeof live?.batteryMode === 'string' ? live.batteryMode : undefined) ?? room.data.batteryMode,
    wifi: numberOf(live?.wifi) ?? room.data.wifi,
    noise: numberOf(live?.noise) ?? room.data.value,
    measuredAt: latestTime(live?.measuredAt, room.data.updatedAt),
  };
}
