import type { SpanSummary } from '@sereno/api-client';
import { LineChart, Stack, Text } from '@sereno/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAlarmPeak } from '../alarms/alarmDisplay.ts';
import { formatDateTime, dateAndTime } from '../format/dateTime.ts';
import { formatDuration } from '../format/duration.ts';
import { TextLink } from '../layout/TextLink.tsx';
import { paths, withQuery } from '../paths.ts';
import { useNow } from '../time/useNow.ts';
import * as styles from './SpanFigures.css.ts';

const hourMs = 3_600_000;

export interface SpanFiguresProps {
  summary: SpanSummary;
  roomId: string;
  /** The room's clock: the night happened there. */
  timeZone: string;
  /** The chart's name, which also names the span ("Ruido hora a hora, noche del 25"). */
  chartLabel: string;
}

/**
 * What a span of a room tells the morning after (issue 31): who was staying, the alarms with their peak
 * and duration, the loudest and the quietest hour, the device's silences, and the noise hour by hour.
 */
export function SpanFigures({ summary, roomId, timeZone, chartLabel }: SpanFiguresProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const now = useNow();
  const time = (iso: string) => dateAndTime(iso, timeZone).time;
  const hour = (figure: SpanSummary['loudest']) =>
    figure
      ? t('nights.figures.hour', {
          from: time(figure.start),
          to: time(new Date(Date.parse(figure.start) + hourMs).toISOString()),
          avg: Math.round(figure.avg),
        })
      : t('nights.figures.noReadings');
  const rows: [string, ReactNode][] = [
    [
      t('nights.figures.guests'),
      summary.stays.length === 0 ? (
        t('nights.figures.noGuests')
      ) : (
        <ul className={styles.list}>
          {summary.stays.map((stay) => (
            <li key={stay._id}>
              {t('nights.figures.guest', {
                name: [stay.guest.firstName, stay.guest.lastName].filter(Boolean).join(' '),
                count: stay.pax,
                from: formatDateTime(stay.checkIn, language, { style: 'stay', timeZone }),
                to: formatDateTime(stay.checkOut, language, { style: 'stay', timeZone }),
              })}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      t('nights.figures.alarms'),
      summary.alarms.length === 0 ? (
        t('nights.figures.noAlarms')
      ) : (
        <Stack gap="xsmall">
          <ul className={styles.list}>
            {summary.alarms.map((alarm) => (
              <li key={alarm._id}>
                {t(alarm.state === 'active' ? 'nights.figures.alarmActive' : 'nights.figures.alarm', {
                  type: t(`nights.types.${alarm.type}`),
                  time: time(alarm.createdAt),
                  peak: formatAlarmPeak(alarm.peak, alarm.type),
                  duration: formatDuration(alarm.durationMs, language),
                })}
              </li>
            ))}
          </ul>
          <TextLink to={withQuery(paths.alarms, { roomId, from: dateAndTime(summary.from).date, to: dateAndTime(summary.to).date })}>
            {t('nights.figures.seeAlarms')}
          </TextLink>
        </Stack>
      ),
    ],
    [t('nights.figures.loudest'), hour(summary.loudest)],
    [t('nights.figures.quietest'), hour(summary.quietest)],
    [
      t('nights.figures.silences'),
      summary.silences.length === 0 ? (
        t('nights.figures.alwaysConnected')
      ) : (
        <ul className={styles.list}>
          {summary.silences.map((silence) => (
            <li key={silence.from}>{t('nights.figures.silence', { from: time(silence.from), to: time(silence.to) })}</li>
          ))}
        </ul>
      ),
    ],
  ];
  return (
    <Stack gap="medium">
      <dl className={styles.figures}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {summary.hours.length > 0 ? (
        <LineChart
          label={chartLabel}
          unit="dBA"
          height={160}
          referenceLines="none"
          timeZone={timeZone}
          // A stay still running is drawn up to now, not to its check-out.
          timeDomain={[new Date(summary.from), new Date(Math.min(Date.parse(summary.to), now))]}
          maxGapMs={90 * 60_000}
          series={[
            { id: 'noise', label: t('nights.figures.noiseSeries'), points: summary.hours.map((item) => ({ time: new Date(item.start), value: item.avg })) },
          ]}
          bands={summary.alarms.map((alarm) => ({
            label: t(`nights.types.${alarm.type}`),
            from: new Date(alarm.createdAt),
            to: new Date(Date.parse(alarm.createdAt) + alarm.durationMs),
          }))}
        />
      ) : (
        <Text tone="secondary">{t('nights.figures.noReadings')}</Text>
      )}
    </Stack>
  );
}
