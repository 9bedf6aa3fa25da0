import { alarmsExportUrl, alarmStatisticsQuery, alarmsQuery, roomDetailQuery, useResolveAlarm, useSessionUser, type AlarmListItem } from '@sereno/api-client';
import { Button, EmptyState, Notification, PageHeader, Stack, useTableQueryState, writeTableQuery } from '@sereno/ui';
import { can } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveAlarms } from '../../shared/alarms/useLiveAlarms.ts';
import { picksAmongOwners } from '../../shared/access/questions.ts';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { LiveBadge } from '../../shared/layout/LiveBadge.tsx';
import { textLink } from '../../shared/layout/TextLink.css.ts';
import { AlarmDetailsModal } from './AlarmDetailsModal.tsx';
import { useAlarmErrorMessage } from './alarmErrorMessage.ts';
import { alarmTableQueryOptions, idOf, toAlarmExportQuery, toAlarmListQuery, toAlarmStatisticsQuery } from './alarmsListState.ts';
import * as styles from './AlarmsPage.css.ts';
import { AlarmStatistics } from './AlarmStatistics.tsx';
import { AlarmsTable } from './AlarmsTable.tsx';
import { AlarmsToolbar } from './AlarmsToolbar.tsx';

/**
 * The alarms list (spec §7 Alarms): filtered by user, room, type, state and dates, with or without the
 * alarms that notified nobody, all in the query string; the statistics of the chosen user or room; a
 * page of alarms with their details and, while active, resolve. Live: an alarm raised, changed or
 * resolved anywhere the user sees refreshes the list and the statistics.
 */
export function AlarmsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const searchParams = useSearchParams();
  const [params, setParams] = searchParams;
  const table = useTableQueryState(searchParams, alarmTableQueryOptions);
  const query = toAlarmListQuery(table);
  const page = useQuery({ ...alarmsQuery(query), placeholderData: keepPreviousData });
  const statistics = useQuery(alarmStatisticsQuery(toAlarmStatisticsQuery(table)));
  const live = useLiveAlarms();
  const alarmErrorMessage = useAlarmErrorMessage();
  const resolve = useResolveAlarm();
  const [shown, setShown] = useState<AlarmListItem | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);
  // The user select is for those who see the rooms of many owners and pick among them.
  const showUser = user ? picksAmongOwners(user.role) : false;

  // The names the selects show for ids that came with the URL: the room's own, the user's from its alarms.
  const roomId = idOf(table.filters.roomId);
  const ownerId = idOf(table.filters.ownerId);
  const room = useQuery({ ...roomDetailQuery(roomId ?? ''), enabled: roomId !== undefined });
  const roomLabel = roomId ? (room.data?.name ?? page.data?.alarms.find((alarm) => alarm.roomId === roomId)?.name) : undefined;
  const userLabel = ownerId ? page.data?.alarms.find((alarm) => alarm.ownerId === ownerId)?.username : undefined;

  const onUserChange = (ownerId: string | null) => {
    const filters = { ...table.filters, ownerId: ownerId ?? '', roomId: '' };
    setParams(writeTableQuery(params, { ...table, filters, page: 1 }, alarmTableQueryOptions), { replace: true });
  };

  const runResolve = async (alarm: AlarmListItem, from: 'table' | 'modal') => {
    setNotice(null);
    setModalError(null);
    try {
      const resolved = await resolve.mutateAsync(alarm._id);
      if (from === 'modal') setShown(resolved);
      setNotice({ tone: 'success', text: t('alarms.resolved', { room: alarm.name }) });
    } catch (failure) {
      const text = alarmErrorMessage(failure);
      if (from === 'modal') setModalError(text);
      else setNotice({ tone: 'error', text });
    }
  };

  const hasFilters = Object.keys(table.filters).some((key) => key !== 'showAll');
  const footer = listFooter(table, page.data?.totalAlarms);
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('alarms.loadError')}
    </LoadError>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={2}
      title={hasFilters ? t('alarms.empty.filteredTitle') : t('alarms.empty.title')}
      description={hasFilters ? t('alarms.empty.filteredText') : table.filters.showAll === 'true' ? t('alarms.empty.text') : t('alarms.empty.hiddenText')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={table.resetFilters}>
            {t('alarms.filters.reset')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('alarms.title')}
          description={page.data ? t('alarms.count', { count: page.data.totalAlarms }) : undefined}
          actions={
            <>
              <LiveBadge state={live} />
              <a className={`${textLink} ${styles.exportLink}`} href={alarmsExportUrl(toAlarmExportQuery(table))} download>
                <Download className={styles.icon} aria-hidden />
                {t('alarms.exportCsv')}
              </a>
            </>
          }
        />
        {statistics.isError ? (
          <LoadError error={statistics.error} onRetry={() => void statistics.refetch()}>
            {t('alarms.statistics.loadError')}
          </LoadError>
        ) : (
          <AlarmStatistics counts={statistics.data} />
        )}
        <AlarmsToolbar table={table} showUserFilter={showUser} userLabel={userLabel} roomLabel={roomLabel} onUserChange={onUserChange} />
        {notice ? (
          <Notification tone={notice.tone} autoHideMs={notice.tone === 'error' ? null : undefined} onClose={() => setNotice(null)}>
            {notice.text}
          </Notification>
        ) : null}
        <AlarmsTable
          alarms={page.data?.alarms ?? []}
          isLoading={page.isPending}
          error={loadError}
          emptyState={empty}
          footer={footer}
          sort={table.sort}
          onSortChange={(sort) => table.setSort(sort)}
          showUser={user ? can(user.role, 'rooms.readAll') : false}
          resolvingId={resolve.isPending ? resolve.variables : undefined}
          onDetails={(alarm) => {
            setModalError(null);
            setShown(alarm);
          }}
          onResolve={(alarm) => void runResolve(alarm, 'table')}
        />
      </Stack>
      <AlarmDetailsModal
        alarm={shown}
        onClose={() => setShown(null)}
        onResolve={(alarm) => void runResolve(alarm, 'modal')}
        isResolving={resolve.isPending}
        error={modalError}
      />
    </div>
  );
}
