import { environmentSeriesQuery, smokingProbabilitySeriesQuery, type RoomDetail, type RoomEventsState } from '@sereno/api-client';
import { Badge, Heading, Inline, Stack } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AirQualityAdvice } from './AirQualityAdvice.tsx';
import { AlarmsTable } from './AlarmsTable.tsx';
import { GuestsCard } from './GuestsCard.tsx';
import { isStale } from '../../shared/measurements.ts';
import { currentValuesOf } from './currentValues.ts';
import { LastReading } from './LastReading.tsx';
import type { LiveValues } from './liveSeries.ts';
import { MeasurementTiles } from './MeasurementTiles.tsx';
import { RoomCharts } from './RoomCharts.tsx';
import { readTimeFilter, seriesRangeOf, writeTimeFilter } from './timeRange.ts';
import { TimeRangeFilter } from './TimeRangeFilter.tsx';

const liveTones = { live: 'positive', connecting: 'neutral', offline: 'caution', stale: 'neutral' } as const;

interface OverviewTabProps {
  room: RoomDetail;
  live: { state: RoomEventsState; latest: LiveValues | undefined };
}

/**
 * The room now and over the chosen range (spec §2 Overview): its measurements with what they mean,
 * the air-quality advice, the guest now in and the latest check-ins, then the time filter with the
 * alarms and charts of its range.
 */
export function OverviewTab({ room, live }: OverviewTabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readTimeFilter(params);
  const range = seriesRangeOf(filter);
  const environment = useQuery(environmentSeriesQuery(room._id, range));
  const smoke = useQuery(smokingProbabilitySeriesQuery(room._id, range));
  const values = currentValuesOf(room, live.latest, environment.data, smoke.data);
  // "En directo" says the values on screen are the room now: never beside a disconnected room's old ones.
  const stale = isStale(room.status);
  const liveState = stale ? 'stale' : live.state;

  return (
    <Stack gap="large">
      <Inline justify="space-between" align="center">
        <LastReading measuredAt={values.measuredAt} stale={stale} />
        <span role="status" data-live={liveState}>
          <Badge tone={liveTones[liveState]}>{t(`rooms.detail.live.${liveState}`)}</Badge>
        </span>
      </Inline>
      <section aria-label={t('rooms.detail.measurements.title')}>
        <Stack gap="medium">
          <Heading level={2}>{t('rooms.detail.measurements.title')}</Heading>
          <MeasurementTiles room={room} values={values} />
          <AirQualityAdvice iaq={values.iaq} />
          <GuestsCard roomId={room._id} monitorId={room.monitorId} timeZone={room.timezone.name} />
        </Stack>
      </section>
      <section aria-label={t('rooms.detail.charts.title')}>
        <Stack gap="medium">
          <Heading level={2}>{t('rooms.detail.charts.title')}</Heading>
          <TimeRangeFilter value={filter} onChange={(next) => setParams(writeTimeFilter(params, next), { replace: true })} />
          <AlarmsTable roomId={room._id} range={range} timeZone={room.timezone.name} />
          <RoomCharts roomId={room._id} range={range} />
        </Stack>
      </section>
    </Stack>
  );
}
