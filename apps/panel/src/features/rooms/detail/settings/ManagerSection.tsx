import { roomManagersQuery, useUpdateRoomSettings, type RoomDetail } from '@sereno/api-client';
import { Select, Skeleton, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { SectionForm } from './SectionForm.tsx';
import { settingsBodyOf } from './settingsBody.ts';
import { useSectionSave } from './useSectionSave.ts';

/** Room manager (spec §2): a manager account of the owner's customer, who then sees the room and changes its settings. */
export function ManagerSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const ownerId = room.ownerId ?? '';
  const managers = useQuery({ ...roomManagersQuery(ownerId), enabled: ownerId !== '' });
  const update = useUpdateRoomSettings(room._id);
  const saved = useSectionSave(t('rooms.detail.settings.manager.title'));
  const [managerId, setManagerId] = useState<string | null>(room.managerId ?? null);

  if (managers.isError) return <Text tone="critical">{apiErrorMessage(managers.error)}</Text>;
  if (ownerId !== '' && !managers.data) return <Skeleton lines={1} />;
  const options = (managers.data ?? []).map((manager) => ({ key: manager._id, label: `${manager.name} (${manager.username})` }));
  if (options.length === 0) return <Text tone="secondary">{t('rooms.detail.settings.manager.none')}</Text>;

  return (
    <SectionForm
      label={t('rooms.detail.settings.manager.title')}
      isPending={update.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (managerId) update.mutate({ ...settingsBodyOf(room), managerId }, saved);
      }}
    >
      <Select
        label={t('rooms.detail.settings.manager.label')}
        description={t('rooms.detail.settings.manager.hint')}
        placeholder={t('rooms.detail.settings.manager.placeholder')}
        options={options}
        value={managerId}
        onChange={setManagerId}
      />
    </SectionForm>
  );
}
