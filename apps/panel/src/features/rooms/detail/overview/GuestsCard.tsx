import { roomCheckInsQuery, roomCurrentDataQuery, type RoomBooking } from '@sereno/api-client';
import { Card, DataTable, Stack, Text, type DataTableColumn } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';

/** No bookings yet: one array for every render (the table recomputes its rows when `rows` changes). */
const noBookings: RoomBooking[] = [];

const guestName = (guest: { firstName: string; lastName?: string }) => [guest.firstName, guest.lastName].filter(Boolean).join(' ');

/**
 * Who is in the room now (spec §2 Room current data: guest, check-in, check-out, pax, from GET
 * /rooms/roomdetails/{monitorId}) and its latest check-ins (guest name, start, end).
 */
export function GuestsCard({ roomId, monitorId, timeZone }: { roomId: string; monitorId: string | undefined; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const current = useQuery({ ...roomCurrentDataQuery(monitorId ?? ''), enabled: monitorId !== undefined });
  const checkIns = useQuery(roomCheckInsQuery(roomId));
  const language = i18n.language;
  const when = useCallback((iso: string) => formatDateTime(iso, language, { timeZone }), [language, timeZone]);
  // Stable columns; the bookings come newest first from the server, so the table does not sort (as the alarms').
  const columns = useMemo<DataTableColumn<RoomBooking>[]>(
    () => [
      { id: 'guest', header: t('rooms.detail.guests.guest'), value: (booking) => guestName(booking.guest), isSortable: false },
      { id: 'checkIn', header: t('rooms.detail.guests.checkIn'), value: (booking) => when(booking.checkIn), isSortable: false },
      { id: 'checkOut', header: t('rooms.detail.guests.checkOut'), value: (booking) => when(booking.checkOut), isSortable: false },
    ],
    [t, when],
  );
  const booking = current.data?.currentBooking;

  return (
    <Card title={t('rooms.detail.guests.title')} titleLevel={3}>
      <Card.Body>
        <Stack gap="medium">
          {monitorId === undefined ? null : booking ? (
            <Text>
              {t('rooms.detail.guests.now', {
                name: guestName(booking.guest),
                checkIn: when(booking.checkIn),
                checkOut: when(booking.checkOut),
                count: booking.pax,
              })}
            </Text>
          ) : current.isSuccess ? (
            <Text tone="secondary">{t('rooms.detail.guests.empty')}</Text>
          ) : null}
          <DataTable
            label={t('rooms.detail.guests.checkIns')}
            columns={columns}
            rows={checkIns.data ?? noBookings}
            getRowId={(row) => row._id}
            sortMode="server"
            isLoading={checkIns.isPending}
            loadingRowCount={3}
            error={checkIns.isError ? apiErrorMessage(checkIns.error) : undefined}
            emptyState={t('rooms.detail.guests.none')}
          />
        </Stack>
      </Card.Body>
    </Card>
  );
}
