import { ownerRoomsQuery, useCompleteOwnerMerges, useMergeRoom, type RoomListItem } from '@sereno/api-client';
import { Button, ConfirmDialog, InfoMessage, Modal, Notification, Radio, RadioGroup, Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomErrorMessage } from './roomErrorMessage.ts';

/** What the dialog needs of the room: the rooms list's row and the room detail both have it. */
export type MergeableRoom = Pick<RoomListItem, '_id' | 'name' | 'ownerId' | 'username'>;

export interface MergeRoomDialogProps {
  /** The room to merge into another; the dialog is open while it is set. */
  room: MergeableRoom | null;
  onClose: () => void;
  /** Told what was done, for the page to say so, and the room merged into (none when the merges were closed). */
  onDone: (message: string, targetRoomId?: string) => void;
}

/**
 * Spec §4 merge: only what the target lacks moves to it, the merged room is deleted, bookings and tasks
 * stay where they are. Asked twice (a ConfirmDialog names both rooms), as it cannot be undone. The
 * owner's "merges complete" closes merging for good, also behind a confirmation.
 */
export function MergeRoomDialog({ room, onClose, onDone }: MergeRoomDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useRoomErrorMessage();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'merge' | 'complete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery({ ...ownerRoomsQuery(room?.ownerId), enabled: room !== null });
  const merge = useMergeRoom();
  const completeMerges = useCompleteOwnerMerges();
  const targets = (candidates.data ?? []).filter((candidate) => candidate._id !== room?._id);
  const target = targets.find((candidate) => candidate._id === targetId);

  const close = () => {
    setTargetId(null);
    setError(null);
    setConfirming(null);
    onClose();
  };

  const runMerge = async () => {
    if (!room || !target) return;
    setError(null);
    try {
      await merge.mutateAsync({ roomId: room._id, targetRoomId: target._id });
      onDone(t('rooms.list.merge.done', { room: room.name, target: target.name }), target._id);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
      setConfirming(null);
    }
  };

  const runComplete = async () => {
    if (!room?.ownerId) return;
    setError(null);
    try {
      await completeMerges.mutateAsync(room.ownerId);
      onDone(t('rooms.list.merge.completed'));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
      setConfirming(null);
    }
  };

  return (
    <>
      <Modal open={room !== null && confirming === null} onOpenChange={(open) => (open ? undefined : close())}>
        <Modal.Title>{t('rooms.list.merge.title', { room: room?.name ?? '' })}</Modal.Title>
        <Modal.Description>{t('rooms.list.merge.intro')}</Modal.Description>
        <Modal.Body>
          <Stack gap="medium">
            <InfoMessage>{t('rooms.list.merge.moves')}</InfoMessage>
            <Stack gap="xsmall">
              <Text size="small">{t('rooms.list.merge.keeps')}</Text>
              <Text size="small" weight="strong">
                {t('rooms.list.merge.deletes')}
              </Text>
            </Stack>
            {/* Radios, not a Select: a Select's popover opens outside the dialog, where the modal lets no pointer through. */}
            {candidates.isPending ? (
              <Skeleton lines={3} />
            ) : (
              <RadioGroup label={t('rooms.list.merge.target')} value={targetId} onChange={setTargetId}>
                {targets.map((candidate) => (
                  <Radio key={candidate._id} value={candidate._id}>
                    {candidate.name}
                  </Radio>
                ))}
              </RadioGroup>
            )}
            {candidates.data && targets.length === 0 ? <Text tone="secondary">{t('rooms.list.merge.noTargets')}</Text> : null}
            {candidates.isError ? (
              <Notification tone="error" autoHideMs={null}>
                {errorMessage(candidates.error)}
              </Notification>
            ) : null}
            {error ? (
              <Notification tone="error" autoHideMs={null}>
                {error}
              </Notification>
            ) : null}
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="ghost" tone="critical" onPress={() => setConfirming('complete')} isDisabled={!room?.ownerId}>
            {t('rooms.list.merge.complete')}
          </Button>
          <Button variant="secondary" onPress={close}>
            {t('rooms.shared.cancel')}
          </Button>
          <Button onPress={() => setConfirming('merge')} isDisabled={!target}>
            {t('rooms.list.merge.submit')}
          </Button>
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        open={confirming === 'merge'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        tone="critical"
        title={t('rooms.list.merge.confirmTitle', { room: room?.name ?? '', target: target?.name ?? '' })}
        confirmLabel={t('rooms.list.merge.submit')}
        onConfirm={runMerge}
      >
        {t('rooms.list.merge.confirmText', { room: room?.name ?? '', target: target?.name ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'complete'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        tone="critical"
        title={t('rooms.list.merge.completeTitle')}
        confirmLabel={t('rooms.list.merge.complete')}
        onConfirm={runComplete}
      >
        {t('rooms.list.merge.completeText', { owner: room?.username ?? '' })}
      </ConfirmDialog>
    </>
  );
}
