import type { RoomListItem } from '@sereno/api-client';
import { StatusLabel, type StatusLabelTone } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

export type RoomStatus = RoomListItem['status'];

/** Calm when connected, loud when alerting, a caution when the device went quiet (DESIGN.md). */
export const roomStatusTones = { connected: 'positive', noiseAlert: 'critical', disconnected: 'caution' } as const satisfies Record<
  RoomStatus | 'noiseAlert',
  StatusLabelTone
>;

/** A room's state (spec §4: connected, loud alert, disconnected) as an uppercase label. */
export function RoomStatusLabel({ status }: { status: RoomStatus | 'noiseAlert' }) {
  const { t } = useTranslation();
  return <StatusLabel tone={roomStatusTones[status]}>{t(`rooms.shared.status.${status}`)}</StatusLabel>;
}
