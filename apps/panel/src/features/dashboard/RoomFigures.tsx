import { roomCountQuery, roomKeys, useRoomEvents, type RoomStatusFilter } from '@sereno/api-client';
import { Heading, Inline, Stack, type CardTone } from '@sereno/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { LiveBadge } from '../../shared/layout/LiveBadge.tsx';
import { paths } from '../../shared/paths.ts';
import * as styles from './DashboardPage.css.ts';
import { FigureTile } from './FigureTile.tsx';

const statuses = ['connected', 'noiseAlert', 'disconnected'] as const satisfies readonly RoomStatusFilter[];

/** Calm by default: a tile takes a state's colour only when rooms are in that state. */
function toneOf(status: RoomStatusFilter, count: number | undefined): CardTone {
  if (!count) return 'neutral';
  return { connected: 'positive', noiseAlert: 'critical', disconnected: 'caution' }[status] as CardTone;
}

/**
 * How many of the user's rooms are connected, alerting and disconnected, kept live: a `status`
 * event of any room refreshes the counts, and so does the stream coming back after a drop. Each tile
 * leads to the rooms list filtered by its state.
 */
export function RoomFigures() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const counts = useQueries({ queries: statuses.map((status) => roomCountQuery(status)) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: roomKeys.all });
  const live = useRoomEvents({
    onEvent: (event) => {
      if (event.type === 'status') refresh();
    },
    onReconnect: refresh,
  });
  const failed = counts.find((count) => count.isError);

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Inline justify="space-between" align="center">
          <Heading level={2}>
            <span id={headingId}>{t('dashboard.roomsTitle')}</span>
          </Heading>
          <LiveBadge state={live} />
        </Inline>
        {failed ? (
          <LoadError error={failed.error} onRetry={refresh}>
            {t('dashboard.loadError')}
          </LoadError>
        ) : null}
        <ul className={styles.tiles}>
          {statuses.map((status, index) => (
            <li key={status}>
              <FigureTile
                label={t(`dashboard.${status}`)}
                count={counts[index]?.data}
                tone={toneOf(status, counts[index]?.data)}
                to={`${paths.rooms}?${new URLSearchParams({ status }).toString()}`}
              />
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
