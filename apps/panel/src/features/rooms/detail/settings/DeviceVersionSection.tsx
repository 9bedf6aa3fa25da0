import { availableDeviceVersionQuery, deviceByMonitorQuery, useRequestOtaUpdate, type RoomDetail } from '@sereno/api-client';
import { Badge, Button, Inline, Skeleton, Stack, Text } from '@sereno/ui';
import { can, type Role } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { useSectionSave } from './useSectionSave.ts';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';

/**
 * Device version (spec §4): the firmware of the room's device against the one available, up to date
 * or outdated, and a request for the update (the device takes it when it next connects).
 */
export function DeviceVersionSection({ room, role }: { room: RoomDetail; role: Role }) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const monitorId = room.monitorId ?? '';
  const device = useQuery({ ...deviceByMonitorQuery(monitorId), enabled: monitorId !== '' });
  const available = useQuery(availableDeviceVersionQuery());
  const request = useRequestOtaUpdate(monitorId);
  const requested = useSectionSave(t('rooms.detail.settings.device.title'));

  if (monitorId === '') return <Text tone="secondary">{t('rooms.detail.settings.device.noDevice')}</Text>;
  if (device.isError) return <Text tone="critical">{apiErrorMessage(device.error)}</Text>;
  if (!device.data) return <Skeleton lines={2} />;

  const upToDate = device.data.firmwareStatus === 'upToDate';
  const requestedAt = device.data.otaRequestedAt ? formatDateTime(device.data.otaRequestedAt, i18n.language) : undefined;
  return (
    <Stack gap="small">
      <Inline gap="small" align="center">
        <Text>{t('rooms.detail.settings.device.firmware', { monitorId, version: device.data.firmware ?? t('rooms.detail.settings.device.unknown') })}</Text>
        <Badge tone={upToDate ? 'positive' : 'caution'}>{t(`rooms.detail.settings.device.${upToDate ? 'upToDate' : 'outdated'}`)}</Badge>
      </Inline>
      {available.data ? (
        <Text size="small" tone="secondary">
          {t('rooms.detail.settings.device.available', { version: available.data })}
        </Text>
      ) : null}
      {requestedAt ? <Text size="small">{t('rooms.detail.settings.device.requestedAt', { when: requestedAt })}</Text> : null}
      {!upToDate && can(role, 'devices.requestUpdate') ? (
        <Inline>
          <Button
            variant="secondary"
            isPending={request.isPending}
            onPress={() => request.mutate(undefined, { onSuccess: requested.onSuccess, onError: requested.onError })}
          >
            {t('rooms.detail.settings.device.requestUpdate')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
