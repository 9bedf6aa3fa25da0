import { customerOfUserQuery, presetsQuery, useSessionUser, useSetRoomPreset, type RoomDetail } from '@sereno/api-client';
import { Badge, Button, Card, Inline, Select, Stack, Text, useToast } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalMessage } from '../../../../shared/forms/useRefusalMessage.ts';

/**
 * Whether the room follows a settings preset of its customer or has its own settings (docs/presets.md):
 * "detach" keeps the current settings as the room's own; "follow" takes a preset's settings now and
 * every later change of it. Changing the settings below away from the preset also detaches the room.
 * The presets to choose from are the room's customer's: a customer's own; for staff, the customer of
 * the room's owner.
 */
export function PresetSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const apiErrorMessage = useRefusalMessage();
  const user = useSessionUser();
  const readsPresets = user !== null && can(user.role, 'presets.read');
  // Staff have no customer of their own: the room's is its owner's.
  const ownerCustomer = useQuery({
    ...customerOfUserQuery(room.ownerId ?? ''),
    enabled: readsPresets && user?.customerId === undefined && room.ownerId !== undefined,
  });
  const customerId = user?.customerId ?? ownerCustomer.data?.customer._id;
  const choosable = customerId !== undefined && readsPresets;
  const presets = useQuery({ ...presetsQuery(customerId ?? ''), enabled: choosable });
  const change = useSetRoomPreset(room._id);
  const [chosen, setChosen] = useState<string | null>(null);
  const nameOf = (preset: { name: string; standard: boolean }) => (preset.standard ? t('rooms.detail.settings.preset.standard') : preset.name);

  const apply = (presetId: string | null) =>
    change.mutate(presetId, {
      onSuccess: (saved) =>
        toast({
          tone: 'success',
          message: saved.preset ? t('rooms.detail.settings.preset.followed', { name: nameOf(saved.preset) }) : t('rooms.detail.settings.preset.detached'),
        }),
      onError: (failure) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null }),
    });

  const options = (presets.data ?? []).filter((preset) => preset._id !== room.preset?._id).map((preset) => ({ key: preset._id, label: nameOf(preset) }));

  return (
    <Card title={t('rooms.detail.settings.preset.title')}>
      <Card.Body>
        <Stack gap="medium">
          <Inline gap="small" align="center">
            {room.preset ? (
              <>
                <Badge tone="info">{t('rooms.detail.settings.preset.followsBadge')}</Badge>
                <Text>{t('rooms.detail.settings.preset.follows', { name: nameOf(room.preset) })}</Text>
              </>
            ) : (
              <>
                <Badge tone="neutral">{t('rooms.detail.settings.preset.customBadge')}</Badge>
                <Text>{t('rooms.detail.settings.preset.custom')}</Text>
              </>
            )}
          </Inline>
          <Text size="small" tone="secondary">
            {t('rooms.detail.settings.preset.hint')}
          </Text>
          <Inline gap="small" align="end">
            {choosable && options.length > 0 ? (
              <>
                <Select
                  label={room.preset ? t('rooms.detail.settings.preset.switchTo') : t('rooms.detail.settings.preset.followLabel')}
                  placeholder={t('rooms.detail.settings.preset.placeholder')}
                  options={options}
                  value={chosen}
                  onChange={setChosen}
                />
                <Button variant="secondary" isDisabled={chosen === null} isPending={change.isPending} onPress={() => chosen && apply(chosen)}>
                  {t('rooms.detail.settings.preset.follow')}
                </Button>
              </>
            ) : null}
            {room.preset ? (
              <Button variant="ghost" isPending={change.isPending} onPress={() => apply(null)}>
                {t('rooms.detail.settings.preset.detach')}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </Card.Body>
    </Card>
  );
}
