import type { DeviceListItem } from '@sereno/api-client';
import { StatusLabel, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../shared/format/dateTime.ts';
import { readingSummary } from './deviceDisplay.ts';
import * as styles from './DevicesPage.css.ts';

/** Online or offline, the newest values, and how old they are (a caution once the device is offline). */
export function DeviceReading({ device, now }: { device: DeviceListItem; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const online = device.connection === 'online';
  return (
    <span className={styles.reading}>
      <StatusLabel tone={online ? 'positive' : 'neutral'}>{t(`devices.connection.${device.connection}`)}</StatusLabel>
      {device.lastReading ? <span className={styles.figures}>{readingSummary(device.lastReading, language)}</span> : null}
      <Text size="small" tone={online ? 'secondary' : 'caution'}>
        {device.lastSeenAt
          ? online
            ? formatAge(device.lastSeenAt, now, language)
            : t('devices.reading.stale', { age: formatAge(device.lastSeenAt, now, language) })
          : t('devices.reading.none')}
      </Text>
    </span>
  );
}
