import type { DeviceListItem } from '@sereno/api-client';
import { Badge } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { firmwareDisplayOf, firmwareTones } from './deviceDisplay.ts';
import * as styles from './DevicesPage.css.ts';

/** The version and whether it is up to date, outdated or its update asked for. */
export function DeviceFirmware({ device }: { device: DeviceListItem }) {
  const { t } = useTranslation();
  const display = firmwareDisplayOf(device);
  return (
    <span className={styles.firmware}>
      <span className={styles.version}>{device.firmware ?? t('devices.firmware.unknown')}</span>
      <Badge tone={firmwareTones[display]}>{t(`devices.firmware.${display}`)}</Badge>
    </span>
  );
}
