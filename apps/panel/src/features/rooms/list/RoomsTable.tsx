import type { RoomListItem } from '@sereno/api-client';
import { Badge, Button, DataTable, Inline, Stack, Text, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../shared/layout/TextLink.tsx';
import { paths } from '../../../shared/paths.ts';
import { formatMeasurement, isStale, noiseLevelTones, units } from '../shared/measurements.ts';
import { RoomStatusLabel } from '../shared/RoomStatusLabel.tsx';
import { stayKeyOf } from '../shared/stays.ts';
import { roomSortKeys } from './roomsListState.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';

export interface RoomsTableProps {
  rooms: readonly RoomListItem[];
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  canWrite: boolean;
  /** The owner's column, for those who see the rooms of several owners. */
  showOwner: boolean;
  onMerge: (room: RoomListItem) => void;
  onRequestDevice: (room: RoomListItem) => void;
  /** The rooms chosen for a bulk action; without `onSelectionChange` the rows have no checkboxes. */
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (selectedIds: ReadonlySet<string>) => void;
}

const sortable = (id: string) => (roomSortKeys as readonly string[]).includes(id);

/** The rooms as rows: the server sorts (by the columns it can sort on) and pages them. */
export function RoomsTable({
  rooms,
  isLoading,
  error,
  emptyState,
  footer,
  sort,
  onSortChange,
  canWrite,
  showOwner,
  onMerge,
  onRequestDevice,
  selectedIds,
  onSelectionChange,
}: RoomsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = (
    [
      {
        id: 'name',
        header: t('rooms.list.columns.name'),
        value: (room) => room.name,
        // The device and the owner under the name: two columns fewer, so that an administrator's
        // table, actions included, fits a laptop's width (the toolbar still sorts by both).
        cell: (room) => (
          <Stack gap="xxsmall">
            <TextLink to={paths.room(room._id)}>{room.name}</TextLink>
            {room.monitorId || (showOwner && room.username) ? (
              <Text size="small" tone="secondary">
                {[room.monitorId, showOwner ? room.username : undefined].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('rooms.list.columns.status'),
        value: (room) => room.status,
        cell: (room) => (
          <Stack gap="xxsmall">
            {room.monitor ? <RoomStatusLabel status={room.status} /> : t('rooms.list.card.noDeviceShort')}
            {room.activeAlarms > 0 ? (
              <Badge tone="critical" variant="strong">
                {t('rooms.list.card.activeAlarms', { count: room.activeAlarms })}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'noise',
        header: t('rooms.shared.noise'),
        align: 'end',
        value: (room) => room.data.value ?? null,
        cell: (room) => (
          <Inline gap="xsmall" align="center" justify="end">
            {/* A disconnected room's noise is how it was, not how it is: greyed, as on its card. */}
            <Text as="span" tone={isStale(room.status) ? 'secondary' : 'default'}>
              <span data-stale={isStale(room.status) || undefined}>{formatMeasurement(room.data.value, language, units.noise)}</span>
            </Text>
            {room.monitor ? <Badge tone={noiseLevelTones[room.data.level]}>{t(`rooms.shared.noiseLevel.${room.data.level}`)}</Badge> : null}
          </Inline>
        ),
      },
      {
        id: 'temperature',
        header: t('rooms.shared.temperature'),
        align: 'end',
        value: (room) => formatMeasurement(room.data.temperature, language, units.temperature, 1),
      },
      { id: 'smoke', header: t('rooms.shared.smoke'), align: 'end', value: (room) => formatMeasurement(room.data.smokingProbability, language, units.percent) },
      { id: 'occupancy', header: t('rooms.shared.occupancy'), align: 'end', value: (room) => formatMeasurement(room.data.pax, language, '') },
      {
        id: 'preset',
        header: t('rooms.list.columns.preset'),
        value: (room) => (room.preset ? (room.preset.standard ? t('rooms.list.bulk.standard') : room.preset.name) : t('rooms.list.table.ownSettings')),
      },
      {
        id: 'stay',
        header: t('rooms.list.columns.stay'),
        value: (room) => room.stay?.guestName ?? '—',
        cell: (room) =>
          room.stay ? (
            <Stack gap="xxsmall">
              <span>{room.stay.guestName}</span>
              <Text size="small" tone="secondary">
                {t(room.stay.current ? 'rooms.list.table.leaves' : 'rooms.list.table.arrives', {
                  when: formatDateTime(stayKeyOf(room.stay).when, language, { style: 'stay' }),
                })}
              </Text>
            </Stack>
          ) : (
            '—'
          ),
      },
    ] satisfies DataTableColumn<RoomListItem>[]
  ).map((column): DataTableColumn<RoomListItem> => ({ ...column, isSortable: sortable(column.id) }));

  return (
    <DataTable
      label={t('rooms.list.title')}
      columns={columns}
      rows={rooms}
      getRowId={(room) => room._id}
      {...(onSelectionChange ? { selectionMode: 'multiple' as const, selectedIds: selectedIds ?? new Set<string>(), onSelectionChange } : {})}
      sortMode="server"
      sort={sort}
      onSortChange={onSortChange}
      isLoading={isLoading}
      loadingRowCount={5}
      error={error}
      emptyState={emptyState}
      footer={footer}
      rowActions={
        canWrite
          ? (room) => (
              <Inline gap="xsmall" justify="end">
                <Button size="small" variant="secondary" onPress={() => onRequestDevice(room)}>
                  {room.monitor ? t('rooms.list.swapDevice.action') : t('rooms.list.card.requestDeviceShort')}
                </Button>
                <Button size="small" variant="ghost" onPress={() => onMerge(room)}>
                  {t('rooms.list.merge.action')}
                </Button>
              </Inline>
            )
          : undefined
      }
    />
  );
}
