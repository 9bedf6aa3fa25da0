import {
  environmentSeriesQuery,
  noiseSeriesQuery,
  occupancySeriesQuery,
  smokingProbabilitySeriesQuery,
  type EnvironmentSeries,
  type SeriesRange,
} from '@sereno/api-client';
import { Card, LineChart, Notification, OccupancyBars, Skeleton, type ChartPoint, type ChartTone } from '@sereno/ui';
import { occupancyLevelOf } from '@sereno/validation';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import * as styles from './Overview.css.ts';

/** The occupancy chart's bars: one an hour over the default day. */
export const occupancyBucketCount = 24;
const chartHeight = 200;

const occupancyTones: Record<string, ChartTone> = { none: 'neutral', low: 'info', normal: 'positive', high: 'caution', 'very high': 'critical' };

type EnvironmentMeasure = 'temperature' | 'humidity' | 'iaq' | 'voc';

function environmentPoints(series: EnvironmentSeries, measure: EnvironmentMeasure): ChartPoint[] {
  return series.samples.flatMap((sample) => (sample[measure] ? [{ time: new Date(sample.createdAt), value: sample[measure].avg }] : []));
}

/** A chart in its card: a placeholder while it loads, the error (translated) when it could not. */
function ChartCard({ title, query, children }: { title: string; query: UseQueryResult; children: () => ReactNode }) {
  const apiErrorMessage = useApiErrorMessage();
  return (
    <Card title={title} titleLevel={3}>
      <Card.Body>
        {query.isError ? (
          <Notification tone="error" autoHideMs={null}>
            {apiErrorMessage(query.error)}
          </Notification>
        ) : query.isSuccess ? (
          <div className={styles.chartFrame}>{children()}</div>
        ) : (
          <Skeleton shape="rect" height={`${chartHeight}px`} width="100%" />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * The room's series over the chosen range (spec §2): each line with its min, middle and max lines,
 * occupancy as bars. Live readings join them through the cache (useLiveRoom), so a chart is fetched
 * once per range.
 */
export function RoomCharts({ roomId, range }: { roomId: string; range: SeriesRange }) {
  const { t } = useTranslation();
  const noise = useQuery(noiseSeriesQuery(roomId, range));
  const smoke = useQuery(smokingProbabilitySeriesQuery(roomId, range));
  const environment = useQuery(environmentSeriesQuery(roomId, range));
  const occupancy = useQuery(occupancySeriesQuery(roomId, range, occupancyBucketCount));

  const environmentChart = (measure: EnvironmentMeasure, unit: string) => (
    <ChartCard title={t(`rooms.detail.charts.${measure}`)} query={environment}>
      {() => (
        <LineChart
          label={t(`rooms.detail.charts.${measure}`)}
          unit={unit}
          height={chartHeight}
          series={[
            { id: measure, label: t(`rooms.detail.measurements.${measure}`), points: environment.data ? environmentPoints(environment.data, measure) : [] },
          ]}
        />
      )}
    </ChartCard>
  );

  return (
    <div className={styles.charts}>
      <ChartCard title={t('rooms.detail.charts.noise')} query={noise}>
        {() => (
          <LineChart
            label={t('rooms.detail.charts.noise')}
            unit="dBA"
            height={chartHeight}
            series={[
              {
                id: 'noise',
                label: t('rooms.detail.measurements.noise'),
                points: (noise.data?.samples ?? []).map((sample) => ({ time: new Date(sample.createdAt), value: sample.data })),
              },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('rooms.detail.charts.smokingProbability')} query={smoke}>
        {() => (
          <LineChart
            label={t('rooms.detail.charts.smokingProbability')}
            unit="%"
            height={chartHeight}
            series={[
              {
                id: 'smoke',
                label: t('rooms.detail.measurements.smokingProbability'),
                tone: 'caution',
                points: (smoke.data?.samples ?? []).map((sample) => ({ time: new Date(sample.createdAt), value: sample.data })),
              },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('rooms.detail.charts.occupancy')} query={occupancy}>
        {() => (
          <OccupancyBars
            label={t('rooms.detail.charts.occupancy')}
            height={chartHeight}
            buckets={(occupancy.data?.buckets ?? []).map((bucket) => ({ start: new Date(bucket.startDate), end: new Date(bucket.endDate), value: bucket.pax }))}
            toneOf={(bucket) => occupancyTones[occupancyLevelOf(bucket.value, occupancy.data?.crowdThreshold ?? 1)] ?? 'neutral'}
          />
        )}
      </ChartCard>
      {environmentChart('temperature', '°C')}
      {environmentChart('humidity', '%RH')}
      {environmentChart('iaq', 'IAQ')}
      {environmentChart('voc', 'ppm')}
    </div>
  );
}
