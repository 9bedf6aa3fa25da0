import { getRoom, listRooms, searchCustomers } from '@sereno/api-client';
import { Button, DatePicker, SearchSelect, Select, Switch, TextField, type TableQueryState } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../shared/lists/useSearchFilter.ts';
import type { BookingSortKey } from './bookingsListState.ts';
import * as styles from './BookingsPage.css.ts';

/** GET /api/rooms answers at most 25 rooms a call: "load more" past that asks for the next pages. */
const roomPageMax = 25;

async function roomOptions(search: string, limit: number, signal: AbortSignal) {
  const options: { key: string; label: string }[] = [];
  let total = 0;
  for (let offset = 0; offset < limit; offset += roomPageMax) {
    const page = await listRooms({ sortKey: 'name', offset, limit: Math.min(roomPageMax, limit - offset), ...(search ? { search } : {}) });
    if (signal.aborted) break;
    total = page.totalRooms;
    options.push(...page.rooms.map((room) => ({ key: room._id, label: room.name })));
    if (options.length >= total) break;
  }
  return { options, hasMore: total > options.length };
}

export interface BookingsToolbarProps {
  table: TableQueryState;
  /** Administrators and controllers see every customer's bookings, and filter by customer. */
  showCustomer: boolean;
}

/** Search, room, customer, only confirmed, the check-in and check-out days, and the sort (the table's headers sort too). */
export function BookingsToolbar({ table, showCustomer }: BookingsToolbarProps) {
  const { t } = useTranslation();
  const { filters } = table;
  const [search, setSearch] = useSearchFilter(table);

  // The chosen room's and customer's names, for a URL opened as a link (the options are not loaded yet).
  const room = useQuery({
    queryKey: ['bookings', 'filter-room', filters.roomId],
    queryFn: () => getRoom(filters.roomId ?? ''),
    enabled: Boolean(filters.roomId),
  });
  const customer = useQuery({
    queryKey: ['bookings', 'filter-customer', filters.customerId],
    queryFn: async () => (await searchCustomers('', 25)).customers.find((option) => option.customerId === filters.customerId)?.name ?? '',
    enabled: showCustomer && Boolean(filters.customerId),
  });

  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'checkIn:asc';
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('bookings.filters.label')}>
      <div className={styles.searchField}>
        <TextField
          label={t('bookings.filters.search')}
          placeholder={t('bookings.filters.searchPlaceholder')}
          type="search"
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className={styles.filter}>
        <SearchSelect
          // SearchSelect reads `valueLabel` when it mounts: it mounts again once the name has arrived.
          key={room.data?.name ?? 'room'}
          label={t('bookings.filters.room')}
          placeholder={t('bookings.filters.roomPlaceholder')}
          value={filters.roomId ?? null}
          valueLabel={room.data?.name}
          onChange={(value) => table.setFilter('roomId', value)}
          loadOptions={({ search: text, limit, signal }) => roomOptions(text, limit, signal)}
        />
      </div>
      {showCustomer ? (
        <div className={styles.filter}>
          <SearchSelect
            key={customer.data ?? 'customer'}
            label={t('bookings.filters.customer')}
            placeholder={t('bookings.filters.customerPlaceholder')}
            value={filters.customerId ?? null}
            valueLabel={customer.data}
            onChange={(value) => table.setFilter('customerId', value)}
            loadOptions={async ({ search: text, limit, signal }) => {
              const page = await searchCustomers(text, Math.min(limit, 25), signal);
              return { options: page.customers.map((option) => ({ key: option.customerId, label: option.name })), hasMore: page.hasMore && limit < 25 };
            }}
          />
        </div>
      ) : null}
      <div className={styles.dayField}>
        <DatePicker label={t('bookings.filters.checkIn')} value={filters.checkIn ?? null} onChange={(value) => table.setFilter('checkIn', value)} />
      </div>
      <div className={styles.dayField}>
        <DatePicker label={t('bookings.filters.checkOut')} value={filters.checkOut ?? null} onChange={(value) => table.setFilter('checkOut', value)} />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('bookings.sort.label')}
          value={sortValue}
          onChange={(value) => {
            const [columnId = 'checkIn', direction] = (value ?? 'checkIn:asc').split(':');
            table.setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          options={(['checkIn', 'checkOut', 'guest', 'roomName'] as const satisfies readonly BookingSortKey[]).flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => ({ key: `${key}:${direction}`, label: t(`bookings.sort.${key}_${direction}`) })),
          )}
        />
      </div>
      <div className={styles.switchField}>
        <Switch
          label={t('bookings.filters.onlyConfirmed')}
          isSelected={filters.onlyConfirmed === 'true'}
          onChange={(on) => table.setFilter('onlyConfirmed', on ? 'true' : null)}
        />
      </div>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('bookings.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
