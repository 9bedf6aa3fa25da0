import { useAssignDevice, type RoomListItem } from '@sereno/api-client';
import { Button, Modal, Notification, Stack, Text, TextField } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimCodeField } from '../shared/ClaimCodeField.tsx';
import { useRoomErrorMessage } from '../shared/roomErrorMessage.ts';

export interface RequestDeviceDialogProps {
  /** The room without a device; the dialog is open while it is set. */
  room: RoomListItem | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * A room without a device (spec §2): how to get one, and, once it is in the person's hands, putting it
 * in the room by the number printed on it (PUT /api/rooms/monitor/{monitorId}).
 */
export function RequestDeviceDialog({ room, onClose, onDone }: RequestDeviceDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useRoomErrorMessage();
  const assign = useAssignDevice();
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
      await assign.mutateAsync({ monitorId: number, roomId: room._id, claimCode: claimCode.trim() || undefined });
      onDone(t('rooms.list.device.assigned', { monitorId: number, room: room.name }));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal open={room !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Modal.Title>{t('rooms.list.device.title', { room: room?.name ?? '' })}</Modal.Title>
      <Modal.Description>{t('rooms.list.device.intro')}</Modal.Description>
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
              {t('rooms.list.device.howTo')}
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
        <Button onPress={() => void submit()} isPending={assign.isPending}>
          {t('rooms.list.device.submit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
