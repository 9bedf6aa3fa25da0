import { bookingsExportUrl, bookingsQuery, useSessionUser, type Booking } from '@sereno/api-client';
import { Button, EmptyState, PageHeader, Stack, useTableQueryState } from '@sereno/ui';
import { can } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { picksAmongOwners } from '../../shared/access/questions.ts';
import { BookingAmountsDialog } from './BookingAmountsDialog.tsx';
import { BookingDetailsModal } from './BookingDetailsModal.tsx';
import { bookingTableQueryOptions, toBookingListQuery } from './bookingsListState.ts';
import * as styles from './BookingsPage.css.ts';
import { BookingCards } from './BookingCards.tsx';
import { BookingsTable } from './BookingsTable.tsx';
import { BookingsToolbar } from './BookingsToolbar.tsx';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { ExportLinks } from '../../shared/lists/ExportLinks.tsx';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { listFooter } from '../../shared/lists/listFooter.tsx';

/**
 * The bookings list (spec §2, §7 Bookings): filters room, customer (for those who see every
 * customer), only confirmed, search, and the check-in and check-out days the dashboard's tiles lead
 * to; sorted and paged through the query string. A guest's name opens the booking's details. On a
 * phone the bookings are cards rather than a table wider than the screen.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const table = useTableQueryState(useSearchParams(), bookingTableQueryOptions);
  const page = useQuery({ ...bookingsQuery(toBookingListQuery(table)), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<Booking | null>(null);
  const [editing, setEditing] = useState<Booking | null>(null);
  const canWrite = user ? can(user.role, 'bookings.write') : false;
  const isNarrow = useIsNarrow();
  const showCustomer = user ? picksAmongOwners(user.role) : false;
  const hasFilters = Object.keys(table.filters).length > 0;

  const footer = listFooter(table, page.data?.totalBookings);
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('bookings.loadError')}
    </LoadError>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={2}
      title={hasFilters ? t('bookings.empty.filteredTitle') : t('bookings.empty.title')}
      description={hasFilters ? t('bookings.empty.filteredText') : t('bookings.empty.text')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={table.resetFilters}>
            {t('bookings.filters.clear')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('bookings.title')}
          description={page.data ? t('bookings.count', { count: page.data.totalBookings }) : undefined}
          actions={
            <>
              <ExportLinks hrefOf={(format) => bookingsExportUrl(toBookingListQuery(table), format)} />
            </>
          }
        />
        <BookingsToolbar table={table} showCustomer={showCustomer} />
        {isNarrow ? (
          <BookingCards bookings={page.data?.bookings ?? []} isLoading={page.isPending} error={loadError} emptyState={empty} footer={footer} onOpen={setOpen} />
        ) : (
          <BookingsTable
            bookings={page.data?.bookings ?? []}
            isLoading={page.isPending}
            error={loadError}
            emptyState={empty}
            footer={footer}
            sort={table.sort}
            onSortChange={(sort) => table.setSort(sort)}
            onOpen={setOpen}
          />
        )}
      </Stack>
      <BookingDetailsModal
        booking={open}
        onClose={() => setOpen(null)}
        onEditAmounts={
          canWrite
            ? (booking) => {
                setOpen(null);
                setEditing(booking);
              }
            : undefined
        }
      />
      <BookingAmountsDialog booking={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
