import {
  devicesQuery,
  listExportUrl,
  useCreateDevice,
  useDeleteDevice,
  useRequestOtaUpdates,
  useRotateDeviceToken,
  useSessionUser,
  useUpdateDevice,
  type DeviceListItem,
} from '@sereno/api-client';
import { Button, ConfirmDialog, EmptyState, Notification, PageHeader, Stack, Text, useTableQueryState, useToast } from '@sereno/ui';
import { can, errorsNamespace } from '@sereno/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportLinks } from '../../shared/lists/ExportLinks.tsx';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { DeviceBulkActions } from './DeviceBulkActions.tsx';
import { DeviceFormDialog, type DeviceFormResult } from './DeviceFormDialog.tsx';
import { deviceTableQueryOptions, toDeviceListQuery } from './devicesListState.ts';
import * as styles from './DevicesPage.css.ts';
import { DevicesTable, type DeviceAction } from './DevicesTable.tsx';
import { DevicesToolbar } from './DevicesToolbar.tsx';
import { PrintLabelsDialog } from './labels/PrintLabelsDialog.tsx';
import { PlaceDeviceDialog } from './PlaceDeviceDialog.tsx';
import { TokenDialog, type ShownToken } from './TokenDialog.tsx';

/**
 * The devices list (spec §2 Devices, §7): search by monitor id, firmware up to date or outdated,
 * online or offline, sorted and paged through the query string; each row's room, owner, firmware
 * state and newest reading with its age. Staff who manage devices create, edit, delete them and
 * issue new tokens (each token shown once); an outdated device's update can be requested; those who
 * write rooms put a device in a room or swap it with a room's. Labels print for one device or for the
 * rows chosen; the rows chosen also take the firmware update or a new status in one call. On a phone the rows are cards.
 */
export function DevicesPage() {
  // Its toasts show in the private area's Toaster (PrivateLayout).
  return <DevicesConsole />;
}

function DevicesConsole() {
  const { t } = useTranslation();
  const { t: errorText } = useTranslation(errorsNamespace);
  const user = useSessionUser();
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const table = useTableQueryState(useSearchParams(), deviceTableQueryOptions);
  const page = useQuery({ ...devicesQuery(toDeviceListQuery(table)), placeholderData: keepPreviousData });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<'create' | DeviceListItem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [shownToken, setShownToken] = useState<ShownToken | null>(null);
  const [rotating, setRotating] = useState<DeviceListItem | null>(null);
  const [deleting, setDeleting] = useState<DeviceListItem | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [labelled, setLabelled] = useState<readonly DeviceListItem[]>([]);
  const [placing, setPlacing] = useState<DeviceListItem | null>(null);
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const remove = useDeleteDevice();
  const rotate = useRotateDeviceToken();
  const requestUpdates = useRequestOtaUpdates();
  const canManage = user ? can(user.role, 'devices.manage') : false;
  const canPlace = user ? can(user.role, 'devices.place') : false;
  const canWriteRooms = user ? can(user.role, 'rooms.write') : false;
  const canRequestUpdate = user ? can(user.role, 'devices.requestUpdate') : false;

  const save = async (values: DeviceFormResult) => {
    setFormError(null);
    try {
      if (editing === 'create') {
        const created = await create.mutateAsync({ ...values, status: 'active' });
        setEditing(null);
        setShownToken({ monitorId: values.monitorId, token: created.token, reason: 'created' });
      } else if (editing) {
        const { monitorId, ...changes } = values;
        await update.mutateAsync({ monitorId: editing.monitorId, ...changes });
        setEditing(null);
        toast({ tone: 'success', message: t('devices.form.saved', { monitorId }) });
      }
    } catch (failure) {
      setFormError(apiErrorMessage(failure));
    }
  };

  const onAction = (action: DeviceAction, device: DeviceListItem) => {
    setDialogError(null);
    setFormError(null);
    if (action === 'print') setLabelled([device]);
    else if (action === 'edit') setEditing(device);
    else if (action === 'place') setPlacing(device);
    else if (action === 'rotateToken') setRotating(device);
    else if (action === 'delete') setDeleting(device);
    else
      requestUpdates.mutate([device.monitorId], {
        onSuccess: () => toast({ tone: 'success', message: t('devices.updateRequested', { monitorId: device.monitorId }) }),
        onError: (failure) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null }),
      });
  };

  const hasFilters = Object.keys(table.filters).length > 0;
  // The rows chosen on the page shown: a new page, filter or sort starts a new choice.
  const selected = (page.data?.devices ?? []).filter((device) => selectedIds.has(device._id));
  const loadError = page.isError ? (
    <LoadError error={page.error} onRetry={() => void page.refetch()}>
      {t('devices.loadError')}
    </LoadError>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={2}
      title={hasFilters ? t('devices.empty.filteredTitle') : t('devices.empty.title')}
      description={hasFilters ? t('devices.empty.filteredText') : t('devices.empty.text')}
      action={
        hasFilters ? (
          <Button variant="secondary" onPress={table.resetFilters}>
            {t('devices.filters.clear')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={t('devices.title')}
          description={page.data ? t('devices.count', { count: page.data.totalDevices }) : undefined}
          actions={
            <>
              <ExportLinks hrefOf={(format) => listExportUrl('devices', toDeviceListQuery(table), format)} />
              {canManage ? (
                <Button icon={<Plus />} onPress={() => setEditing('create')}>
                  {t('devices.create')}
                </Button>
              ) : null}
            </>
          }
        />
        <DevicesToolbar table={table} />
        <DeviceBulkActions
          selected={selected}
          canRequestUpdate={canRequestUpdate}
          canManage={canManage}
          onPrintLabels={() => setLabelled(selected)}
          onClear={() => setSelectedIds(new Set())}
        />
        <DevicesTable
          devices={page.data?.devices ?? []}
          now={page.dataUpdatedAt}
          isLoading={page.isPending}
          error={loadError}
          emptyState={empty}
          footer={listFooter(table, page.data?.totalDevices)}
          sort={table.sort}
          onSortChange={(sort) => table.setSort(sort)}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          canManage={canManage}
          canPlace={canWriteRooms}
          canRequestUpdate={canRequestUpdate}
          onAction={onAction}
        />
      </Stack>
      <DeviceFormDialog
        target={editing}
        canPlace={canPlace}
        onCancel={() => setEditing(null)}
        onSave={(values) => void save(values)}
        isPending={create.isPending || update.isPending}
        error={formError}
      />
      <TokenDialog shown={shownToken} onClose={() => setShownToken(null)} />
      <PrintLabelsDialog devices={labelled} onClose={() => setLabelled([])} />
      <PlaceDeviceDialog device={placing} onClose={() => setPlacing(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => (open ? undefined : setRotating(null))}
        title={rotating ? t('devices.rotate.title', { monitorId: rotating.monitorId }) : ''}
        confirmLabel={t('devices.rotate.confirm')}
        tone="critical"
        onConfirm={async () => {
          if (!rotating) return;
          try {
            const token = await rotate.mutateAsync(rotating._id);
            setShownToken({ monitorId: rotating.monitorId, token, reason: 'rotated' });
          } catch (failure) {
            setDialogError(apiErrorMessage(failure));
            throw failure;
          }
        }}
      >
        <ConfirmText text={t('devices.rotate.text')} error={dialogError} />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? t('devices.delete.title', { monitorId: deleting.monitorId }) : ''}
        intent="delete"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting._id);
            toast({ tone: 'success', message: t('devices.delete.deleted', { monitorId: deleting.monitorId }) });
          } catch (failure) {
            // Spec §8: the deletion's failure reads 'Error deleting device', then the server's reason.
            setDialogError(`${errorText('DEVICE_DELETE_ERROR')}: ${apiErrorMessage(failure)}`);
            throw failure;
          }
        }}
      >
        <ConfirmText text={t('devices.delete.text')} error={dialogError} />
      </ConfirmDialog>
    </div>
  );
}

/** A confirmation's question, and why the last try failed, said where it was asked. */
function ConfirmText({ text, error }: { text: string; error: string | null }) {
  return (
    <Stack gap="medium">
      <Text>{text}</Text>
      {error ? (
        <Notification tone="error" autoHideMs={null}>
          {error}
        </Notification>
      ) : null}
    </Stack>
  );
}
