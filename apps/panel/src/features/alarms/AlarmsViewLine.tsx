import { Button, Text, type TableQuery } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAlarmSort, isDefaultAlarmView } from './alarmsListState.ts';
import * as styles from './AlarmsPage.css.ts';

export interface AlarmsViewLineProps {
  table: Pick<TableQuery, 'filters' | 'sort'>;
  /** Back to the default view (every alarm, the active ones first) in one tap. */
  onReset: () => void;
  /** What opens the filters where they are folded away (a phone). */
  filtersAction?: ReactNode;
}

const sortedColumns = ['createdAt', 'name', 'type', 'level'] as const;

/** Says in words what the list shows and in which order, so that the defaults are visible, with a reset when the view is not the default. */
export function AlarmsViewLine({ table, onReset, filtersAction }: AlarmsViewLineProps) {
  const { t } = useTranslation();
  const { filters, sort } = table;
  const otherFilters = Object.keys(filters).filter((key) => key !== 'notified').length;
  const column = sortedColumns.find((id) => id === sort?.columnId);
  const isDefaultSort = sort?.columnId === defaultAlarmSort.columnId && sort.direction === defaultAlarmSort.direction;
  const parts = [
    filters.notified === 'true' ? t('alarms.view.onlyNotified') : t('alarms.view.everyAlarm'),
    isDefaultSort || !column ? t('alarms.view.priorityOrder') : t('alarms.view.sortedBy', { column: t(`alarms.view.columns.${column}`) }),
    ...(otherFilters > 0 ? [t('alarms.view.filters', { count: otherFilters })] : []),
  ];
  return (
    <div className={styles.viewLine}>
      <Text size="small" tone="secondary">
        {parts.join(' · ')}
      </Text>
      <span className={styles.viewActions}>
        {isDefaultAlarmView(table) ? null : (
          <Button variant="ghost" size="small" onPress={onReset}>
            {t('alarms.view.reset')}
          </Button>
        )}
        {filtersAction}
      </span>
    </div>
  );
}
