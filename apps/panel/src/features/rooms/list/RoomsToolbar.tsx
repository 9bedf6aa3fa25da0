import type { TableQueryState } from '@sereno/ui';
import { Button, Radio, RadioGroup, Select, TextField } from '@sereno/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nightAgentFilters, roomSortKeys, statusFilters, type RoomView } from './roomsListState.ts';
import * as styles from './RoomsPage.css.ts';

/** Spec §7: the search waits 300 ms after the last key before it asks the server. */
export const searchDebounceMs = 300;

const all = 'all';

export interface RoomsToolbarProps {
  table: TableQueryState;
  view: RoomView;
  onViewChange: (view: RoomView) => void;
}

/** Search, status and night-agent filters, the sort (the table sorts by its headers too) and the view switch. */
export function RoomsToolbar({ table, view, onViewChange }: RoomsToolbarProps) {
  const { t } = useTranslation();
  const urlSearch = table.filters.search ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  const setFilter = useRef(table.setFilter);
  useEffect(() => {
    setFilter.current = table.setFilter;
  });
  // The URL changed elsewhere (back button, "clear filters"): the field follows it.
  if (urlSearch !== shownUrlSearch) {
    setShownUrlSearch(urlSearch);
    setSearch(urlSearch);
  }
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(() => setFilter.current('search', search), searchDebounceMs);
    return () => clearTimeout(timer);
    // Only typing starts the wait; the URL catching up must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'name:asc';
  const hasFilters = Object.keys(table.filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('rooms.list.filters.label')}>
      <div className={styles.searchField}>
        <TextField label={t('rooms.list.filters.search')} placeholder={t('rooms.list.filters.searchPlaceholder')} type="search" value={search} onChange={setSearch} />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('rooms.list.filters.status')}
          value={table.filters.status ?? all}
          onChange={(value) => table.setFilter('status', value === all ? null : value)}
          options={[{ key: all, label: t('rooms.list.filters.all') }, ...statusFilters.map((status) => ({ key: status, label: t(`rooms.shared.status.${status}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('rooms.list.filters.nightAgent')}
          value={table.filters.nightAgent ?? all}
          onChange={(value) => table.setFilter('nightAgent', value === all ? null : value)}
          options={[{ key: all, label: t('rooms.list.filters.all') }, ...nightAgentFilters.map((value) => ({ key: value, label: t(`rooms.list.filters.nightAgent_${value}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('rooms.list.filters.sort')}
          value={sortValue}
          onChange={(value) => {
            const [columnId = 'name', direction] = (value ?? 'name:asc').split(':');
            table.setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          options={roomSortKeys.flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => ({ key: `${key}:${direction}`, label: t(`rooms.list.sort.${key}_${direction}`) })),
          )}
        />
      </div>
      <RadioGroup label={t('rooms.list.view.label')} orientation="horizontal" value={view} onChange={(value) => onViewChange(value === 'table' ? 'table' : 'cards')}>
        <Radio value="cards">{t('rooms.list.view.cards')}</Radio>
        <Radio value="table">{t('rooms.list.view.table')}</Radio>
      </RadioGroup>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('rooms.list.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
