import type { AlarmListItem, AlarmResolution } from '@sereno/api-client';
import { Button, Modal, Notification, Stack, Text } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyResolution, ResolutionFields, toResolution } from './ResolutionFields.tsx';

export interface ResolveAlarmDialogProps {
  /** The alarm to resolve; the dialog is open while it is set. */
  alarm: AlarmListItem | null;
  onCancel: () => void;
  onConfirm: (alarm: AlarmListItem, resolution: AlarmResolution) => void;
  isPending: boolean;
  /** Why the last try failed, said in the dialog where it was asked. */
  error: string | null;
}

/** Resolving from the list asks first, with an optional reason and note: one tap must not end an alarm. */
export function ResolveAlarmDialog({ alarm, onCancel, onConfirm, isPending, error }: ResolveAlarmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={alarm !== null} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending}>
      <Modal.Title>{alarm ? t('alarms.resolve.title', { room: alarm.name }) : ''}</Modal.Title>
      {/* A new alarm starts from an empty draft. */}
      {alarm ? <ResolveStep key={alarm._id} alarm={alarm} onCancel={onCancel} onConfirm={onConfirm} isPending={isPending} error={error} /> : null}
    </Modal>
  );
}

function ResolveStep({ alarm, onCancel, onConfirm, isPending, error }: Omit<ResolveAlarmDialogProps, 'alarm'> & { alarm: AlarmListItem }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyResolution);
  return (
    <>
      <Modal.Body>
        <Stack gap="medium">
          <Text tone="secondary">{t('alarms.resolve.consequence')}</Text>
          <ResolutionFields value={draft} onChange={setDraft} isDisabled={isPending} />
          {error ? (
            <Notification tone="error" autoHideMs={null}>
              {error}
            </Notification>
          ) : null}
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('alarms.actions.cancel')}
        </Button>
        <Button isPending={isPending} onPress={() => onConfirm(alarm, toResolution(draft))}>
          {t('alarms.resolve.confirm')}
        </Button>
      </Modal.Footer>
    </>
  );
}
