import type { DeviceListItem } from '@sereno/api-client';
import { useTranslation } from 'react-i18next';
import * as styles from './labels.css.ts';
import { QrCode } from './QrCode.tsx';

export const labelFormats = ['roll', 'a4'] as const;
export type LabelFormat = (typeof labelFormats)[number];

export interface DeviceLabelProps {
  device: Pick<DeviceListItem, 'monitorId' | 'firmware' | 'claimCode'>;
  format: LabelFormat;
  /** The day printed on the label, already in the person's language. */
  date: string;
}

/** One device's label (spec §2 Print label): its monitor id as text and as a QR code, its firmware, the date, and the claim code that claims it. */
export function DeviceLabel({ device, format, date }: DeviceLabelProps) {
  const { t } = useTranslation();
  return (
    <article className={`${styles.label} ${styles.size[format]}`} aria-label={t('devices.labels.labelOf', { monitorId: device.monitorId })}>
      <QrCode className={styles.qr} value={device.monitorId} label={t('devices.labels.qrOf', { monitorId: device.monitorId })} />
      <div className={styles.text}>
        <span className={styles.monitorId}>{device.monitorId}</span>
        <span className={styles.detail}>{t('devices.labels.firmware', { firmware: device.firmware ?? t('devices.firmware.unknown') })}</span>
        {device.claimCode ? <span className={styles.detail}>{t('devices.labels.claimCode', { code: device.claimCode })}</span> : null}
        <span className={styles.detail}>{date}</span>
      </div>
    </article>
  );
}
