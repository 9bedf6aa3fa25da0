import { presetsQuery, useDeletePreset, type SettingsPreset } from '@sereno/api-client';
import { Button, ConfirmDialog, DataTable, Inline, Skeleton, Stack, Text, useToast, type DataTableColumn } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';
import { PresetDialog } from './PresetDialog.tsx';

/**
 * A customer's settings presets (docs/presets.md): named notification settings that rooms follow. A
 * change of a preset changes every room that follows it; deleting one leaves its rooms with its
 * settings as their own. The standard preset (the spec's defaults) is always there.
 */
export function PresetsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const apiErrorMessage = useRefusalMessage();
  const presets = useQuery(presetsQuery(customerId));
  const remove = useDeletePreset();
  const [editing, setEditing] = useState<SettingsPreset | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SettingsPreset | null>(null);

  if (presets.isError) return <LoadError error={presets.error} onRetry={() => void presets.refetch()} />;
  if (!presets.data) return <Skeleton lines={6} />;

  const nameOf = (preset: SettingsPreset) => (preset.standard ? t('settings.presets.standard') : preset.name);
  const columns: DataTableColumn<SettingsPreset>[] = [
    { id: 'name', header: t('settings.presets.columns.name'), value: nameOf },
    {
      id: 'noise',
      header: t('settings.presets.columns.noise'),
      value: ({ settings: { noiseSettings } }) =>
        noiseSettings.sensitivity === 'custom' && noiseSettings.thresholds
          ? t('settings.presets.customLevels', noiseSettings.thresholds)
          : t(`settings.presets.sensitivities.${noiseSettings.sensitivity}`),
    },
    {
      id: 'quietHours',
      header: t('settings.presets.columns.quietHours'),
      value: ({ settings: { noiseSettings } }) =>
        noiseSettings.allDay ? t('settings.presets.allDay') : t('settings.presets.span', { from: noiseSettings.from, to: noiseSettings.to }),
    },
    { id: 'rooms', header: t('settings.presets.columns.rooms'), align: 'end', value: (preset) => t('settings.presets.following', { count: preset.rooms }) },
  ];

  return (
    <Stack gap="large">
      <Inline gap="medium" justify="space-between" align="center">
        <Text tone="secondary">{t('settings.presets.intro')}</Text>
        <Button icon={<Plus />} onPress={() => setEditing('new')}>
          {t('settings.presets.create')}
        </Button>
      </Inline>
      <DataTable
        label={t('settings.presets.title')}
        columns={columns}
        rows={presets.data}
        getRowId={(preset) => preset._id}
        rowActions={(preset) => (
          <Inline gap="xsmall" justify="end">
            <Button size="small" variant="secondary" onPress={() => setEditing(preset)}>
              {t('settings.presets.edit')}
            </Button>
            {preset.standard ? null : (
              <Button size="small" variant="ghost" tone="critical" onPress={() => setDeleting(preset)}>
                {t('settings.presets.delete')}
              </Button>
            )}
          </Inline>
        )}
      />
      <PresetDialog customerId={customerId} preset={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        intent="delete"
        title={t('settings.presets.deleteTitle', { name: deleting ? nameOf(deleting) : '' })}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting._id);
            toast({ tone: 'success', message: t('settings.presets.deleted', { name: deleting.name }) });
          } catch (failure) {
            toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null });
            throw failure;
          }
        }}
      >
        {t('settings.presets.deleteText', { count: deleting?.rooms ?? 0 })}
      </ConfirmDialog>
    </Stack>
  );
}
