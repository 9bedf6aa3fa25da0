import { listExportUrl, roomsQuery, useSessionUser, type RoomListItem } from '@sereno/api-client';
import { Button, Checkbox, EmptyState, Notification, PageHeader, Skeleton, Stack, useTableQueryState } from '@sereno/ui';
import { can } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportLinks } from '../../../shared/lists/ExportLinks.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { listFooter } from '../../../shared/lists/listFooter.tsx';
import { paths } from '../../../shared/paths.ts';
import { MergeRoomDialog } from '../shared/MergeRoomDialog.tsx';
import { useRoomErrorMessage } from '../shared/roomErrorMessage.ts';
import { LiveBadge } from './LiveBadge.tsx';
import { RequestDeviceDialog } from './RequestDeviceDialog.tsx';
import { canBulk, RoomBulkActions } from './RoomBulkActions.tsx';
import { RoomCard } from './RoomCard.tsx';
import { roomTableQueryOptions, toRoomListQuery, viewKey, viewOf, type RoomView } from './roomsListState.ts';
import * as styles from './RoomsPage.css.ts';
import { RoomsTable } from './RoomsTable.tsx';
import { RoomsToolbar } from './RoomsToolbar.tsx';
import { useLiveRoomValues } from './useLiveRoomValues.ts';

/** Readings age on screen ("hace 2 min") without a new request: the clock ticks every 30 s. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The rooms list (spec §2): cards or a table, filtered, searched, sorted and paged through the query
 * string, live from GET /api/events; add a room, equip one without a device, merge one into another.
 */
export function RoomsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const searchParams = useSearchParams();
  const [params, setParams] = searchParams;
  const table = useTableQueryState(searchParams, roomTableQueryOptions);
  const view = viewOf(params);
  const query = toRoomListQuery(table);
  const page = useQuery({ ...roomsQuery(query), placeholderData: keepPreviousData });
  const { live, withLiveValues } = useLiveRoomValues();
  const errorMessage = useRoomErrorMessage();
  const now = useNow();
  const [merging, setMerging] = useState<RoomListItem | null>(null);
  const [equipping, setEquipping] = useState<RoomListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canWrite = user ? can(user.role, 'rooms.write') : false;
  const bulkAllowed = canBulk(user?.role);
  // The rooms chosen for a bulk action: a new page, filter or sort starts a new choice.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const selectionKey = JSON.stringify(query);
  const [selectionOf, setSelectionOf] = useState(selectionKey);
  if (selectionOf !== selectionKey) {
    setSelectionOf(selectionKey);
    setSelectedIds(new Set());
    setAllMatching(false);
  }
  const clearSelection = () => {
    setSelectedIds(new Set());
    setAllMatching(false);
  };
  const choose = (ids: ReadonlySet<string>) => {
    setAllMatching(false);
    setSelectedIds(ids);
  };

  const setView = (next: RoomView) => {
    const updated = new URLSearchParams(params);
    if (next === 'cards') updated.delete(viewKey);
    else updated.set(viewKey, next);
    setParams(updated, { replace: true });
  };

  const rooms = (page.data?.rooms ?? []).map(withLiveValues);
  const isFirstLoad = page.isPending;
  const hasFilters = Object.keys(table.filters).length > 0;
  const footer = listFooter(table, page.data?.totalRooms);
  const loadError = page.isError ? (
    <LoadError error={page.error} describe={errorMessage} onRetry={() => void page.refetch()}>
      {t('rooms.list.loadError')}
    </LoadError>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={2}
      title={hasFilters ? t('rooms.list.empty.filteredTitle') : t('rooms.list.empty.title')}
      description={hasFilters ? t('rooms.list.empty.filteredText') : t('rooms.list.empty.text')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={table.resetFilters}>
            {t('rooms.list.filters.clear')}
          </Button>
        ) : canWrite ? (
          <Button onPress={() => void navigate(paths.newRoom)}>{t('rooms.list.add')}</Button>
        ) : null
      }
    />
  );

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('rooms.list.title')}
          description={page.data ? t('rooms.list.count', { count: page.data.totalRooms }) : undefined}
          actions={
            <>
              <ExportLinks hrefOf={(format) => listExportUrl('rooms', query, format)} />
              <LiveBadge state={live} />
              {canWrite ? (
                <Button icon={<Plus />} onPress={() => void navigate(paths.newRoom)}>
                  {t('rooms.list.add')}
                </Button>
              ) : null}
            </>
          }
        />
        {notice ? (
          <Notification tone="success" onClose={() => setNotice(null)}>
            {notice}
          </Notification>
        ) : null}
        <RoomsToolbar table={table} view={view} onViewChange={setView} />
        {bulkAllowed ? (
          <RoomBulkActions
            selection={allMatching ? { kind: 'allMatching', total: page.data?.totalRooms ?? 0 } : { kind: 'ids', ids: selectedIds }}
            pageCount={rooms.length}
            total={page.data?.totalRooms ?? 0}
            query={query}
            onSelectAllMatching={() => setAllMatching(true)}
            onClear={clearSelection}
          />
        ) : null}
        {view === 'table' ? (
          <RoomsTable
            rooms={rooms}
            isLoading={isFirstLoad}
            error={loadError}
            emptyState={empty}
            footer={footer}
            sort={table.sort}
            onSortChange={(sort) => table.setSort(sort)}
            canWrite={canWrite}
            showOwner={user ? can(user.role, 'rooms.readAll') : false}
            onMerge={setMerging}
            onRequestDevice={setEquipping}
            {...(bulkAllowed ? { selectedIds: allMatching ? new Set(rooms.map((room) => room._id)) : selectedIds, onSelectionChange: choose } : {})}
          />
        ) : (
          <Stack gap="medium">
            {loadError}
            {isFirstLoad ? (
              <ul className={styles.cards} aria-busy="true" aria-label={t('rooms.list.loading')}>
                {Array.from({ length: Math.min(table.pageSize, 6) }, (_, index) => (
                  <li key={index}>
                    <Skeleton shape="rect" height="15rem" />
                  </li>
                ))}
              </ul>
            ) : rooms.length === 0 && !page.isError ? (
              empty
            ) : (
              <>
                {bulkAllowed && rooms.length > 0 ? (
                  <Checkbox
                    label={t('rooms.list.bulk.selectPage')}
                    isSelected={allMatching || (rooms.length > 0 && rooms.every((room) => selectedIds.has(room._id)))}
                    isIndeterminate={!allMatching && selectedIds.size > 0 && selectedIds.size < rooms.length}
                    onChange={(chosen) => choose(chosen ? new Set(rooms.map((room) => room._id)) : new Set())}
                  />
                ) : null}
                <ul className={styles.cards} aria-label={t('rooms.list.title')}>
                  {rooms.map((room) => (
                    <li key={room._id}>
                      <RoomCard
                        room={room}
                        now={now}
                        canWrite={canWrite}
                        onMerge={setMerging}
                        onRequestDevice={setEquipping}
                        {...(bulkAllowed
                          ? {
                              selection: {
                                isSelected: allMatching || selectedIds.has(room._id),
                                onChange: (chosen: boolean) => {
                                  const next = new Set(allMatching ? rooms.map((other) => other._id) : selectedIds);
                                  if (chosen) next.add(room._id);
                                  else next.delete(room._id);
                                  choose(next);
                                },
                              },
                            }
                          : {})}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {footer}
          </Stack>
        )}
      </Stack>
      <MergeRoomDialog room={merging} onClose={() => setMerging(null)} onDone={setNotice} />
      <RequestDeviceDialog room={equipping} onClose={() => setEquipping(null)} onDone={setNotice} />
    </div>
  );
}
