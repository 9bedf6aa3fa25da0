import type { DeviceListItem } from '@sereno/api-client';
import { DataTable, Text, type DataTableColumn, type DataTableSort } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../shared/layout/useIsNarrow.ts';
import { DeviceActions, type DeviceAction, type DeviceActionsAllowed } from './DeviceActions.tsx';
import { DeviceCards } from './DeviceCards.tsx';
import { DeviceFirmware } from './DeviceFirmware.tsx';
import { DeviceReading } from './DeviceReading.tsx';
import * as styles from './DevicesPage.css.ts';
import { deviceSortKeys } from './devicesListState.ts';

export type { DeviceAction } from './DeviceActions.tsx';

export interface DevicesTableProps extends DeviceActionsAllowed {
  devices: readonly DeviceListItem[];
  /** When the page was loaded: the age of each reading is counted from it. */
  now: number;
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
  onAction: (action: DeviceAction, device: DeviceListItem) => void;
}

/**
 * The devices as rows: the server sorts and pages them; each row carries its actions. On a phone they
 * are cards (DeviceCards.tsx), which the toolbar's sort orders: five columns and the actions would
 * scroll sideways there.
 */
export function DevicesTable({ devices, now, canManage, canPlace, canRequestUpdate, onAction, ...table }: DevicesTableProps) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  const absent = (text: string) => <Text tone="secondary">{text}</Text>;
  const columns: DataTableColumn<DeviceListItem>[] = (
    [
      {
        id: 'monitorId',
        header: t('devices.columns.monitorId'),
        value: (device) => device.monitorId,
        cell: (device) => <span className={styles.monitorId}>{device.monitorId}</span>,
      },
      {
        id: 'room',
        header: t('devices.columns.room'),
        value: (device) => device.roomName ?? '',
        cell: (device) => device.roomName ?? absent(t('devices.noRoom')),
      },
      {
        id: 'owner',
        header: t('devices.columns.owner'),
        value: (device) => device.owner ?? '',
        cell: (device) => device.owner ?? absent(t('devices.noOwner')),
      },
      {
        id: 'firmware',
        header: t('devices.columns.firmware'),
        value: (device) => device.firmware ?? '',
        cell: (device) => <DeviceFirmware device={device} />,
      },
      {
        id: 'lastSeenAt',
        header: t('devices.columns.lastReading'),
        value: (device) => device.lastSeenAt ?? '',
        cell: (device) => <DeviceReading device={device} now={now} />,
      },
    ] satisfies DataTableColumn<DeviceListItem>[]
  ).map((column) => ({ ...column, isSortable: (deviceSortKeys as readonly string[]).includes(column.id) }));

  const actions = (device: DeviceListItem) => (
    <DeviceActions device={device} canManage={canManage} canPlace={canPlace} canRequestUpdate={canRequestUpdate} onAction={onAction} />
  );

  if (isNarrow) return <DeviceCards devices={devices} now={now} actions={actions} {...table} />;

  return (
    <DataTable
      label={t('devices.title')}
      columns={columns}
      rows={devices}
      getRowId={(device) => device._id}
      sortMode="server"
      sort={table.sort}
      onSortChange={table.onSortChange}
      selectionMode="multiple"
      selectedIds={table.selectedIds}
      onSelectionChange={table.onSelectionChange}
      rowActions={actions}
      isLoading={table.isLoading}
      loadingRowCount={5}
      error={table.error}
      emptyState={table.emptyState}
      footer={table.footer}
    />
  );
}
