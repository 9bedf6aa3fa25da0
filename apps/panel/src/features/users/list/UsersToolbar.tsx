import { Button, Select, TextField, type TableQueryState } from '@sereno/ui';
import { roles } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import { useSearchFilter } from '../../../shared/lists/useSearchFilter.ts';
import * as styles from '../shared/users.css.ts';
import { userStatuses } from './usersListState.ts';

const all = 'all';

/** Search (username, email or name), role and status; the table's headers sort. */
export function UsersToolbar({ table }: { table: TableQueryState }) {
  const { t } = useTranslation();
  const { filters } = table;
  const [search, setSearch] = useSearchFilter(table);
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('users.filters.label')}>
      <div className={styles.searchField}>
        <TextField label={t('users.filters.search')} placeholder={t('users.filters.searchPlaceholder')} type="search" value={search} onChange={setSearch} />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('users.filters.role')}
          value={filters.role ?? all}
          onChange={(value) => table.setFilter('role', value === all ? null : value)}
          options={[{ key: all, label: t('users.filters.all') }, ...roles.map((key) => ({ key, label: t(`roles.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('users.filters.status')}
          value={filters.status ?? all}
          onChange={(value) => table.setFilter('status', value === all ? null : value)}
          options={[{ key: all, label: t('users.filters.all') }, ...userStatuses.map((key) => ({ key, label: t(`users.status.${key}`) }))]}
        />
      </div>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('users.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
