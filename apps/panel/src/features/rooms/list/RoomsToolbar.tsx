import type { TableQueryState } from '@sereno/ui';
import { Button, Radio, RadioGroup, Select, TextField } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../../shared/lists/useSearchFilter.ts';
import { nightAgentFilters, roomSortKeys, statusFilters, type RoomView } from './roomsListState.ts';
import * as styles from './RoomsPage.css.ts';

const all = 'all';

export interface RoomsToolbarProps {
  table: TableQueryState;
  view: RoomView;
  onViewChange: (view: RoomView) => void;
}

/** Search, status and night-agent filters, the sort (the table sorts by its headers too) and the view switch. */
export function RoomsToolbar({ table, view, onViewChange }: RoomsToolbarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchFilter(table);

  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'name:asc';
  const hasFilters = Object.keys(table.filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('rooms.list.filters.label')}>
      <div className={styles.searchField}>
        <TextField
          label={t('rooms.list.filters.search')}
          placeholder={t('rooms.list.filters.searchPlaceholder')}
          type="search"
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('rooms.list.filters.status')}
          value={table.filters.status ?? all}
          onChange={(value) => table.setFilter('status', value === all ? null : value)}
          options={[
            { key: all, label: t('rooms.list.filters.all') },
            ...statusFilters.map((status) => ({ key: status, label: t(`rooms.shared.status.${status}`) })),
          ]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('rooms.list.filters.nightAgent')}
          value={table.filters.nightAgent ?? all}
          onChange={(value) => table.setFilter('nightAgent', value === all ? null : value)}
          options={[
            { key: all, label: t('rooms.list.filters.all') },
            ...nightAgentFilters.map((value) => ({ key: value, label: t(`rooms.list.filters.nightAgent_${value}`) })),
          ]}
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
      <RadioGroup
        label={t('rooms.list.view.label')}
        orientation="horizontal"
        value={view}
        onChange={(value) => onViewChange(value === 'table' ? 'table' : 'cards')}
      >
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
