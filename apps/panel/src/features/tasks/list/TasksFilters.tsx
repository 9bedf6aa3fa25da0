import { getRoom, searchCustomers, type TaskType } from '@sereno/api-client';
import { Button, DateRangePicker, SearchSelect, Select, TextField, type TableQueryState } from '@sereno/ui';
import { taskPriorities } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchFilter } from '../../../shared/lists/useSearchFilter.ts';
import { roomOptions } from '../../../shared/lists/roomOptions.ts';
import { typeNames } from '../shared/taskDisplay.ts';
import { taskStates, type TaskSortKey } from './tasksListState.ts';
import * as styles from './TasksPage.css.ts';

/** "Any": the selects have no empty choice, so each filter has one that says so. */
const any = 'any';

export interface TasksFiltersProps {
  table: TableQueryState;
  types: readonly TaskType[];
  /** Administrators and controllers see every customer's tasks, and filter by customer. */
  showCustomer: boolean;
}

/** The list's sidebar: search, room, customer, type, priority, days, open or done, and the sort. */
export function TasksFilters({ table, types, showCustomer }: TasksFiltersProps) {
  const { t, i18n } = useTranslation();
  const { filters } = table;
  const [search, setSearch] = useSearchFilter(table);
  const [params, setParams] = useSearchParams();
  // The chosen room's and customer's names, for a URL opened as a link (the options are not loaded yet).
  const room = useQuery({ queryKey: ['tasks', 'filter-room', filters.roomId], queryFn: () => getRoom(filters.roomId ?? ''), enabled: Boolean(filters.roomId) });
  const customer = useQuery({
    queryKey: ['tasks', 'filter-customer', filters.customerId],
    queryFn: async () => (await searchCustomers('', 25)).customers.find((option) => option.customerId === filters.customerId)?.name ?? '',
    enabled: showCustomer && Boolean(filters.customerId),
  });
  const choose = (key: string) => (value: string | null) => table.setFilter(key, value === any ? null : value);
  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'date:asc';
  const names = typeNames(types, i18n.language);
  const typeOptions = types.flatMap((type) => [type, ...type.subtypes].map((each) => ({ key: each._id, label: names.get(each._id) ?? each.name })));

  return (
    <div className={styles.filters} role="search" aria-label={t('tasks.filters.label')}>
      <TextField label={t('tasks.filters.search')} placeholder={t('tasks.filters.searchPlaceholder')} type="search" value={search} onChange={setSearch} />
      <Select
        label={t('tasks.filters.state')}
        value={filters.state ?? any}
        onChange={choose('state')}
        options={[{ key: any, label: t('tasks.filters.anyState') }, ...taskStates.map((state) => ({ key: state, label: t(`tasks.state.${state}`) }))]}
      />
      <SearchSelect
        key={room.data?.name ?? 'room'}
        label={t('tasks.filters.room')}
        placeholder={t('tasks.filters.roomPlaceholder')}
        value={filters.roomId ?? null}
        valueLabel={room.data?.name}
        onChange={(value) => table.setFilter('roomId', value)}
        loadOptions={({ search: text, limit, signal }) => roomOptions(text, limit, signal)}
      />
      {showCustomer ? (
        <SearchSelect
          key={customer.data ?? 'customer'}
          label={t('tasks.filters.customer')}
          placeholder={t('tasks.filters.customerPlaceholder')}
          value={filters.customerId ?? null}
          valueLabel={customer.data}
          onChange={(value) => table.setFilter('customerId', value)}
          loadOptions={async ({ search: text, limit, signal }) => {
            const page = await searchCustomers(text, Math.min(limit, 25), signal);
            return { options: page.customers.map((option) => ({ key: option.customerId, label: option.name })), hasMore: page.hasMore && limit < 25 };
          }}
        />
      ) : null}
      <Select
        label={t('tasks.filters.type')}
        value={filters.taskTypeId ?? any}
        onChange={choose('taskTypeId')}
        options={[{ key: any, label: t('tasks.filters.anyType') }, ...typeOptions]}
      />
      <Select
        label={t('tasks.filters.priority')}
        value={filters.priority ?? any}
        onChange={choose('priority')}
        options={[
          { key: any, label: t('tasks.filters.anyPriority') },
          ...taskPriorities.map((priority) => ({ key: priority, label: t(`tasks.priority.${priority}`) })),
        ]}
      />
      <DateRangePicker
        label={t('tasks.filters.days')}
        value={filters.from && filters.to ? { start: filters.from, end: filters.to } : null}
        onChange={(range) => {
          // Both ends in one change of the URL (two `setFilter`s would each start from the same URL).
          const next = new URLSearchParams(params);
          for (const [key, value] of [
            ['from', range?.start],
            ['to', range?.end],
          ] as const) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          setParams(next, { replace: true });
        }}
      />
      <Select
        label={t('tasks.sort.label')}
        value={sortValue}
        onChange={(value) => {
          const [columnId = 'date', direction] = (value ?? 'date:asc').split(':');
          table.setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
        }}
        options={(['date', 'priority', 'roomName'] as const satisfies readonly TaskSortKey[]).flatMap((key) =>
          (['asc', 'desc'] as const).map((direction) => ({ key: `${key}:${direction}`, label: t(`tasks.sort.${key}_${direction}`) })),
        )}
      />
      {Object.keys(filters).length > 0 ? (
        <Button variant="ghost" size="small" onPress={table.resetFilters}>
          {t('tasks.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
