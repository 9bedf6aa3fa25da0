import { activeAlarmCountQuery, activeAlarmsListQuery, alarmKeys } from '@sereno/api-client';
import { Heading, Stack } from '@sereno/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveAlarms } from '../../shared/alarms/useLiveAlarms.ts';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { paths } from '../../shared/paths.ts';
import * as styles from './DashboardPage.css.ts';
import { FigureTile } from './FigureTile.tsx';
import { RoomsInAlarm } from './RoomsInAlarm.tsx';

/**
 * How many of the user's alarms are active, kept live by the alarm events: loud (critical) only when
 * there is one, and leading to the alarms list filtered the same way — every active alarm, whether or
 * not it notified someone, so that the list holds what the tile counts.
 */
export function AlarmFigures() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const active = useQuery(activeAlarmCountQuery());
  const live = useLiveAlarms();

  return (
    // The rooms' figures above already say whether the page is live; this stream's own state is in
    // `data-live`, for tests and tools, rather than in a second badge.
    <section aria-labelledby={headingId} data-live={live}>
      <Stack gap="medium">
        <Heading level={2}>
          <span id={headingId}>{t('dashboard.alarmsTitle')}</span>
        </Heading>
        {active.isError ? (
          <LoadError error={active.error} onRetry={() => void queryClient.invalidateQueries({ queryKey: alarmKeys.activeCount })}>
            {t('dashboard.alarmsLoadError')}
          </LoadError>
        ) : null}
        <ul className={styles.tiles}>
          <li>
            <FigureTile
              label={t('dashboard.activeAlarms')}
              count={active.data}
              tone={active.data ? 'critical' : 'neutral'}
              to={`${paths.alarms}?${new URLSearchParams(activeAlarmsListQuery).toString()}`}
            />
          </li>
        </ul>
        <RoomsInAlarm />
      </Stack>
    </section>
  );
}
