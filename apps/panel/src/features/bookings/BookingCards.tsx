import type { Booking } from '@sereno/api-client';
import { Card, Skeleton, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { guestNameOf } from './bookingFormat.ts';
import * as styles from './BookingsPage.css.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { formatDateTime } from '../../shared/format/dateTime.ts';

export interface BookingCardsProps {
  bookings: readonly Booking[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  onOpen: (booking: Booking) => void;
}

/**
 * The bookings on a phone: one card each — the guest (which opens the booking), its state, the room
 * and the stay — where the table's seven columns would scroll sideways. Sorted and paged as the table.
 */
export function BookingCards({ bookings, isLoading, error, emptyState, footer, onOpen }: BookingCardsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (error) return error;
  if (isLoading) return <Skeleton shape="rect" height="12rem" width="100%" />;
  if (bookings.length === 0) return emptyState;
  return (
    <Stack gap="medium">
      <ul className={styles.cards} aria-label={t('bookings.title')}>
        {bookings.map((booking) => (
          <li key={booking._id}>
            <Card>
              <Card.Body>
                <Stack gap="xsmall">
                  <div className={styles.cardTitle}>
                    <button
                      type="button"
                      className={styles.guestButton}
                      aria-haspopup="dialog"
                      aria-label={t('bookings.details.open', { guest: guestNameOf(booking) })}
                      onClick={() => onOpen(booking)}
                    >
                      {guestNameOf(booking)}
                    </button>
                    <BookingStatusBadge status={booking.status} />
                  </div>
                  <Text>{booking.roomName}</Text>
                  <Text size="small" tone="secondary">
                    {t('bookings.card.stay', {
                      checkIn: formatDateTime(booking.checkIn, language),
                      checkOut: formatDateTime(booking.checkOut, language),
                    })}
                  </Text>
                  <Text size="small" tone="secondary">
                    {[
                      booking.reservationNumber ? t('bookings.card.reservation', { number: booking.reservationNumber }) : null,
                      t('bookings.card.pax', { count: booking.pax }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
      {footer}
    </Stack>
  );
}
