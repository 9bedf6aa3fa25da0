import type { CustomerRoom } from '@sereno/api-client';
import { DataTable, StatusLabel, Text, type DataTableColumn } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../shared/layout/TextLink.tsx';
import { useIsNarrow } from '../../../shared/layout/useIsNarrow.ts';
import { paths } from '../../../shared/paths.ts';
import * as styles from '../shared/users.css.ts';

const statusTones = { connected: 'positive', disconnected: 'caution', noiseAlert: 'critical' } as const;

/** The customer's rooms (spec §2 assigned listings), each leading to its page. */
export function CustomerRooms({ rooms }: { rooms: readonly CustomerRoom[] }) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  if (rooms.length === 0) return <Text tone="secondary">{t('users.detail.listings.none')}</Text>;
  const columns: DataTableColumn<CustomerRoom>[] = [
    {
      id: 'name',
      header: t('users.detail.listings.name'),
      value: (room) => room.name,
      cell: (room) => (
        <span className={styles.stacked}>
          <TextLink to={paths.room(room._id)}>{room.name}</TextLink>
          {isNarrow ? (
            <Text size="small" tone="secondary">
              {[room.address, room.monitorId ?? t('users.detail.listings.noDevice')].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </span>
      ),
    },
    // On a phone the address and the device sit under the room's name, so that nothing scrolls sideways.
    ...(isNarrow
      ? []
      : [
          { id: 'address', header: t('users.detail.listings.address'), value: (room: CustomerRoom) => room.address ?? '' },
          { id: 'device', header: t('users.detail.listings.device'), value: (room: CustomerRoom) => room.monitorId ?? t('users.detail.listings.noDevice') },
        ]),
    {
      id: 'status',
      header: t('users.detail.listings.status'),
      value: (room) => room.status,
      cell: (room) => <StatusLabel tone={statusTones[room.status]}>{t(`users.detail.listings.roomStatus.${room.status}`)}</StatusLabel>,
    },
  ];
  return <DataTable label={t('users.detail.listings.title')} columns={columns} rows={rooms} getRowId={(room) => room._id} />;
}
