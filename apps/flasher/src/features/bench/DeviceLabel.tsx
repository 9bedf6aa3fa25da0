import type { RegisteredFactoryDevice } from '@sereno/api-client';
import { Button, Heading, Stack, Text } from '@sereno/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './bench.css.ts';

/** The claim code as printed: two groups of five (docs/devices.md, "Claim codes"). */
export const groupedClaimCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The device's label (spec §2 print label): its monitorId, claim code and a QR code of both. */
export function DeviceLabel({ device }: { device: RegisteredFactoryDevice['device'] }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(`SERENO ${device.monitorId} ${device.claimCode}`, { margin: 1, width: 224, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [device.monitorId, device.claimCode]);
  return (
    <Stack gap="small">
      <div className={styles.printArea} aria-label={t('label.title')} role="figure">
        <div className={styles.label}>
          {qr && <img className={styles.qr} src={qr} alt={t('label.qrAlt', { monitorId: device.monitorId })} />}
          <Stack gap="xxsmall">
            <Heading level={3}>{device.monitorId}</Heading>
            <Text figures="tabular">
              {t('label.claimCode')}: {groupedClaimCode(device.claimCode)}
            </Text>
            <Text tone="secondary" size="small">
              {device.firmware}
            </Text>
          </Stack>
        </div>
      </div>
      <div>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('label.print')}
        </Button>
      </div>
    </Stack>
  );
}
