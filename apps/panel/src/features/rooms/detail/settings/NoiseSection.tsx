import { noisePresetsQuery, useUpdateRoomSettings, type RoomDetail } from '@sereno/api-client';
import { Columns, Radio, Stack, Text } from '@sereno/ui';
import {
  NOISE_MAX_DBA,
  NOISE_MIN_DBA,
  NOISE_MAX_SUSTAIN_MINUTES,
  NOISE_MIN_SUSTAIN_MINUTES,
  noiseSensitivities,
  noiseSettingsSchema,
  roomSettingsSchema,
  type NoiseSensitivity,
} from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { numberInput } from '../../../../shared/forms/inputs/numberInput.tsx';
import { radioInput } from '../../../../shared/forms/inputs/radioInput.tsx';
import { switchInput } from '../../../../shared/forms/inputs/switchInput.tsx';
import { timeInput } from '../../../../shared/forms/inputs/timeInput.tsx';
import { SectionForm } from './SectionForm.tsx';
import { settingsBodyOf } from './settingsBody.ts';
import { useSectionSave } from './useSectionSave.ts';

const channels = [
  'callsEnabled',
  'callAllTime',
  'disableFirstCall',
  'sendNoiseMailNotification',
  'sendNoiseSMSNotification',
  'disconnectionNotificationEnabled',
  'nightAgent',
] as const;

/** The server's own rules: the noise settings (custom thresholds low < medium < high) and the switches. */
const noiseFormSchema = roomSettingsSchema
  .pick({
    callsEnabled: true,
    callAllTime: true,
    disableFirstCall: true,
    sendNoiseMailNotification: true,
    sendNoiseSMSNotification: true,
    disconnectionNotificationEnabled: true,
    nightAgent: true,
  })
  .extend({ noiseSettings: noiseSettingsSchema });
type NoiseFormInput = z.input<typeof noiseFormSchema>;
type NoiseFormOutput = z.output<typeof noiseFormSchema>;

function defaultsOf(room: RoomDetail): NoiseFormInput {
  const { noiseSettings } = room;
  return {
    ...Object.fromEntries(channels.map((channel) => [channel, room[channel]])),
    noiseSettings: {
      sensitivity: noiseSettings.sensitivity,
      // A preset shows its levels as the starting point of custom ones.
      thresholds: noiseSettings.thresholds ?? room.thresholds,
      from: noiseSettings.from,
      to: noiseSettings.to,
      allDay: noiseSettings.allDay,
      sustainMinutes: noiseSettings.sustainMinutes,
    },
  } as NoiseFormInput;
}

/**
 * Noise notifications (spec §3 Noise sensitivity, Notification preferences): a preset or custom
 * thresholds, how long the noise must last above them, the alarm window or all day, and who is told how.
 */
export function NoiseSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const channelsId = useId();
  const presets = useQuery(noisePresetsQuery());
  const update = useUpdateRoomSettings(room._id);
  const saved = useSectionSave(t('rooms.detail.settings.noise.title'));
  const { control, handleSubmit } = useForm<NoiseFormInput, unknown, NoiseFormOutput>({
    resolver: zodResolver(noiseFormSchema),
    defaultValues: defaultsOf(room),
    mode: 'onChange',
  });
  const sensitivity = useWatch({ control, name: 'noiseSettings.sensitivity' }) as NoiseSensitivity;
  const allDay = useWatch({ control, name: 'noiseSettings.allDay' });
  const submit = handleSubmit((values) => update.mutate({ ...settingsBodyOf(room), ...values }, saved));

  const presetLine = (id: NoiseSensitivity) => {
    const preset = presets.data?.find((candidate) => candidate._id === id);
    return preset ? t('rooms.detail.settings.noise.presetLevels', { low: preset.low, medium: preset.medium, high: preset.high }) : undefined;
  };
  const threshold = (level: 'low' | 'medium' | 'high') => (
    <FormField
      control={control}
      name={`noiseSettings.thresholds.${level}`}
      input={numberInput}
      label={t(`rooms.detail.settings.noise.${level}`)}
      unit="dBA"
      minValue={NOISE_MIN_DBA}
      maxValue={NOISE_MAX_DBA}
      isRequired
    />
  );

  return (
    <SectionForm label={t('rooms.detail.settings.noise.title')} onSubmit={(event) => void submit(event)} isPending={update.isPending}>
      <FormField control={control} name="noiseSettings.sensitivity" input={radioInput} label={t('rooms.detail.settings.noise.sensitivity')}>
        {noiseSensitivities.map((option) => (
          <Radio key={option} value={option}>
            {t(`rooms.detail.settings.noise.sensitivities.${option}`)}
            {option === 'custom' ? null : (
              <Text as="span" size="small" tone="secondary">
                {' · '}
                {presetLine(option)}
              </Text>
            )}
          </Radio>
        ))}
      </FormField>
      {sensitivity === 'custom' ? (
        <Stack gap="small">
          <Text size="small" tone="secondary">
            {t('rooms.detail.settings.noise.customHint')}
          </Text>
          <Columns gap="medium" collapseBelow="sm">
            <Columns.Column>{threshold('low')}</Columns.Column>
            <Columns.Column>{threshold('medium')}</Columns.Column>
            <Columns.Column>{threshold('high')}</Columns.Column>
          </Columns>
        </Stack>
      ) : null}
      <FormField
        control={control}
        name="noiseSettings.sustainMinutes"
        input={numberInput}
        label={t('rooms.detail.settings.noise.sustain')}
        description={t('rooms.detail.settings.noise.sustainHint')}
        unit="min"
        minValue={NOISE_MIN_SUSTAIN_MINUTES}
        maxValue={NOISE_MAX_SUSTAIN_MINUTES}
        isRequired
      />
      <FormField control={control} name="noiseSettings.allDay" input={switchInput} label={t('rooms.detail.settings.noise.allDay')} />
      {allDay ? null : (
        <Columns gap="medium" collapseBelow="sm">
          {(['from', 'to'] as const).map((end) => (
            <Columns.Column key={end}>
              <FormField control={control} name={`noiseSettings.${end}`} input={timeInput} label={t(`rooms.detail.settings.noise.${end}`)} isRequired />
            </Columns.Column>
          ))}
        </Columns>
      )}
      <div role="group" aria-labelledby={channelsId}>
        <Stack gap="small">
          <Text weight="strong">
            <span id={channelsId}>{t('rooms.detail.settings.channels.title')}</span>
          </Text>
          {channels.map((channel) => (
            <div key={channel}>
              <FormField control={control} name={channel} input={switchInput} label={t(`rooms.detail.settings.channels.${channel}`)} />
            </div>
          ))}
        </Stack>
      </div>
    </SectionForm>
  );
}
