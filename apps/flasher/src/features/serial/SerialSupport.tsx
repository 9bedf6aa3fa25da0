import { Button, Notification, Stack, Text } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hex4, type SerialLike, type SerialPortInfo } from './web-serial.ts';

/** Says whether this browser can reach a device over USB serial, and lets the operator pick a port. */
export function SerialSupport({ serial }: { serial: SerialLike | undefined }) {
  const { t } = useTranslation();
  const [port, setPort] = useState<SerialPortInfo | null | undefined>(undefined);

  if (!serial) {
    return (
      <Notification tone="warning" title={t('serial.unsupportedTitle')} autoHideMs={null}>
        {t('serial.unsupported')}
      </Notification>
    );
  }

  const choosePort = async () => {
    try {
      setPort((await serial.requestPort()).getInfo());
    } catch {
      // The operator closed the browser's port chooser without picking one.
      setPort(null);
    }
  };

  return (
    <Stack gap="medium">
      <Notification tone="info" title={t('serial.supportedTitle')} autoHideMs={null}>
        {t('serial.supported')}
      </Notification>
      <div>
        <Button variant="primary" onPress={() => void choosePort()}>
          {t('serial.choosePort')}
        </Button>
      </div>
      {port && <Text>{t('serial.chosen', { vendor: hex4(port.usbVendorId), product: hex4(port.usbProductId) })}</Text>}
      {port === null && <Text tone="secondary">{t('serial.noPortChosen')}</Text>}
    </Stack>
  );
}
