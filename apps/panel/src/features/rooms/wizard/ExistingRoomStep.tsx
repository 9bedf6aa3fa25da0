import type { RoomSummary } from '@sereno/api-client';
import { Select, Stack, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { MonitorIdField } from './ActionStep.tsx';
import type { StepProps } from './wizardStepProps.ts';

export interface ExistingRoomErrors {
  roomId?: string;
  monitorId?: string;
}

/** A device for a room the owner already has: the room, and the number printed on the device. */
export function ExistingRoomStep({
  state,
  update,
  rooms,
  isLoading,
  errors,
}: StepProps & { rooms: readonly RoomSummary[]; isLoading: boolean; errors: ExistingRoomErrors }) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <Text size="small" tone="secondary">
        {t('rooms.wizard.existing.help')}
      </Text>
      <Select
        label={t('rooms.wizard.existing.room')}
        placeholder={isLoading ? t('rooms.list.loading') : t('rooms.wizard.existing.placeholder')}
        isDisabled={isLoading}
        isRequired
        options={rooms.map((room) => ({ key: room._id, label: room.name }))}
        value={state.roomId}
        onChange={(roomId) => update({ roomId })}
        errorMessage={errors.roomId}
      />
      <MonitorIdField state={state} update={update} errorMessage={errors.monitorId} isRequired />
    </Stack>
  );
}
