import { monitoredDevicesQuery } from '@sereno/api-client';
import { Button, EmptyState, PageHeader, Skeleton, Stack, useTableQueryState } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { LiveBadge } from '../../shared/layout/LiveBadge.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { useNow } from '../../shared/time/useNow.ts';
import { MonitorCard } from './MonitorCard.tsx';
import { isInactive, monitorsPage, monitorsTableQueryOptions } from './monitorsListState.ts';
import * as styles from './MonitorsPage.css.ts';
import { MonitorsToolbar } from './MonitorsToolbar.tsx';
import { useLiveMonitors } from './useLiveMonitors.ts';

/**
 * The monitors page (spec §2 Monitors, GET /api/monitors/lexeon-devices): every device of the family
 * as a card — one column on a phone — kept live by the event stream, searched, filtered, sorted and
 * paged through the query string. Staff and manufacturers (`devices.monitor`).
 */
export function MonitorsPage() {
  const { t, i18n } = useTranslation();
  const table = useTableQueryState(useSearchParams(), monitorsTableQueryOptions);
  const list = useQuery(monitoredDevicesQuery());
  const { live, withLiveValues } = useLiveMonitors();
  const now = useNow();
  const devices = (list.data ?? []).map(withLiveValues);
  const shown = monitorsPage(devices, table, now, i18n.language);
  const inactive = devices.filter((device) => isInactive(device, now)).length;
  const hasFilters = Object.keys(table.filters).length > 0;

  const content = () => {
    if (list.isError)
      return (
        <LoadError error={list.error} onRetry={() => void list.refetch()}>
          {t('monitors.loadError')}
        </LoadError>
      );
    if (list.isPending) return <Skeleton shape="rect" height="16rem" />;
    if (shown.total === 0)
      return (
        <EmptyState
          headingLevel={2}
          title={hasFilters ? t('monitors.empty.filteredTitle') : t('monitors.empty.title')}
          description={hasFilters ? t('monitors.empty.filteredText') : t('monitors.empty.text')}
          action={
            hasFilters ? (
              <Button variant="secondary" onPress={table.resetFilters}>
                {t('monitors.filters.clear')}
              </Button>
            ) : null
          }
        />
      );
    return (
      <Stack gap="medium">
        <ul className={styles.cards} aria-label={t('monitors.list')}>
          {shown.devices.map((device) => (
            <MonitorCard key={device.monitorId} device={device} now={now} />
          ))}
        </ul>
        {listFooter(table, shown.total)}
      </Stack>
    );
  };

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('monitors.title')}
          description={
            list.data
              ? `${t('monitors.count', { count: devices.length })}${inactive > 0 ? ` · ${t('monitors.inactiveCount', { count: inactive })}` : ''}`
              : t('monitors.description')
          }
          actions={<LiveBadge state={live} />}
        />
        <MonitorsToolbar table={table} />
        {content()}
      </Stack>
    </div>
  );
}
