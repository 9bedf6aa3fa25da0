import type { DeviceListItem } from '@sereno/api-client';
import { Button } from '@sereno/ui';
import { ArrowLeftRight, KeyRound, Pencil, Printer, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { firmwareDisplayOf } from './deviceDisplay.ts';
import * as styles from './DevicesPage.css.ts';

export type DeviceAction = 'print' | 'edit' | 'place' | 'rotateToken' | 'requestUpdate' | 'delete';

/** What the person's role lets them do to devices (the policy's actions, asked by the page). */
export interface DeviceActionsAllowed {
  /** Create, change and delete devices and issue their tokens (`devices.manage`). */
  canManage: boolean;
  /** Put a device in a room, or swap it with a room's (`rooms.write`). */
  canPlace: boolean;
  canRequestUpdate: boolean;
}

/** A device's actions, as icon buttons named by what they do: a label prints for anyone who sees the list. */
export function DeviceActions({
  device,
  canManage,
  canPlace,
  canRequestUpdate,
  onAction,
}: DeviceActionsAllowed & { device: DeviceListItem; onAction: (action: DeviceAction, device: DeviceListItem) => void }) {
  const { t } = useTranslation();
  const action = (name: DeviceAction, icon: ReactElement, critical = false) => (
    <Button variant="ghost" size="small" tone={critical ? 'critical' : 'neutral'} icon={icon} hideLabel onPress={() => onAction(name, device)}>
      {t(`devices.actions.${name}`)}
    </Button>
  );
  return (
    <div className={styles.actions} role="group" aria-label={t('devices.actions.label', { monitorId: device.monitorId })}>
      {action('print', <Printer />)}
      {canRequestUpdate && firmwareDisplayOf(device) === 'outdated' ? action('requestUpdate', <RefreshCw />) : null}
      {canPlace ? action('place', <ArrowLeftRight />) : null}
      {canManage ? (
        <>
          {action('edit', <Pencil />)}
          {action('rotateToken', <KeyRound />)}
          {action('delete', <Trash2 />, true)}
        </>
      ) : null}
    </div>
  );
}
