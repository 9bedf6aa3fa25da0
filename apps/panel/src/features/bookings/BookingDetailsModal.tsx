import type { Booking } from '@sereno/api-client';
import { Button, Heading, Modal, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, guestNameOf } from './bookingFormat.ts';
import * as styles from './BookingsPage.css.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { BookingStay } from './BookingStay.tsx';
import { GuestPageSection } from './GuestPageSection.tsx';
import { formatDateTime } from '../../shared/format/dateTime.ts';

type Entry = readonly [label: string, value: ReactNode | undefined];

/** A titled group of term and value pairs; the values the booking does not have are left out. */
function Section({ title, entries }: { title: string; entries: readonly Entry[] }) {
  const shown = entries.filter(([, value]) => value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Stack gap="small">
      <Heading level={3}>{title}</Heading>
      <dl className={styles.details}>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** A booking's fields (spec §3 Booking), read-only: the stay, the guest, where it came from, billing and access. */
export function BookingDetailsModal({
  booking,
  onClose,
  onEditAmounts,
}: {
  booking: Booking | null;
  onClose: () => void;
  /** For those who may write bookings: opens the booking's amounts and currency. */
  onEditAmounts?: ((booking: Booking) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const amount = (value: number | undefined) => (value === undefined || booking === null ? undefined : formatAmount(value, booking, language));
  const origin = (info: Booking['otaInfo'] | undefined) => [info?.origin, info?.reservationNumber].filter(Boolean).join(' · ') || undefined;

  return (
    <Modal open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{t('bookings.details.title', { guest: booking ? guestNameOf(booking) : '' })}</Modal.Title>
      <Modal.Body>
        {booking ? (
          <Stack gap="large">
            <Section
              title={t('bookings.details.stay')}
              entries={[
                [t('bookings.columns.status'), <BookingStatusBadge key="status" status={booking.status} />],
                [t('bookings.details.reservationNumber'), booking.reservationNumber],
                [t('bookings.details.room'), booking.roomName],
                [t('bookings.details.checkIn'), formatDateTime(booking.checkIn, language)],
                [t('bookings.details.checkOut'), formatDateTime(booking.checkOut, language)],
                [t('bookings.details.paxLabel'), t('bookings.details.pax', { count: booking.pax })],
                [t('bookings.details.source'), t(`bookings.details.sources.${booking.source}`)],
              ]}
            />
            <BookingStay booking={booking} />
            <Section
              title={t('bookings.details.guest')}
              entries={[
                [t('bookings.details.name'), guestNameOf(booking)],
                [t('bookings.details.phone'), booking.guest.phone],
                [t('bookings.details.email'), booking.guest.email],
                [t('bookings.details.nationality'), booking.guest.nationality],
                [
                  t('bookings.details.language'),
                  booking.guest.language ? new Intl.DisplayNames(language, { type: 'language' }).of(booking.guest.language) : undefined,
                ],
                [t('bookings.details.age'), booking.guest.age?.toString()],
              ]}
            />
            <GuestPageSection booking={booking} />
            <Section
              title={t('bookings.details.origin')}
              entries={[
                [t('bookings.details.ota'), origin(booking.otaInfo)],
                [t('bookings.details.pms'), origin(booking.pmsInfo)],
              ]}
            />
            <Section
              title={t('bookings.details.billing')}
              entries={[
                [t('bookings.details.totalCost'), amount(booking.billing.totalCost)],
                [t('bookings.details.vat'), amount(booking.billing.vat)],
                [t('bookings.details.commission'), amount(booking.billing.commission)],
                [t('bookings.details.paid'), amount(booking.billing.paid)],
                [t('bookings.details.deposit'), amount(booking.billing.deposit)],
                [t('bookings.details.pendingPayment'), amount(booking.billing.pendingPayment)],
                [t('bookings.details.cityTax'), amount(booking.cityTax)],
              ]}
            />
            <Section
              title={t('bookings.details.access')}
              entries={[
                [t('bookings.details.accessType'), booking.accessType],
                [t('bookings.details.keyStatus'), booking.keyStatus],
              ]}
            />
            {booking.additionalInfo ? (
              <Stack gap="small">
                <Heading level={3}>{t('bookings.details.notes')}</Heading>
                <Text>{booking.additionalInfo}</Text>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {booking && onEditAmounts ? (
          <Button variant="secondary" onPress={() => onEditAmounts(booking)}>
            {t('bookings.amounts.edit')}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onClose}>
          {t('bookings.details.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
