import { bookingStayQuery, type Booking } from '@sereno/api-client';
import { Heading, Notification, Skeleton, Stack } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { SpanFigures } from '../../shared/nights/SpanFigures.tsx';
import { useNow } from '../../shared/time/useNow.ts';

/** A started stay told as the room lived it (issue 31): its guests, alarms, loudest and quietest hours, silences. */
export function BookingStay({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const now = useNow();
  const started = Date.parse(booking.checkIn) <= now;
  const stay = useQuery({ ...bookingStayQuery(booking._id), enabled: started });
  if (!started) return null;
  return (
    <Stack gap="small">
      <Heading level={3}>{t('nights.stayTitle')}</Heading>
      {stay.isError ? (
        <Notification tone="error" autoHideMs={null}>
          {apiErrorMessage(stay.error)}
        </Notification>
      ) : stay.data ? (
        <SpanFigures
          summary={stay.data.summary}
          roomId={stay.data.roomId}
          timeZone={stay.data.timeZone}
          chartLabel={`${t('nights.figures.noise')}, ${t('nights.stayTitle')}`}
        />
      ) : (
        <Skeleton shape="rect" height="160px" width="100%" />
      )}
    </Stack>
  );
}
