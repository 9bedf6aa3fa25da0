import { useUpdateRoomSettings, type RoomDetail } from '@sereno/api-client';
import { roomSettingsSchema } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { numberInput } from '../../../../shared/forms/inputs/numberInput.tsx';
import { switchInput } from '../../../../shared/forms/inputs/switchInput.tsx';
import { SectionForm } from './SectionForm.tsx';
import { settingsBodyOf } from './settingsBody.ts';
import { useSectionSave } from './useSectionSave.ts';

/** Spec §4: the smoke alert fires when the probability reaches the percent; the crowd alert at the device count. */
const thresholdSections = {
  smoke: { threshold: 'smokingAlertThreshold', unit: '%', min: 1, max: 100, email: 'sendSmokeMailNotification', sms: 'sendSmokeSMSNotification' },
  crowd: { threshold: 'crowdingAlertTreshold', unit: undefined, min: 1, max: 500, email: 'sendCrowdMailNotification', sms: 'sendCrowdSMSNotification' },
} as const;

export type ThresholdSectionKind = keyof typeof thresholdSections;

const formSchemas = {
  smoke: roomSettingsSchema.pick({ smokingAlertThreshold: true, sendSmokeMailNotification: true, sendSmokeSMSNotification: true }),
  crowd: roomSettingsSchema.pick({ crowdingAlertTreshold: true, sendCrowdMailNotification: true, sendCrowdSMSNotification: true }),
};
type ThresholdForm = Record<string, number | boolean | null>;

/** Smoke or crowd notifications: the threshold at which the alert fires, and whether it is emailed and texted. */
export function ThresholdSection({ room, kind }: { room: RoomDetail; kind: ThresholdSectionKind }) {
  const { t } = useTranslation();
  const section = thresholdSections[kind];
  const update = useUpdateRoomSettings(room._id);
  const saved = useSectionSave(t(`rooms.detail.settings.${kind}.title`));
  const { control, handleSubmit } = useForm<ThresholdForm>({
    resolver: zodResolver(formSchemas[kind] as unknown as z.ZodType<ThresholdForm, ThresholdForm>),
    defaultValues: { [section.threshold]: room[section.threshold], [section.email]: room[section.email], [section.sms]: room[section.sms] },
    mode: 'onChange',
  });
  const submit = handleSubmit((values) => update.mutate({ ...settingsBodyOf(room), ...values }, saved));

  return (
    <SectionForm label={t(`rooms.detail.settings.${kind}.title`)} onSubmit={(event) => void submit(event)} isPending={update.isPending}>
      <FormField
        control={control}
        name={section.threshold}
        input={numberInput}
        label={t(`rooms.detail.settings.${kind}.threshold`)}
        description={t(`rooms.detail.settings.${kind}.thresholdHint`)}
        {...(section.unit ? { unit: section.unit } : {})}
        minValue={section.min}
        maxValue={section.max}
        isRequired
      />
      {([section.email, section.sms] as const).map((name) => (
        <FormField key={name} control={control} name={name} input={switchInput} label={t(`rooms.detail.settings.channels.${name}`)} />
      ))}
    </SectionForm>
  );
}
