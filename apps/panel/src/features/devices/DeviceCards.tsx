import type { DeviceListItem } from '@sereno/api-client';
import { Card, Checkbox, Skeleton, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceFirmware } from './DeviceFirmware.tsx';
import { DeviceReading } from './DeviceReading.tsx';
import * as styles from './DevicesPage.css.ts';

export interface DeviceCardsProps {
  devices: readonly DeviceListItem[];
  now: number;
  actions: (device: DeviceListItem) => ReactNode;
  isLoading: boolean;
  error: ReactNode;
  emptyState: ReactNode;
  footer: ReactNode;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
}

/**
 * The devices list on a phone: one card per device, read top to bottom — its monitor id, the room it
 * watches and whose it is, its firmware, its newest reading — with its actions and a box to choose it
 * for printing labels, as the table's rows have.
 */
export function DeviceCards({ devices, now, actions, isLoading, error, emptyState, footer, selectedIds, onSelectionChange }: DeviceCardsProps) {
  const { t } = useTranslation();
  if (error) return error;
  if (isLoading) return <Skeleton shape="rect" height="12rem" />;
  if (devices.length === 0) return emptyState;
  const choose = (id: string, chosen: boolean) => {
    const next = new Set(selectedIds);
    if (chosen) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  };
  return (
    <Stack gap="medium">
      <ul className={styles.cards} aria-label={t('devices.title')}>
        {devices.map((device) => (
          <li key={device._id} aria-labelledby={`device-${device._id}`}>
            <Card>
              <Card.Body>
                <Stack gap="small">
                  <div className={styles.cardTitle}>
                    <h2 className={styles.cardMonitorId} id={`device-${device._id}`}>
                      {device.monitorId}
                    </h2>
                    <Checkbox label={t('devices.select')} isSelected={selectedIds.has(device._id)} onChange={(chosen) => choose(device._id, chosen)} />
                  </div>
                  <dl className={styles.cardFigures}>
                    <dt>{t('devices.columns.room')}</dt>
                    <dd>{device.roomName ?? <Text tone="secondary">{t('devices.noRoom')}</Text>}</dd>
                    <dt>{t('devices.columns.owner')}</dt>
                    <dd>{device.owner ?? <Text tone="secondary">{t('devices.noOwner')}</Text>}</dd>
                    <dt>{t('devices.columns.firmware')}</dt>
                    <dd>
                      <DeviceFirmware device={device} />
                    </dd>
                  </dl>
                  <DeviceReading device={device} now={now} />
                  {actions(device)}
                </Stack>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
      {footer}
    </Stack>
  );
}
