import { Button, Select, TextField, type TableQueryState } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../shared/lists/useSearchFilter.ts';
import * as styles from './DevicesPage.css.ts';
import { connectionFilters, firmwareFilters, type DeviceSortKey } from './devicesListState.ts';

const sortChoices = [
  ['monitorId', 'asc'],
  ['monitorId', 'desc'],
  ['lastSeenAt', 'desc'],
  ['lastSeenAt', 'asc'],
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
] as const satisfies readonly (readonly [DeviceSortKey, 'asc' | 'desc'])[];

const all = 'all';

/** Search by monitor id, firmware up to date or outdated, online or offline, and the sort (the table's headers sort too). */
export function DevicesToolbar({ table }: { table: TableQueryState }) {
  const { t } = useTranslation();
  const { filters } = table;
  const [search, setSearch] = useSearchFilter(table);
  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'monitorId:asc';
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('devices.filters.label')}>
      <div className={styles.searchField}>
        <TextField label={t('devices.filters.search')} placeholder={t('devices.filters.searchPlaceholder')} type="search" value={search} onChange={setSearch} />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('devices.filters.firmware')}
          value={filters.firmware ?? all}
          onChange={(value) => table.setFilter('firmware', value === all ? null : value)}
          options={[{ key: all, label: t('devices.filters.all') }, ...firmwareFilters.map((key) => ({ key, label: t(`devices.firmware.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('devices.filters.connection')}
          value={filters.connection ?? all}
          onChange={(value) => table.setFilter('connection', value === all ? null : value)}
          options={[{ key: all, label: t('devices.filters.all') }, ...connectionFilters.map((key) => ({ key, label: t(`devices.connection.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('devices.sort.label')}
          value={sortValue}
          onChange={(value) => {
            const [columnId = 'monitorId', direction] = (value ?? 'monitorId:asc').split(':');
            table.setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          options={sortChoices.map(([key, direction]) => ({ key: `${key}:${direction}`, label: t(`devices.sort.${key}_${direction}`) }))}
        />
      </div>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('devices.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
