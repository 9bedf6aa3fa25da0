import { zodResolver } from '@hookform/resolvers/zod';
import { useCreatePreset, useUpdatePreset, type SettingsPreset } from '@sereno/api-client';
import { Columns, Modal, Radio, Stack, Text, useToast } from '@sereno/ui';
import {
  NOISE_MAX_DBA,
  NOISE_MAX_SUSTAIN_MINUTES,
  NOISE_MIN_DBA,
  NOISE_MIN_SUSTAIN_MINUTES,
  noiseSensitivities,
  presetSchema,
  standardPresetSettings,
  type PresetInput,
} from '@sereno/validation';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogFooter, FormError } from '../../../shared/forms/FormDialogEnd.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { numberInput } from '../../../shared/forms/inputs/numberInput.tsx';
import { radioInput } from '../../../shared/forms/inputs/radioInput.tsx';
import { switchInput } from '../../../shared/forms/inputs/switchInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { timeInput } from '../../../shared/forms/inputs/timeInput.tsx';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';
import * as styles from './PresetDialog.css.ts';

/** Who is told by which channel, in the room settings' order. */
const channels = [
  'callsEnabled',
  'callAllTime',
  'disableFirstCall',
  'notifyGuest',
  'sendNoiseMailNotification',
  'sendNoiseSMSNotification',
  'sendSmokeMailNotification',
  'sendSmokeSMSNotification',
  'sendCrowdMailNotification',
  'sendCrowdSMSNotification',
  'disconnectionNotificationEnabled',
] as const;

type Output = z.output<typeof presetSchema>;

function defaultsOf(preset: SettingsPreset | null): PresetInput {
  const settings = preset?.settings ?? standardPresetSettings;
  const noise = settings.noiseSettings;
  return {
    name: preset?.name ?? '',
    settings: {
      ...settings,
      // A sensitivity's levels are the starting point of custom ones.
      noiseSettings: { ...noise, thresholds: 'thresholds' in noise && noise.thresholds ? noise.thresholds : { low: 55, medium: 65, high: 75 } },
    } as PresetInput['settings'],
  };
}

/** Creates or changes a preset; a change reaches every room that follows it (the answer says how many). */
export function PresetDialog({ customerId, preset, onClose }: { customerId: string; preset: SettingsPreset | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = preset === 'new' ? t('settings.presets.createTitle') : t('settings.presets.editTitle');
  return (
    <Modal open={preset !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{title}</Modal.Title>
      {preset !== null ? <PresetForm customerId={customerId} preset={preset === 'new' ? null : preset} title={title} onClose={onClose} /> : null}
    </Modal>
  );
}

function PresetForm({ customerId, preset, title, onClose }: { customerId: string; preset: SettingsPreset | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const apiErrorMessage = useRefusalMessage();
  const create = useCreatePreset();
  const update = useUpdatePreset();
  const write = preset ? update : create;
  const { control, handleSubmit } = useForm<PresetInput, unknown, Output>({ resolver: zodResolver(presetSchema), defaultValues: defaultsOf(preset) });
  const sensitivity = useWatch({ control, name: 'settings.noiseSettings.sensitivity' });
  const allDay = useWatch({ control, name: 'settings.noiseSettings.allDay' });

  const submit = handleSubmit(async (values) => {
    // Only a custom sensitivity sends its thresholds.
    const { noiseSettings } = values.settings;
    const body = {
      name: values.name,
      settings: {
        ...values.settings,
        noiseSettings:
          noiseSettings.sensitivity === 'custom'
            ? noiseSettings
            : {
                sensitivity: noiseSettings.sensitivity,
                from: noiseSettings.from,
                to: noiseSettings.to,
                allDay: noiseSettings.allDay,
                sustainMinutes: noiseSettings.sustainMinutes,
              },
      },
    } as Parameters<typeof create.mutateAsync>[0];
    if (preset) {
      const saved = await update.mutateAsync({ ...body, presetId: preset._id });
      toast({ tone: 'success', message: t('settings.presets.saved', { name: saved.name, count: saved.updatedRooms }) });
    } else {
      const saved = await create.mutateAsync({ ...body, customerId });
      toast({ tone: 'success', message: t('settings.presets.created', { name: saved.name }) });
    }
    onClose();
  });

  const threshold = (level: 'low' | 'medium' | 'high') => (
    <FormField
      control={control}
      name={`settings.noiseSettings.thresholds.${level}` as 'settings.noiseSettings.sustainMinutes'}
      input={numberInput}
      label={t(`settings.presets.levels.${level}`)}
      unit="dBA"
      minValue={NOISE_MIN_DBA}
      maxValue={NOISE_MAX_DBA}
      isRequired
    />
  );

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="large">
          <FormField control={control} name="name" input={textInput} label={t('settings.presets.name')} isRequired />
          {preset?.rooms ? <Text tone="secondary">{t('settings.presets.changesRooms', { count: preset.rooms })}</Text> : null}
          <FormField control={control} name="settings.noiseSettings.sensitivity" input={radioInput} label={t('settings.presets.sensitivity')}>
            {noiseSensitivities.map((option) => (
              <Radio key={option} value={option}>
                {t(`settings.presets.sensitivities.${option}`)}
              </Radio>
            ))}
          </FormField>
          {sensitivity === 'custom' ? (
            <Columns gap="medium" collapseBelow="sm">
              <Columns.Column>{threshold('low')}</Columns.Column>
              <Columns.Column>{threshold('medium')}</Columns.Column>
              <Columns.Column>{threshold('high')}</Columns.Column>
            </Columns>
          ) : null}
          <FormField
            control={control}
            name="settings.noiseSettings.sustainMinutes"
            input={numberInput}
            label={t('settings.presets.sustain')}
            unit="min"
            minValue={NOISE_MIN_SUSTAIN_MINUTES}
            maxValue={NOISE_MAX_SUSTAIN_MINUTES}
            isRequired
          />
          <FormField control={control} name="settings.noiseSettings.allDay" input={switchInput} label={t('settings.presets.allDaySwitch')} />
          {allDay ? null : (
            <Columns gap="medium" collapseBelow="sm">
              {(['from', 'to'] as const).map((end) => (
                <Columns.Column key={end}>
                  <FormField control={control} name={`settings.noiseSettings.${end}`} input={timeInput} label={t(`settings.presets.${end}`)} isRequired />
                </Columns.Column>
              ))}
            </Columns>
          )}
          <Columns gap="medium" collapseBelow="sm">
            <Columns.Column>
              <FormField
                control={control}
                name="settings.smokingAlertThreshold"
                input={numberInput}
                label={t('settings.presets.smoke')}
                unit="%"
                minValue={1}
                maxValue={100}
                isRequired
              />
            </Columns.Column>
            <Columns.Column>
              <FormField
                control={control}
                name="settings.crowdingAlertTreshold"
                input={numberInput}
                label={t('settings.presets.crowd')}
                minValue={1}
                maxValue={500}
                isRequired
              />
            </Columns.Column>
          </Columns>
          <Stack gap="small">
            <Text weight="strong">{t('settings.presets.channelsTitle')}</Text>
            {channels.map((channel) => (
              <FormField key={channel} control={control} name={`settings.${channel}`} input={switchInput} label={t(`settings.presets.channels.${channel}`)} />
            ))}
          </Stack>
          <FormError message={write.isError ? apiErrorMessage(write.error) : null} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter onCancel={onClose} isPending={write.isPending} cancelLabel={t('settings.presets.cancel')} submitLabel={t('settings.presets.save')} />
    </form>
  );
}
