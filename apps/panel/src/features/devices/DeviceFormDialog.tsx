import { zodResolver } from '@hookform/resolvers/zod';
import { ownerRoomsQuery, searchUsernames, type DeviceListItem } from '@sereno/api-client';
import { Modal, SEARCH_SELECT_PAGE_SIZE, SearchSelect, Select, Stack } from '@sereno/ui';
import { deviceSchema } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../shared/forms/FormField.tsx';
import { textInput } from '../../shared/forms/inputs/textInput.tsx';
import { FormDialogFooter, FormError } from '../../shared/forms/FormDialogEnd.tsx';

const deviceFormSchema = z.object({
  monitorId: deviceSchema.shape.monitorId,
  firmware: z.string(),
  operator: z.string(),
  ownerId: z.string().nullable(),
  roomId: z.string().nullable(),
});
type DeviceFormValues = z.input<typeof deviceFormSchema>;

/** What the form sends: empty texts left out; the owner and the room only when whoever saves may place devices. */
export interface DeviceFormResult {
  monitorId: string;
  firmware?: string;
  operator?: string;
  ownerId?: string;
  roomId?: string;
}

export interface DeviceFormDialogProps {
  /** `create` for a new device, or the device being changed; the dialog is open while it is set. */
  target: 'create' | DeviceListItem | null;
  /** Administrators and controllers decide a device's owner and room (`devices.place`). */
  canPlace: boolean;
  onCancel: () => void;
  onSave: (values: DeviceFormResult) => void;
  isPending: boolean;
  /** Why the last try failed, said in the dialog. */
  error: string | null;
}

/** Create or change a device: its monitor id (fixed once created), firmware and operator, and for staff its owner and room. */
export function DeviceFormDialog({ target, ...props }: DeviceFormDialogProps) {
  const { t } = useTranslation();
  const device = target === 'create' ? null : target;
  return (
    <Modal open={target !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable={!props.isPending}>
      <Modal.Title>{device ? t('devices.form.editTitle', { monitorId: device.monitorId }) : t('devices.form.createTitle')}</Modal.Title>
      {target !== null ? <DeviceForm key={device?._id ?? 'new'} device={device} {...props} /> : null}
    </Modal>
  );
}

function DeviceForm({ device, canPlace, onCancel, onSave, isPending, error }: Omit<DeviceFormDialogProps, 'target'> & { device: DeviceListItem | null }) {
  const { t } = useTranslation();
  // The usernames the owner select loaded, to name the owner chosen among them.
  const usernames = useRef(new Map<string, string>());
  const [ownerName, setOwnerName] = useState(device?.owner);
  const { control, handleSubmit, setValue } = useForm<DeviceFormValues>({
    resolver: zodResolver(deviceFormSchema),
    defaultValues: {
      monitorId: device?.monitorId ?? '',
      firmware: device?.firmware ?? '',
      operator: device?.operator ?? '',
      ownerId: device?.ownerId ?? null,
      roomId: device?.roomId ?? null,
    },
  });
  const ownerId = useWatch({ control, name: 'ownerId' });
  const roomId = useWatch({ control, name: 'roomId' });
  const rooms = useQuery({ ...ownerRoomsQuery(ownerId ?? undefined), enabled: canPlace && ownerId !== null });

  const submit = handleSubmit((values) => {
    const firmware = values.firmware.trim();
    const operator = values.operator.trim();
    onSave({
      monitorId: values.monitorId.trim(),
      ...(firmware ? { firmware } : {}),
      ...(operator ? { operator } : {}),
      ...(canPlace && values.ownerId && values.ownerId !== device?.ownerId ? { ownerId: values.ownerId } : {}),
      ...(canPlace && values.roomId && values.roomId !== device?.roomId ? { roomId: values.roomId } : {}),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={device ? t('devices.form.editTitle', { monitorId: device.monitorId }) : t('devices.form.createTitle')}
    >
      <Modal.Body>
        <Stack gap="medium">
          {/* The monitor id never changes (the readings are kept under it): the title names it when editing. */}
          {device === null ? (
            <FormField
              control={control}
              name="monitorId"
              input={textInput}
              label={t('devices.form.monitorId')}
              description={t('devices.form.monitorIdHint')}
              isRequired
            />
          ) : null}
          <FormField control={control} name="firmware" input={textInput} label={t('devices.form.firmware')} />
          <FormField control={control} name="operator" input={textInput} label={t('devices.form.operator')} />
          {canPlace ? (
            <>
              <SearchSelect
                label={t('devices.form.owner')}
                placeholder={t('devices.form.ownerPlaceholder')}
                value={ownerId}
                valueLabel={ownerId ? ownerName : undefined}
                loadOptions={async ({ search, limit, signal }) => {
                  // The server answers ten at a time: "load more" asks for the pages up to `limit`.
                  const options: { key: string; label: string }[] = [];
                  let hasMore = true;
                  for (let offset = 0; offset < limit && hasMore; offset += SEARCH_SELECT_PAGE_SIZE) {
                    const page = await searchUsernames(search, offset, signal);
                    for (const user of page.usernames) usernames.current.set(user._id, user.username);
                    options.push(...page.usernames.map((user) => ({ key: user._id, label: user.username })));
                    hasMore = page.hasMore;
                  }
                  return { options, hasMore };
                }}
                onChange={(value) => {
                  setOwnerName(value ? usernames.current.get(value) : undefined);
                  setValue('ownerId', value);
                  setValue('roomId', null);
                }}
              />
              <Select
                label={t('devices.form.room')}
                description={t('devices.form.roomHint')}
                placeholder={t('devices.form.roomPlaceholder')}
                isDisabled={ownerId === null}
                value={roomId}
                onChange={(value) => setValue('roomId', value)}
                options={(rooms.data ?? []).map((room) => ({ key: room._id, label: room.name }))}
              />
            </>
          ) : null}
          <FormError message={error} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter
        onCancel={onCancel}
        isPending={isPending}
        cancelLabel={t('devices.actions.cancel')}
        submitLabel={device ? t('devices.form.save') : t('devices.form.create')}
      />
    </form>
  );
}
