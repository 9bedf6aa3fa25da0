import {
  alarmsExportUrl,
  alarmStatisticsQuery,
  alarmsQuery,
  roomDetailQuery,
  useAcknowledgeAlarm,
  useResolveAlarm,
  useSessionUser,
  type AlarmListItem,
  type AlarmResolution,
} from '@sereno/api-client';
import { Button, EmptyState, Modal, PageHeader, Stack, useTableQueryState, useToast, writeTableQuery } from '@sereno/ui';
import { can } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BellRing, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveAlarms } from '../../shared/alarms/useLiveAlarms.ts';
import { picksAmongOwners } from '../../shared/access/questions.ts';
import { ExportLinks } from '../../shared/lists/ExportLinks.tsx';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { LiveBadge } from '../../shared/layout/LiveBadge.tsx';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { AlarmAlertSettings } from './AlarmAlertSettings.tsx';
import { AlarmDetailsModal, type AlarmNotice } from './AlarmDetailsModal.tsx';
import { useAlarmErrorMessage } from './alarmErrorMessage.ts';
import { alarmTableQueryOptions, defaultAlarmSort, idOf, toAlarmExportQuery, toAlarmListQuery, toAlarmStatisticsQuery } from './alarmsListState.ts';
import * as styles from './AlarmsPage.css.ts';
import { AlarmStatistics } from './AlarmStatistics.tsx';
import { AlarmsTable } from './AlarmsTable.tsx';
import { AlarmsToolbar } from './AlarmsToolbar.tsx';
import { AlarmsViewLine } from './AlarmsViewLine.tsx';
import { ResolveAlarmDialog } from './ResolveAlarmDialog.tsx';

/**
 * The alarms list (spec §7 Alarms): filtered by user, room, type, state and dates, with or without the
 * alarms that notified nobody, all in the query string; the statistics of the chosen user or room; a
 * page of alarms with their details and, while active, acknowledge and resolve (after a confirmation
 * with an optional reason and note). What they did shows where they were asked: a toast over the
 * list, a notice in the details. Live: an alarm raised, changed or resolved anywhere the user sees
 * refreshes the list and the statistics.
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
  const { toast } = useToast();
  const acknowledge = useAcknowledgeAlarm();
  const resolve = useResolveAlarm();
  // The alarm of the details dialog, and what was last done in it.
  const [shown, setShown] = useState<AlarmListItem | null>(null);
  /** The sheet open over the list: the filters (folded away on a phone) or the alerts. */
  const [sheet, setSheet] = useState<'filters' | 'alerts' | null>(null);
  const isNarrow = useIsNarrow();
  const [modalNotice, setModalNotice] = useState<AlarmNotice | null>(null);
  // The alarm whose resolve, asked from its row, waits for confirmation, and why the last try failed.
  const [confirming, setConfirming] = useState<AlarmListItem | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  // The user select is for those who see the rooms of many owners and pick among them.
  const showUser = user ? picksAmongOwners(user.role) : false;

  // The names the selects show for ids that came with the URL: the room's own, the user's from its alarms.
  const roomId = idOf(table.filters.roomId);
  const ownerId = idOf(table.filters.ownerId);
  const room = useQuery({ ...roomDetailQuery(roomId ?? ''), enabled: roomId !== undefined });
  const roomLabel = roomId ? (room.data?.name ?? page.data?.alarms.find((alarm) => alarm.roomId === roomId)?.name) : undefined;
  const userLabel = ownerId ? page.data?.alarms.find((alarm) => alarm.ownerId === ownerId)?.username : undefined;

  // The alarm a message links to (`paths.alarm`): its details open once the page holds it (set while
  // rendering, once per alarm), and closing them drops it from the address.
  const linkedId = idOf(params.get('alarm') ?? undefined);
  const linked = linkedId ? page.data?.alarms.find((alarm) => alarm._id === linkedId) : undefined;
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linked && openedLink !== linked._id) {
    setOpenedLink(linked._id);
    setModalNotice(null);
    setShown(linked);
  }
  const closeDetails = () => {
    setShown(null);
    if (!params.has('alarm')) return;
    const next = new URLSearchParams(params);
    next.delete('alarm');
    setParams(next, { replace: true });
  };

  const onUserChange = (ownerId: string | null) => {
    const filters = { ...table.filters, ownerId: ownerId ?? '', roomId: '' };
    setParams(writeTableQuery(params, { ...table, filters, page: 1 }, alarmTableQueryOptions), { replace: true });
  };

  const runAcknowledge = async (alarm: AlarmListItem, from: 'table' | 'modal') => {
    if (from === 'modal') setModalNotice(null);
    try {
      const acknowledged = await acknowledge.mutateAsync(alarm._id);
      const text = t('alarms.acknowledgedNotice', { room: alarm.name });
      if (from === 'modal') {
        setShown(acknowledged);
        setModalNotice({ tone: 'success', text });
      } else toast({ tone: 'success', message: text });
    } catch (failure) {
      const text = alarmErrorMessage(failure);
      if (from === 'modal') setModalNotice({ tone: 'error', text });
      else toast({ tone: 'error', message: text, autoHideMs: null });
    }
  };

  /** Resolves with why and a note; answers whether it worked. */
  const runResolve = async (alarm: AlarmListItem, resolution: AlarmResolution, from: 'table' | 'modal'): Promise<boolean> => {
    setModalNotice(null);
    setConfirmError(null);
    try {
      const resolved = await resolve.mutateAsync({ alarmId: alarm._id, ...resolution });
      const text = t('alarms.resolved', { room: alarm.name });
      if (from === 'modal') {
        setShown(resolved);
        setModalNotice({ tone: 'success', text });
      } else {
        setConfirming(null);
        toast({ tone: 'success', message: text });
      }
      return true;
    } catch (failure) {
      const text = alarmErrorMessage(failure);
      if (from === 'modal') setModalNotice({ tone: 'error', text });
      else setConfirmError(text);
      return false;
    }
  };

  // Back to every alarm, the active ones first: the filters and the order in one tap.
  const resetView = () =>
    setParams(writeTableQuery(params, { ...table, filters: {}, sort: defaultAlarmSort, page: 1 }, alarmTableQueryOptions), { replace: true });
  const hasFilters = Object.keys(table.filters).length > 0;
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
      description={hasFilters ? t('alarms.empty.filteredText') : t('alarms.empty.text')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={resetView}>
            {t('alarms.view.reset')}
          </Button>
        ) : null
      }
    />
  );

  const statisticsBlock = statistics.isError ? (
    <LoadError error={statistics.error} onRetry={() => void statistics.refetch()}>
      {t('alarms.statistics.loadError')}
    </LoadError>
  ) : (
    <AlarmStatistics counts={statistics.data} />
  );
  const toolbar = <AlarmsToolbar table={table} showUserFilter={showUser} userLabel={userLabel} roomLabel={roomLabel} onUserChange={onUserChange} />;

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('alarms.title')}
          description={page.data ? t('alarms.count', { count: page.data.totalAlarms }) : undefined}
          actions={
            <>
              <LiveBadge state={live} />
              <Button variant="ghost" size="small" icon={<BellRing />} onPress={() => setSheet('alerts')}>
                {t('alarms.alerts.show')}
              </Button>
              <ExportLinks hrefOf={(format) => alarmsExportUrl(toAlarmExportQuery(table), format)} />
            </>
          }
        />
        {isNarrow ? null : statisticsBlock}
        {isNarrow ? null : toolbar}
        <AlarmsViewLine
          table={table}
          onReset={resetView}
          filtersAction={
            isNarrow ? (
              <Button variant="secondary" size="small" icon={<SlidersHorizontal />} onPress={() => setSheet('filters')}>
                {t('alarms.filtersButton')}
              </Button>
            ) : null
          }
        />
        <AlarmsTable
          alarms={page.data?.alarms ?? []}
          isLoading={page.isPending}
          error={loadError}
          emptyState={empty}
          footer={footer}
          sort={table.sort}
          onSortChange={(sort) => table.setSort(sort)}
          showUser={user ? can(user.role, 'rooms.readAll') : false}
          acknowledgingId={acknowledge.isPending ? acknowledge.variables : undefined}
          onDetails={(alarm) => {
            setModalNotice(null);
            setShown(alarm);
          }}
          onAcknowledge={(alarm) => void runAcknowledge(alarm, 'table')}
          onResolve={(alarm) => {
            setConfirmError(null);
            setConfirming(alarm);
          }}
        />
        {/* On a phone the list comes first: the figures follow it, the filters fold into a sheet. */}
        {isNarrow ? statisticsBlock : null}
      </Stack>
      <Modal open={sheet === 'filters'} onOpenChange={(open) => (open ? undefined : setSheet(null))}>
        <Modal.Title>{t('alarms.filters.label')}</Modal.Title>
        <Modal.Body>{toolbar}</Modal.Body>
        <Modal.Footer>
          <Button onPress={() => setSheet(null)}>{t('alarms.actions.done')}</Button>
        </Modal.Footer>
      </Modal>
      <Modal open={sheet === 'alerts'} onOpenChange={(open) => (open ? undefined : setSheet(null))}>
        <Modal.Title>{t('alarms.alerts.title')}</Modal.Title>
        <Modal.Body>
          <AlarmAlertSettings />
        </Modal.Body>
        <Modal.Footer>
          <Button onPress={() => setSheet(null)}>{t('alarms.actions.done')}</Button>
        </Modal.Footer>
      </Modal>
      <ResolveAlarmDialog
        alarm={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(alarm, resolution) => void runResolve(alarm, resolution, 'table')}
        isPending={resolve.isPending}
        error={confirmError}
      />
      <AlarmDetailsModal
        alarm={shown}
        onClose={closeDetails}
        onAcknowledge={(alarm) => void runAcknowledge(alarm, 'modal')}
        onResolve={(alarm, resolution) => runResolve(alarm, resolution, 'modal')}
        isAcknowledging={acknowledge.isPending}
        isResolving={resolve.isPending}
        notice={modalNotice}
        onNoticeClose={() => setModalNotice(null)}
      />
    </div>
  );
}
