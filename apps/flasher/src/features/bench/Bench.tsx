import { firmwareImagesQuery, type FirmwareImage } from '@sereno/api-client';
import { Button, Card, Inline, Notification, Stack, Switch, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hex4, type SerialLike } from '../../shared/device/serial-port.ts';
import * as styles from './bench.css.ts';
import { DeviceLabel } from './DeviceLabel.tsx';
import { LogPane } from './LogPane.tsx';
import { useBench, type BenchNotice, type BenchStatus, type FlashProgress, type Tally } from './useBench.ts';

/** `sensorSilent:humidity` → "the humidity sensor does not answer"; a problem code → its message. */
export function reasonText(t: TFunction, reason: string): string {
  const [kind = '', sensor = ''] = reason.split(':');
  if (kind === 'sensorSilent' || kind === 'outOfRange') return t(`reasons.${kind}`, { sensor: t(`sensors.${sensor}`) });
  return t(`problems.${kind}`, { message: '', channel: '' });
}

function noticeView(t: TFunction, notice: BenchNotice): { tone: 'success' | 'error' | 'warning'; text: string } {
  switch (notice.kind) {
    case 'problem':
      return {
        tone: 'error',
        text: notice.problem === 'noImage' ? t('problems.noImage', { channel: notice.detail }) : t(`problems.${notice.problem}`, { message: notice.detail }),
      };
    case 'qc':
      return notice.result.outcome === 'passed'
        ? { tone: 'success', text: t('result.qcPassed', { calibration: t(`calibration.${notice.result.calibration}`) }) }
        : { tone: 'warning', text: t('result.qcFailed', { reason: reasonText(t, notice.result.reason ?? '') }) };
    case 'flashed':
      return { tone: 'success', text: t('result.flashed', { version: notice.version }) };
    case 'registered':
      return { tone: 'success', text: t('result.registered', { monitorId: notice.monitorId, version: notice.version }) };
    case 'erased':
      return { tone: 'success', text: t('result.erased') };
  }
}

const statusTone = (status: BenchStatus) =>
  status === 'passed' || status === 'success' ? 'positive' : status === 'failed' || status === 'disconnected' ? 'critical' : 'info';

function Progress({ progress }: { progress: FlashProgress | null }) {
  const { t } = useTranslation();
  const percent = progress && progress.total > 0 ? Math.floor((100 * progress.written) / progress.total) : 0;
  return (
    <Stack gap="xxsmall">
      <progress className={styles.progress} aria-label={t('progress.label')} max={100} value={percent} />
      <Text size="small" tone="secondary" figures="tabular">
        {progress?.secondsLeft != null ? t('progress.detail', { percent, seconds: progress.secondsLeft }) : t('progress.starting')}
      </Text>
    </Stack>
  );
}

function TallyView({ tally }: { tally: Tally }) {
  const { t } = useTranslation();
  const reasons = Object.entries(tally.reasons);
  return (
    <Stack gap="small">
      <Text weight="strong">
        <span role="status">{t('batch.tally', { passed: tally.passed, failed: tally.failed })}</span>
      </Text>
      {reasons.length > 0 && (
        <table className={styles.tallyTable}>
          <thead>
            <tr>
              <th scope="col">{t('batch.why')}</th>
              <th scope="col">{t('batch.count')}</th>
            </tr>
          </thead>
          <tbody>
            {reasons.map(([reason, count]) => (
              <tr key={reason}>
                <td>{reasonText(t, reason)}</td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

const newest = (images: readonly FirmwareImage[] | undefined, channel: 'staging' | 'production') => images?.find((image) => image.channel === channel);

/** The factory bench: connect a unit, then QC test, staging flash, production flash, erase memory. */
export function Bench({ serial }: { serial: SerialLike }) {
  const { t } = useTranslation();
  const imagesQuery = useQuery(firmwareImagesQuery());
  const images = { staging: newest(imagesQuery.data, 'staging'), production: newest(imagesQuery.data, 'production') };
  const bench = useBench(serial, images);
  const [batch, setBatch] = useState(false);
  const notice = bench.notice ? noticeView(t, bench.notice) : null;
  const flashing = bench.status === 'erasing' || bench.status === 'flashing' || bench.status === 'verifying';
  const disabled = bench.busy || !bench.chip;

  return (
    <Stack gap="large">
      <Card title={t('images.title')} titleLevel={2}>
        <Card.Body>
          {imagesQuery.isError ? (
            <Text tone="critical">{t('images.loadError', { message: imagesQuery.error.message })}</Text>
          ) : (
            <Stack gap="xxsmall">
              <Text>{images.staging ? t('images.staging', { version: images.staging.version }) : t('images.noStaging')}</Text>
              <Text>{images.production ? t('images.production', { version: images.production.version }) : t('images.noProduction')}</Text>
            </Stack>
          )}
        </Card.Body>
      </Card>

      <Card title={t('connect.title')} titleLevel={2}>
        <Card.Body>
          <Stack gap="medium">
            <Switch label={t('batch.mode')} isSelected={batch} onChange={setBatch} isDisabled={bench.busy} />
            {batch ? (
              <Stack gap="small">
                <Text tone="secondary">{t('batch.hint')}</Text>
                <div>
                  <Button variant="primary" isPending={bench.busy} onPress={() => void bench.next()}>
                    {t('batch.next')}
                  </Button>
                </div>
                <TallyView tally={bench.tally} />
              </Stack>
            ) : (
              <div>
                <Button variant="primary" isPending={bench.connecting} isDisabled={bench.busy} onPress={() => void bench.connect()}>
                  {bench.port ? t('connect.another') : t('connect.button')}
                </Button>
              </div>
            )}
            {bench.port && (
              <Text>{t('connect.port', { vendor: hex4(bench.port.getInfo().usbVendorId), product: hex4(bench.port.getInfo().usbProductId) })}</Text>
            )}
            {bench.connecting && <Text tone="secondary">{t('connect.detecting')}</Text>}
            {bench.chip ? (
              <Text weight="strong">
                <span data-testid="bench-chip">{t('connect.chip', { chip: bench.chip.chip, mac: bench.chip.mac })}</span>
              </Text>
            ) : (
              !bench.port && <Text tone="secondary">{t('connect.none')}</Text>
            )}
          </Stack>
        </Card.Body>
      </Card>

      <Card title={t('actions.title')} titleLevel={2}>
        <Card.Body>
          <Stack gap="medium">
            {!batch && (
              <Inline gap="small">
                <Button variant="secondary" isDisabled={disabled} isPending={bench.running === 'qc'} onPress={() => void bench.qc()}>
                  {t('actions.qc')}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={disabled || !images.staging}
                  isPending={bench.running === 'staging'}
                  onPress={() => void bench.flash('staging')}
                >
                  {t('actions.staging')}
                </Button>
                <Button
                  variant="primary"
                  isDisabled={disabled || !images.production}
                  isPending={bench.running === 'production'}
                  onPress={() => void bench.flash('production')}
                >
                  {t('actions.production')}
                </Button>
                <Button variant="secondary" tone="critical" isDisabled={disabled} isPending={bench.running === 'erase'} onPress={() => void bench.erase()}>
                  {t('actions.erase')}
                </Button>
              </Inline>
            )}
            {bench.status && (
              <Text weight="strong" tone={statusTone(bench.status)}>
                <span data-testid="bench-status">{t(`status.${bench.status}`)}</span>
              </Text>
            )}
            {(flashing || (bench.progress && bench.running !== null)) && <Progress progress={bench.progress} />}
            {notice && (
              <Notification key={notice.text} tone={notice.tone} autoHideMs={null}>
                {notice.text}
              </Notification>
            )}
            {bench.label && <DeviceLabel device={bench.label} />}
          </Stack>
        </Card.Body>
      </Card>

      <Card title={t('log.title')} titleLevel={2}>
        <Card.Body>
          <LogPane lines={bench.log} />
        </Card.Body>
      </Card>
    </Stack>
  );
}
