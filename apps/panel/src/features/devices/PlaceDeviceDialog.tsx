import { listRooms, usePutDeviceInRoom, useSwapRoomDevices, type DeviceListItem, type RoomListItem } from '@sereno/api-client';
import { Button, Modal, Notification, Radio, RadioGroup, SearchSelect, Stack, Text, useToast } from '@sereno/ui';
import { errorsNamespace } from '@sereno/validation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';

export interface PlaceDeviceDialogProps {
  /** The device to put in a room; the dialog is open while it is set. */
  device: DeviceListItem | null;
  onClose: () => void;
}

/**
 * Put a device in a room, or swap it with the room's (spec §7 Rooms): the room is searched by name,
 * address, monitor id or owner. A room that already has a device either swaps it with this device's
 * room (PUT /api/rooms/{id}/swap-monitors: both rooms stay watched) or lets it go to no room
 * (PUT /api/rooms/monitor/{monitorId}: a broken device replaced by a new one). Staff who write rooms
 * (`rooms.write`); they see every device and room, so no claim code is asked.
 */
export function PlaceDeviceDialog({ device, onClose }: PlaceDeviceDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  return (
    <Modal open={device !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!isPending}>
      <Modal.Title>{device ? t('devices.place.title', { monitorId: device.monitorId }) : ''}</Modal.Title>
      {device ? <PlaceDeviceForm key={device._id} device={device} onClose={onClose} onPendingChange={setPending} /> : null}
    </Modal>
  );
}

type Outcome = 'swap' | 'replace';

function PlaceDeviceForm({ device, onClose, onPendingChange }: { device: DeviceListItem; onClose: () => void; onPendingChange: (pending: boolean) => void }) {
  const { t } = useTranslation();
  const { t: errorText } = useTranslation(errorsNamespace);
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  // The rooms the search loaded, to tell what happens to the one chosen.
  const loaded = useRef(new Map<string, RoomListItem>());
  const [room, setRoom] = useState<RoomListItem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(device.roomId ? 'swap' : 'replace');
  const [error, setError] = useState<string | null>(null);
  const putInRoom = usePutDeviceInRoom();
  const swap = useSwapRoomDevices();
  const isPending = putInRoom.isPending || swap.isPending;
  const other = room?.monitorId && room.monitorId !== device.monitorId ? room.monitorId : null;
  // Swapping only differs from replacing when both rooms have a device.
  const swaps = other !== null && device.roomId !== undefined && outcome === 'swap';
  const here = room !== null && room._id === device.roomId;

  const save = async () => {
    if (!room || here) return;
    setError(null);
    onPendingChange(true);
    try {
      if (swaps) await swap.mutateAsync({ roomId: room._id, monitorId: device.monitorId });
      else await putInRoom.mutateAsync({ roomId: room._id, monitorId: device.monitorId });
      toast({ tone: 'success', message: t('devices.place.done', { monitorId: device.monitorId, room: room.name }) });
      onClose();
    } catch (failure) {
      setError(swaps ? `${errorText('SWAP_ROOM_ERROR')} ${apiErrorMessage(failure)}` : apiErrorMessage(failure));
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <form
      aria-label={t('devices.place.title', { monitorId: device.monitorId })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Modal.Body>
        <Stack gap="medium">
          <Text>{device.roomName ? t('devices.place.now', { room: device.roomName }) : t('devices.place.nowNone')}</Text>
          <SearchSelect
            label={t('devices.place.room')}
            placeholder={t('devices.place.roomPlaceholder')}
            value={room?._id ?? null}
            valueLabel={room ? roomLabel(room) : undefined}
            loadOptions={async ({ search, limit }) => {
              const page = await listRooms({ ...(search ? { search } : {}), limit: Math.min(limit, 25), sortKey: 'name', sortDirection: 'asc' });
              for (const found of page.rooms) loaded.current.set(found._id, found);
              return { options: page.rooms.map((found) => ({ key: found._id, label: roomLabel(found) })), hasMore: page.totalRooms > page.rooms.length };
            }}
            onChange={(value) => setRoom(value ? (loaded.current.get(value) ?? null) : null)}
          />
          {room && here ? <Text tone="secondary">{t('devices.place.alreadyHere')}</Text> : null}
          {room && !here && other === null ? (
            <Text tone="secondary">
              {device.roomName
                ? t('devices.place.movesLeaving', { room: room.name, previous: device.roomName })
                : t('devices.place.moves', { room: room.name })}
            </Text>
          ) : null}
          {room && !here && other !== null ? (
            device.roomName ? (
              <RadioGroup
                label={t('devices.place.outcome', { other })}
                value={outcome}
                onChange={(value) => setOutcome(value === 'replace' ? 'replace' : 'swap')}
              >
                <Radio value="swap">{t('devices.place.swap', { other, previous: device.roomName })}</Radio>
                <Radio value="replace">{t('devices.place.replace', { other })}</Radio>
              </RadioGroup>
            ) : (
              <Text tone="secondary">{t('devices.place.replaces', { other, room: room.name })}</Text>
            )
          ) : null}
          {error ? (
            <Notification tone="error" autoHideMs={null}>
              {error}
            </Notification>
          ) : null}
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          {t('devices.actions.cancel')}
        </Button>
        <Button type="submit" isPending={isPending} isDisabled={!room || here}>
          {swaps ? t('devices.place.confirmSwap') : t('devices.place.confirm')}
        </Button>
      </Modal.Footer>
    </form>
  );
}

/** "Ático Malagueta · customer · SRN-0001": the room, its owner and its device, to tell rooms of the same name apart. */
function roomLabel(room: RoomListItem): string {
  return [room.name, room.username, room.monitorId].filter(Boolean).join(' · ');
}
