import { useAssignDevice, useSwapRoomDevices, type RoomListItem } from '@sereno/api-client';
import { Button, Modal, Notification, Stack, Text, TextField } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimCodeField } from '../shared/ClaimCodeField.tsx';
import { useRoomErrorMessage } from '../shared/roomErrorMessage.ts';

export interface RequestDeviceDialogProps {
  /** The room to equip, or whose device to change; the dialog is open while it is set. */
  room: RoomListItem | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * A room without a device (spec §2): how to get one, and, once it is in the person's hands, putting it
 * in the room by the number printed on it (PUT /api/rooms/monitor/{monitorId}). A room with a device
 * swaps it for the one typed (PUT /api/rooms/{id}/swap-monitors): a device of another room the person
 * has goes there in exchange, and a new one leaves the old device in no room.
 */
export function RequestDeviceDialog({ room, onClose, onDone }: RequestDeviceDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useRoomErrorMessage();
  const assign = useAssignDevice();
  const swap = useSwapRoomDevices();
  const current = room?.monitor ? room.monitorId : undefined;
  const texts = current ? 'rooms.list.swapDevice' : 'rooms.list.device';
  const [monitorId, setMonitorId] = useState('');
  const [claimCode, setClaimCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMonitorId('');
    setClaimCode('');
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!room) return;
    const number = monitorId.trim();
    if (!number) {
      setFieldError(t('validation:required'));
      return;
    }
    setFieldError(undefined);
    setError(null);
    try {
      const call = { monitorId: number, roomId: room._id, claimCode: claimCode.trim() || undefined };
      await (current ? swap.mutateAsync(call) : assign.mutateAsync(call));
      onDone(t(`${texts}.assigned`, { monitorId: number, room: room.name }));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal open={room !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Modal.Title>{t(`${texts}.title`, { room: room?.name ?? '' })}</Modal.Title>
      <Modal.Description>{t(`${texts}.intro`, { monitorId: current })}</Modal.Description>
      <Modal.Body>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="medium">
            <Text size="small" tone="secondary">
              {t(`${texts}.howTo`, { monitorId: current })}
            </Text>
            <TextField
              label={t('rooms.list.device.monitorId')}
              description={t('rooms.list.device.monitorIdHelp')}
              value={monitorId}
              onChange={setMonitorId}
              errorMessage={fieldError}
              isRequired
              autoComplete="off"
            />
            <ClaimCodeField value={claimCode} onChange={setClaimCode} />
            {error ? (
              <Notification tone="error" autoHideMs={null}>
                {error}
              </Notification>
            ) : null}
          </Stack>
        </form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={close}>
          {t('rooms.shared.cancel')}
        </Button>
        <Button onPress={() => void submit()} isPending={assign.isPending || swap.isPending}>
          {t(`${texts}.submit`)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
