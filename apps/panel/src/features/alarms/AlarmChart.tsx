import { noiseSeriesQuery, occupancySeriesQuery, smokingProbabilitySeriesQuery, type AlarmListItem, type SeriesRange } from '@sereno/api-client';
import { LineChart, Notification, Skeleton, type ChartPoint } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmPeakUnits } from '../../shared/alarms/alarmDisplay.ts';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';

const minute = 60_000;
/** Before the trigger: what the room was like; after the end: that it calmed down. */
const before = 30 * minute;
const after = 15 * minute;
/** A long alarm is shown up to this span from its start, so that the trigger stays readable. */
const longest = 12 * 60 * minute;
const chartHeight = 180;

/** The span the chart covers, fixed when the details open (an active alarm's end is then). */
export function alarmChartRange(alarm: AlarmListItem, now: number): { range: { from: string; to: string }; windowEnd: Date } {
  const start = Date.parse(alarm.createdAt);
  const end = alarm.resolved ? Date.parse(alarm.resolved.at) : now;
  const from = start - before;
  const to = Math.min(end + (alarm.resolved ? after : 0), from + longest);
  return { range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() }, windowEnd: new Date(Math.min(end, to)) };
}

/** The alarm's measure around its trigger, the threshold drawn and the alarm's window shaded (issue 31). */
export function AlarmChart({ alarm }: { alarm: AlarmListItem }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const [{ range, windowEnd }] = useState(() => alarmChartRange(alarm, Date.now()));
  const series = useAlarmSeries(alarm, range);
  const label = t('alarms.chart.label', { measure: t(`alarms.chart.measures.${alarm.type}`) });

  if (series.error) {
    return (
      <Notification tone="error" autoHideMs={null}>
        {apiErrorMessage(series.error)}
      </Notification>
    );
  }
  if (!series.points) return <Skeleton shape="rect" height={`${chartHeight}px`} width="100%" />;
  return (
    <LineChart
      label={label}
      unit={alarmPeakUnits[alarm.type] || undefined}
      height={chartHeight}
      timeDomain={[new Date(range.from), new Date(range.to)]}
      series={[
        { id: alarm.type, label: t(`alarms.chart.measures.${alarm.type}`), points: series.points, tone: alarm.type === 'smoking' ? 'caution' : undefined },
      ]}
      referenceLines={alarm.threshold === undefined ? 'none' : [{ label: t('alarms.chart.threshold'), value: alarm.threshold, tone: 'critical' }]}
      bands={[{ label: t('alarms.chart.window'), from: new Date(alarm.createdAt), to: windowEnd }]}
    />
  );
}

/** The points of the alarm's measure: noise, smoke probability, or the devices counted (per bucket). */
function useAlarmSeries(alarm: AlarmListItem, range: SeriesRange): { points?: ChartPoint[]; error?: unknown } {
  const noise = useQuery({ ...noiseSeriesQuery(alarm.roomId, range), enabled: alarm.type === 'sound' });
  const smoke = useQuery({ ...smokingProbabilitySeriesQuery(alarm.roomId, range), enabled: alarm.type === 'smoking' });
  const occupancy = useQuery({ ...occupancySeriesQuery(alarm.roomId, range, 48), enabled: alarm.type === 'occupancy' });
  const query = alarm.type === 'sound' ? noise : alarm.type === 'smoking' ? smoke : occupancy;
  if (query.error) return { error: query.error };
  if (alarm.type === 'sound' && noise.data) return { points: noise.data.samples.map((sample) => ({ time: new Date(sample.createdAt), value: sample.data })) };
  if (alarm.type === 'smoking' && smoke.data) return { points: smoke.data.samples.map((sample) => ({ time: new Date(sample.createdAt), value: sample.data })) };
  if (alarm.type === 'occupancy' && occupancy.data)
    return { points: occupancy.data.buckets.map((bucket) => ({ time: new Date(bucket.startDate), value: bucket.pax })) };
  return {};
}
