import { Button, Select, TextField, type TableQueryState } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../shared/lists/useSearchFilter.ts';
import { activityFilters, qcFilters, type MonitorSortKey } from './monitorsListState.ts';
import * as styles from './MonitorsPage.css.ts';

const sortChoices = [
  ['name', 'asc'],
  ['name', 'desc'],
  ['monitorId', 'asc'],
  ['monitorId', 'desc'],
  ['updatedAt', 'desc'],
  ['updatedAt', 'asc'],
  ['batteryLevel', 'asc'],
  ['batteryLevel', 'desc'],
] as const satisfies readonly (readonly [MonitorSortKey, 'asc' | 'desc'])[];

const all = 'all';

/** Search by room or monitor id, active or silent for 30 minutes, the quality check, and the sort. */
export function MonitorsToolbar({ table }: { table: TableQueryState }) {
  const { t } = useTranslation();
  const { filters } = table;
  const [search, setSearch] = useSearchFilter(table);
  const sortValue = table.sort ? `${table.sort.columnId}:${table.sort.direction}` : 'name:asc';
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('monitors.filters.label')}>
      <div className={styles.searchField}>
        <TextField
          label={t('monitors.filters.search')}
          placeholder={t('monitors.filters.searchPlaceholder')}
          type="search"
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('monitors.filters.activity')}
          value={filters.activity ?? all}
          onChange={(value) => table.setFilter('activity', value === all ? null : value)}
          options={[{ key: all, label: t('monitors.filters.all') }, ...activityFilters.map((key) => ({ key, label: t(`monitors.activity.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('monitors.filters.qc')}
          value={filters.qc ?? all}
          onChange={(value) => table.setFilter('qc', value === all ? null : value)}
          options={[{ key: all, label: t('monitors.filters.all') }, ...qcFilters.map((key) => ({ key, label: t(`monitors.qc.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('monitors.sort.label')}
          value={sortValue}
          onChange={(value) => {
            const [columnId = 'name', direction] = (value ?? 'name:asc').split(':');
            table.setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          options={sortChoices.map(([key, direction]) => ({ key: `${key}:${direction}`, label: t(`monitors.sort.${key}_${direction}`) }))}
        />
      </div>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('monitors.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
