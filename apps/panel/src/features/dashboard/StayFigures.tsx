import { bookingCountQuery, bookingKeys, useRoomEvents } from '@sereno/api-client';
import { Heading, Inline, Stack } from '@sereno/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingsOfDayPath, confirmedOfDayFilters } from '../../shared/bookings/bookingsOfDay.ts';
import { useLocalToday } from '../../shared/dates/useLocalToday.ts';
import * as styles from './DashboardPage.css.ts';
import { FigureTile } from './FigureTile.tsx';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';

const kinds = ['checkIn', 'checkOut'] as const;
const labels = { checkIn: 'dashboard.checkInsToday', checkOut: 'dashboard.checkOutsToday' } as const;

/**
 * No event tells of a booking created or imported elsewhere (the PMS syncs run on their own clock),
 * so the counts are also read again every few minutes while the page is open.
 */
const refreshEveryMs = 5 * 60 * 1000;

/**
 * Today's confirmed check-ins and check-outs — today in the viewer's calendar — each leading to the
 * bookings list filtered the same way, so that the figure and the list agree. Kept live: the day
 * turns over at midnight, and the counts are read again when the event stream comes back after a drop.
 */
export function StayFigures() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const today = useLocalToday();
  const counts = useQueries({
    queries: kinds.map((kind) => ({ ...bookingCountQuery(confirmedOfDayFilters(kind, today)), refetchInterval: refreshEveryMs })),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  // Only the reconnection matters here: no room event changes a booking.
  useRoomEvents({ types: [], onEvent: () => undefined, onReconnect: refresh });
  const failed = counts.find((count) => count.isError);

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Inline justify="space-between" align="center">
          <Heading level={2}>
            <span id={headingId}>{t('dashboard.staysTitle')}</span>
          </Heading>
          {/* The morning after: how the night went, one tap away. */}
          <TextLink to={paths.nights}>{t('dashboard.lastNight')}</TextLink>
        </Inline>
        {failed ? (
          <LoadError error={failed.error} onRetry={refresh}>
            {t('dashboard.staysLoadError')}
          </LoadError>
        ) : null}
        <ul className={styles.tiles}>
          {kinds.map((kind, index) => (
            <li key={kind}>
              {/* Arrivals and departures are the day's work, not a warning: the tiles stay calm. */}
              <FigureTile label={t(labels[kind])} count={counts[index]?.data} tone="neutral" to={bookingsOfDayPath(kind, today)} />
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
