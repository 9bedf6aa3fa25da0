import { Button, Modal, Notification, Stack } from '@sereno/ui';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnceValues } from '../../shared/feedback/ShownOnce.tsx';

export interface ShownToken {
  monitorId: string;
  token: string;
  /** A new device's first token, or one that replaced the old. */
  reason: 'created' | 'rotated';
}

export interface TokenDialogProps {
  shown: ShownToken | null;
  onClose: () => void;
}

/**
 * A device's token, which the server answers once and keeps only as a hash: shown here with a copy
 * button and the warning that it will not be shown again. Closing the dialog forgets it.
 */
export function TokenDialog({ shown, onClose }: TokenDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>
        {shown ? t(shown.reason === 'created' ? 'devices.token.createdTitle' : 'devices.token.rotatedTitle', { monitorId: shown.monitorId }) : ''}
      </Modal.Title>
      {shown ? <TokenBody key={shown.token} token={shown.token} onClose={onClose} /> : null}
    </Modal>
  );
}

function TokenBody({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Modal.Body>
        <Stack gap="medium">
          <Notification tone="warning" autoHideMs={null}>
            {t('devices.token.warning')}
          </Notification>
          <ShownOnceValues label={t('devices.token.label')} values={[{ caption: t('devices.token.label'), value: token }]} />
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="secondary"
          icon={<Copy />}
          onPress={() => {
            void navigator.clipboard.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? t('devices.token.copied') : t('devices.token.copy')}
        </Button>
        <Button onPress={onClose}>{t('devices.token.done')}</Button>
      </Modal.Footer>
    </>
  );
}
