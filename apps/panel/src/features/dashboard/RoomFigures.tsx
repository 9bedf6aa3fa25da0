import { roomCountQuery, roomKeys, useRoomEvents, type RoomStatusFilter } from '@sereno/api-client';
import { Button, Heading, Inline, Notification, Stack, Text, type CardTone } from '@sereno/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
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
  const apiErrorMessage = useApiErrorMessage();
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
          <Notification tone="error" autoHideMs={null}>
            <Stack gap="small">
              <Text>
                {t('dashboard.loadError')} {apiErrorMessage(failed.error)}
              </Text>
              <Inline>
                <Button variant="secondary" size="small" onPress={refresh}>
                  {t('common.retry')}
                </Button>
              </Inline>
            </Stack>
          </Notification>
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
