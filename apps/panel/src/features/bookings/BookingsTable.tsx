import type { Booking } from '@sereno/api-client';
import { DataTable, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { guestNameOf } from './bookingFormat.ts';
import { bookingSortKeys } from './bookingsListState.ts';
import * as styles from './BookingsPage.css.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { formatDateTime } from '../../shared/format/dateTime.ts';

export interface BookingsTableProps {
  bookings: readonly Booking[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (booking: Booking) => void;
}

/** The columns the server sorts by, as GET /api/bookings names them. */
const sortKeyOf: Record<string, string> = {
  reservationNumber: 'reservationNumber',
  guest: 'guest',
  room: 'roomName',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  status: 'status',
};

/** The bookings as rows: the server sorts and pages them; the guest's name opens the booking. */
export function BookingsTable({ bookings, isLoading, error, emptyState, footer, sort, onSortChange, onOpen }: BookingsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns: DataTableColumn<Booking>[] = (
    [
      {
        id: 'reservationNumber',
        header: t('bookings.columns.reservationNumber'),
        value: (booking) => booking.reservationNumber ?? '—',
        cell: (booking) => <span className={styles.reservation}>{booking.reservationNumber ?? '—'}</span>,
      },
      {
        id: 'guest',
        header: t('bookings.columns.guest'),
        value: guestNameOf,
        cell: (booking) => (
          <button
            type="button"
            className={styles.guestButton}
            aria-haspopup="dialog"
            aria-label={t('bookings.details.open', { guest: guestNameOf(booking) })}
            onClick={() => onOpen(booking)}
          >
            {guestNameOf(booking)}
          </button>
        ),
      },
      { id: 'room', header: t('bookings.columns.room'), value: (booking) => booking.roomName },
      {
        id: 'checkIn',
        header: t('bookings.columns.checkIn'),
        value: (booking) => booking.checkIn,
        cell: (booking) => formatDateTime(booking.checkIn, language),
      },
      {
        id: 'checkOut',
        header: t('bookings.columns.checkOut'),
        value: (booking) => booking.checkOut,
        cell: (booking) => formatDateTime(booking.checkOut, language),
      },
      { id: 'pax', header: t('bookings.columns.pax'), align: 'end', value: (booking) => booking.pax },
      {
        id: 'status',
        header: t('bookings.columns.status'),
        value: (booking) => booking.status,
        cell: (booking) => <BookingStatusBadge status={booking.status} />,
      },
    ] satisfies DataTableColumn<Booking>[]
  ).map((column) => ({ ...column, isSortable: (bookingSortKeys as readonly string[]).includes(sortKeyOf[column.id] ?? '') }));

  // The table names its columns by id; the server by its sort keys (room → roomName).
  const tableSort = sort ? { ...sort, columnId: Object.keys(sortKeyOf).find((id) => sortKeyOf[id] === sort.columnId) ?? sort.columnId } : null;

  return (
    <DataTable
      label={t('bookings.title')}
      columns={columns}
      rows={bookings}
      getRowId={(booking) => booking._id}
      sortMode="server"
      sort={tableSort}
      onSortChange={(next) => onSortChange(next ? { ...next, columnId: sortKeyOf[next.columnId] ?? next.columnId } : null)}
      isLoading={isLoading}
      loadingRowCount={5}
      error={error}
      emptyState={emptyState}
      footer={footer}
    />
  );
}
