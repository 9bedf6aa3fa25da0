import type { BookingStatus } from '@sereno/api-client';
import { Badge, type BadgeTone } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** Spec §4: Confirmed green, Cancelled red, Unknown grey, Unconfirmed orange (the Badge writes it in capitals). */
export const bookingStatusTones = {
  Confirmed: 'positive',
  Cancelled: 'critical',
  Unknown: 'neutral',
  Unconfirmed: 'caution',
} as const satisfies Record<BookingStatus, BadgeTone>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return <Badge tone={bookingStatusTones[status]}>{t(`bookings.status.${status}`)}</Badge>;
}
