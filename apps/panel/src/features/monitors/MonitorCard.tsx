import type { MonitoredDevice } from '@sereno/api-client';
import { Badge, Card, Sparkline, Stack, StatusLabel, Text, type BadgeTone } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../shared/format/dateTime.ts';
import { isInactive } from './monitorsListState.ts';
import * as styles from './MonitorsPage.css.ts';

const levelTones = { disconnected: 'neutral', silence: 'positive', low: 'info', medium: 'caution', high: 'critical' } as const satisfies Record<
  MonitoredDevice['level'],
  BadgeTone
>;
const qcTones = { pass: 'positive', fail: 'critical', disconnected: 'neutral' } as const satisfies Record<MonitoredDevice['qcPass'], BadgeTone>;

export interface MonitorCardProps {
  device: MonitoredDevice;
  /** The time the data is aged against (ticks while the page is open): past 30 minutes the card warns. */
  now: number;
}

/**
 * One monitor as whoever builds or looks after devices scans it (spec §3 Monitor device data): whether
 * it is sending (the warning after 30 minutes without data, spec §9), its sounds of the last 24 hours
 * with the newest level, then battery, firmware, temperature, humidity, IAQ with its accuracy, VOC
 * and the quality check. Every value with its unit; "—" for one the device has not sent.
 */
export function MonitorCard({ device, now }: MonitorCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const number = (value: number | undefined, unit: string, digits = 0) =>
    value === undefined ? '—' : `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)}${unit ? ` ${unit}` : ''}`;
  const inactive = isInactive(device, now);
  const lastSound = device.sounds.at(-1);
  const titleId = `monitor-${device.monitorId}`;
  const inRoom = device.name !== device.monitorId;

  return (
    <li aria-labelledby={inRoom ? `${titleId} ${titleId}-id` : titleId} data-monitor-id={device.monitorId}>
      <Card tone={inactive ? 'caution' : 'neutral'}>
        <Card.Header>
          <div className={styles.titleRow}>
            <div className={styles.title}>
              <h2 className={styles.name} id={titleId}>
                {device.name}
              </h2>
              {inRoom ? (
                <Text size="small" tone="secondary">
                  <span className={styles.monitorId} id={`${titleId}-id`}>
                    {device.monitorId}
                  </span>
                </Text>
              ) : null}
            </div>
            <span className={styles.level}>
              <Badge tone={levelTones[device.level]}>{t(`monitors.level.${device.level}`)}</Badge>
            </span>
          </div>
        </Card.Header>
        <Card.Body>
          <Stack gap="medium">
            <Activity device={device} now={now} inactive={inactive} />
            {lastSound ? (
              <div className={styles.sounds}>
                <p className={styles.noise}>{number(lastSound.level, 'dBA')}</p>
                <Sparkline
                  label={t('monitors.card.sounds')}
                  points={device.sounds.map((sound) => ({ time: new Date(sound.createdAt), value: sound.level }))}
                  unit="dBA"
                  tone={inactive ? 'neutral' : 'brand'}
                  width={140}
                  height={36}
                />
              </div>
            ) : (
              <Text size="small" tone="secondary">
                {t('monitors.card.noSounds')}
              </Text>
            )}
            <dl className={styles.figures}>
              <Figure
                label={t('monitors.card.battery')}
                value={number(device.batteryLevel, '%')}
                detail={device.batteryMode ? t(`monitors.batteryModes.${device.batteryMode}`, { defaultValue: device.batteryMode }) : undefined}
              />
              <Figure label={t('monitors.card.firmware')} value={device.firmware ?? t('monitors.card.noFirmware')} />
              <Figure label={t('monitors.card.temperature')} value={number(device.temperature, '°C', 1)} />
              <Figure label={t('monitors.card.humidity')} value={number(device.humidity, '%RH')} />
              <Figure
                label={t('monitors.card.iaq')}
                value={number(device.iaq, '')}
                detail={
                  device.iaqAccuracy === undefined
                    ? undefined
                    : t('monitors.card.accuracy', { accuracy: t(`monitors.iaqAccuracy.${device.iaqAccuracy}`, { defaultValue: String(device.iaqAccuracy) }) })
                }
              />
              <Figure label={t('monitors.card.voc')} value={number(device.voc, 'ppm', 1)} />
              <Figure label={t('monitors.card.qc')} value={<Badge tone={qcTones[device.qcPass]}>{t(`monitors.qc.${device.qcPass}`)}</Badge>} />
            </dl>
          </Stack>
        </Card.Body>
      </Card>
    </li>
  );
}

/** Sending, or the inactivity warning: how long the monitor has been silent, and what to check. */
function Activity({ device, now, inactive }: { device: MonitoredDevice; now: number; inactive: boolean }) {
  const { t, i18n } = useTranslation();
  const age = device.updatedAt ? formatAge(device.updatedAt, now, i18n.language) : undefined;
  if (!inactive && age) return <StatusLabel tone="positive">{t('monitors.card.lastData', { age })}</StatusLabel>;
  return (
    <Stack gap="xxsmall" align="start">
      <StatusLabel tone="caution">{age ? t('monitors.card.inactive', { age }) : t('monitors.card.never')}</StatusLabel>
      <Text size="small" tone="secondary">
        {t('monitors.card.inactiveHint')}
      </Text>
    </Stack>
  );
}

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        <span>{value}</span>
        {detail ? <span className={styles.figureDetail}>{detail}</span> : null}
      </dd>
    </div>
  );
}
