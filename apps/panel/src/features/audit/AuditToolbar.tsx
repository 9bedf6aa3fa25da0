import { listUsers } from '@sereno/api-client';
import { Button, DateRangePicker, SearchSelect, Select, type TableQueryState } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { auditActions, auditTargets } from '@sereno/validation';
import * as styles from './audit.css.ts';

/** "All": the selects have no empty choice, so each filter has one that says so. */
const all = 'all';

export interface AuditToolbarProps {
  table: TableQueryState;
  /** The chosen user's username, for a URL opened as a link (the options are not loaded yet). */
  actorLabel: string | undefined;
}

/** Action, object, who and which days; the table's headers sort. */
export function AuditToolbar({ table, actorLabel }: AuditToolbarProps) {
  const { t } = useTranslation();
  const { filters } = table;
  const choose = (key: string) => (value: string | null) => table.setFilter(key, value === all ? null : value);
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className={styles.toolbar} role="search" aria-label={t('audit.filters.label')}>
      <div className={styles.wideFilter}>
        <Select
          label={t('audit.filters.action')}
          value={filters.action ?? all}
          onChange={choose('action')}
          options={[{ key: all, label: t('audit.filters.all') }, ...auditActions.map((key) => ({ key, label: t(`audit.action.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t('audit.filters.target')}
          value={filters.targetType ?? all}
          onChange={choose('targetType')}
          options={[{ key: all, label: t('audit.filters.allTargets') }, ...auditTargets.map((key) => ({ key, label: t(`audit.target.${key}`) }))]}
        />
      </div>
      <div className={styles.filter}>
        <SearchSelect
          key={actorLabel ?? 'actor'}
          label={t('audit.filters.actor')}
          placeholder={t('audit.filters.actorPlaceholder')}
          value={filters.actorId ?? null}
          valueLabel={actorLabel}
          onChange={(value) => table.setFilter('actorId', value)}
          loadOptions={async ({ search, limit }) => {
            const page = await listUsers({ ...(search.trim() ? { search: search.trim() } : {}), limit: Math.min(limit, 25), sortKey: 'username' });
            return { options: page.users.map((user) => ({ key: user._id, label: user.username })), hasMore: page.totalUsers > page.users.length && limit < 25 };
          }}
        />
      </div>
      <div className={styles.wideFilter}>
        <DateRangePicker
          label={t('audit.filters.days')}
          value={filters.from && filters.to ? { start: filters.from, end: filters.to } : null}
          // Both ends in one change of the URL.
          onChange={(range) => table.setFilters({ from: range?.start ?? null, to: range?.end ?? null })}
        />
      </div>
      {hasFilters ? (
        <div className={styles.clear}>
          <Button variant="ghost" size="small" onPress={table.resetFilters}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
