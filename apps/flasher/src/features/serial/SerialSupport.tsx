import { Notification } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** Spec §8: without the Web Serial API, the flasher says to use a Chromium browser. */
export function SerialUnsupported() {
  const { t } = useTranslation();
  return (
    <Notification tone="warning" title={t('serial.unsupportedTitle')} autoHideMs={null}>
      {t('serial.unsupported')}
    </Notification>
  );
}
