import { roomDetailQuery, useSessionUser } from '@sereno/api-client';
import { Badge, Inline, PageHeader, Skeleton, Stack, Tabs, Text } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { occupancyBucketCount } from './overview/RoomCharts.tsx';
import { OverviewTab } from './overview/OverviewTab.tsx';
import { readTimeFilter, seriesRangeOf } from './overview/timeRange.ts';
import { useLiveRoom } from './overview/useLiveRoom.ts';
import * as styles from './RoomDetailPage.css.ts';
import { SettingsTab } from './settings/SettingsTab.tsx';
import { NotesTab } from './notes/NotesTab.tsx';
import { ProtocolsEditor } from '../../../shared/protocols/ProtocolsEditor.tsx';
import { ProtocolsView } from '../../../shared/protocols/ProtocolsView.tsx';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import type { RoomTab } from '../../../shared/paths.ts';

const statusTones = { connected: 'positive', disconnected: 'caution', noiseAlert: 'critical' } as const;

/**
 * A room (spec §2 Room detail): the overview — measurements, air quality, charts, all live — and, for
 * those who may change it, its settings; its notes; the protocols a night agent reads and, for those
 * who may change the owner's structure, the protocols editor. The tab is kept in the URL (`?tab=notes`).
 */
export function RoomDetailPage() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const room = useQuery(roomDetailQuery(roomId));
  const live = useLiveRoom(roomId, seriesRangeOf(readTimeFilter(params)), occupancyBucketCount);
  const canEdit = user ? can(user.role, 'rooms.settings') : false;
  const ownerId = room.data?.ownerId;
  const readsProtocols = Boolean(user && ownerId && can(user.role, 'protocols.read'));
  const editsProtocols = Boolean(user && ownerId && can(user.role, 'protocols.write'));
  const shown: Record<RoomTab | 'overview', boolean> = {
    overview: true,
    settings: canEdit,
    notes: true,
    protocols: readsProtocols,
    protocolsEditor: editsProtocols,
  };
  const asked = params.get('tab') as RoomTab | null;
  const tab = asked && Object.hasOwn(shown, asked) && shown[asked] ? asked : 'overview';

  if (room.isError) {
    return (
      <div className={styles.page}>
        <LoadError error={room.error} onRetry={() => void room.refetch()} />
      </div>
    );
  }
  if (!room.data || !user) {
    return (
      <div className={styles.page} aria-busy="true">
        <Stack gap="large">
          <Skeleton shape="text" width="16rem" />
          <Skeleton shape="rect" height="20rem" width="100%" />
        </Stack>
      </div>
    );
  }

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'overview') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  // Its toasts show in the private area's Toaster (PrivateLayout).
  return (
    <div className={styles.page}>
      <Stack gap="large">
        <Stack gap="small">
          <PageHeader title={room.data.name} />
          <Inline gap="small" align="center">
            <Badge tone={statusTones[room.data.status]}>{t(`rooms.shared.status.${room.data.status}`)}</Badge>
            {room.data.monitorId ? (
              <Text size="small" tone="secondary">
                {t('rooms.detail.device', { monitorId: room.data.monitorId })}
              </Text>
            ) : null}
            {room.data.address ? (
              <Text size="small" tone="secondary">
                {room.data.address}
              </Text>
            ) : null}
          </Inline>
        </Stack>
        <Tabs value={tab} onValueChange={selectTab}>
          <Tabs.List label={t('rooms.detail.tabs.label')}>
            <Tabs.Tab value="overview">{t('rooms.detail.tabs.overview')}</Tabs.Tab>
            {canEdit ? <Tabs.Tab value="settings">{t('rooms.detail.tabs.settings')}</Tabs.Tab> : null}
            <Tabs.Tab value="notes">{t('rooms.detail.tabs.notes')}</Tabs.Tab>
            {readsProtocols ? <Tabs.Tab value="protocols">{t('rooms.detail.tabs.protocols')}</Tabs.Tab> : null}
            {editsProtocols ? <Tabs.Tab value="protocolsEditor">{t('rooms.detail.tabs.protocolsEditor')}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="overview">
            <OverviewTab room={room.data} live={live} />
          </Tabs.Panel>
          {canEdit ? (
            <Tabs.Panel value="settings">
              <SettingsTab room={room.data} role={user.role} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="notes">
            <NotesTab roomId={roomId} />
          </Tabs.Panel>
          {readsProtocols && ownerId ? (
            <Tabs.Panel value="protocols">
              <ProtocolsView ownerId={ownerId} target={{ roomId }} />
            </Tabs.Panel>
          ) : null}
          {editsProtocols && ownerId ? (
            <Tabs.Panel value="protocolsEditor">
              <ProtocolsEditor ownerId={ownerId} target={{ roomId }} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </div>
  );
}
