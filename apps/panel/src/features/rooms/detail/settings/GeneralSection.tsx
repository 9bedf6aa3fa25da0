import { useUpdateRoom, type RoomDetail } from '@sereno/api-client';
import { Button, Columns, Inline, Stack, Text } from '@sereno/ui';
import { errorsNamespace, latitude, longitude, roomSchema } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { numberInput } from '../../../../shared/forms/inputs/numberInput.tsx';
import { selectInput } from '../../../../shared/forms/inputs/selectInput.tsx';
import { textInput } from '../../../../shared/forms/inputs/textInput.tsx';
import { SectionForm } from './SectionForm.tsx';
import { timezoneLabel, timezoneNames } from './timezones.ts';
import { useSectionSave } from './useSectionSave.ts';

const textFields = ['name', 'address', 'zipCode', 'city', 'province', 'country', 'phone', 'phoneSMS'] as const;
type TextFieldName = (typeof textFields)[number];

/** The room's own rules (spec §5: phones, coordinates), with the coordinates as two fields. */
const generalFormSchema = roomSchema
  .pick({ name: true, address: true, zipCode: true, city: true, province: true, country: true, phone: true, phoneSMS: true })
  .extend({
    lat: latitude().nullable(),
    lng: longitude().nullable(),
    timezone: z.string(),
  });
type GeneralForm = z.input<typeof generalFormSchema>;
type GeneralOutput = z.output<typeof generalFormSchema>;

const autoCompletes: Partial<Record<TextFieldName, string>> = {
  address: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
  province: 'address-level1',
  country: 'country-name',
};

/**
 * General (spec §2 Room settings): name, address, location — typed, or the browser's with "use my
 * location" —, the phones to call and to text, and the time zone. PUT /rooms/{id} changes only what
 * it is sent, so an emptied field keeps its saved value.
 */
export function GeneralSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const update = useUpdateRoom(room._id);
  const saved = useSectionSave(t('rooms.detail.settings.general.title'));
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const timezones = useMemo(
    () =>
      [...new Set([room.timezone.name, ...timezoneNames()])].map((name) => ({
        key: name,
        label: name === room.timezone.name ? room.timezone.label : timezoneLabel(name),
      })),
    [room.timezone],
  );
  const { control, handleSubmit, setValue } = useForm<GeneralForm, unknown, GeneralOutput>({
    resolver: zodResolver(generalFormSchema),
    defaultValues: {
      ...Object.fromEntries(textFields.map((name) => [name, room[name] ?? ''])),
      name: room.name,
      lat: room.location?.lat ?? null,
      lng: room.location?.lng ?? null,
      timezone: room.timezone.name,
    },
    mode: 'onChange',
  });
  const submit = handleSubmit(({ lat, lng, timezone, ...fields }) =>
    update.mutate(
      {
        ...fields,
        ...(lat !== null && lng !== null ? { location: { lat, lng } } : {}),
        timezone: { name: timezone, label: timezoneLabel(timezone) },
      },
      saved,
    ),
  );

  const useMyLocation = () => {
    setLocationError(undefined);
    if (!('geolocation' in navigator)) {
      setLocationError(t('GEOLOCATION_DENIED_ERROR', { ns: errorsNamespace }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValue('lat', position.coords.latitude, { shouldDirty: true, shouldValidate: true });
        setValue('lng', position.coords.longitude, { shouldDirty: true, shouldValidate: true });
      },
      (error) => {
        setLocating(false);
        setLocationError(
          error.code === error.PERMISSION_DENIED
            ? t('GEOLOCATION_DENIED_ERROR', { ns: errorsNamespace })
            : t('rooms.detail.settings.general.locationUnavailable'),
        );
      },
      { timeout: 15_000 },
    );
  };

  const textField = (name: TextFieldName, type: 'text' | 'tel' = 'text') => (
    <FormField
      control={control}
      name={name}
      input={textInput}
      type={type}
      label={t(`rooms.detail.settings.general.${name}`)}
      {...(type === 'tel' ? { description: t('rooms.detail.settings.phonesHint') } : {})}
      {...(autoCompletes[name] ? { autoComplete: autoCompletes[name] } : {})}
      isRequired={name === 'name'}
    />
  );
  const coordinate = (name: 'lat' | 'lng') => (
    <FormField control={control} name={name} input={numberInput} mode="decimal" maximumFractionDigits={6} label={t(`rooms.detail.settings.general.${name}`)} />
  );

  return (
    <SectionForm label={t('rooms.detail.settings.general.title')} onSubmit={(event) => void submit(event)} isPending={update.isPending}>
      {textField('name')}
      {textField('address')}
      <Columns gap="medium" collapseBelow="md">
        <Columns.Column>{textField('zipCode')}</Columns.Column>
        <Columns.Column>{textField('city')}</Columns.Column>
      </Columns>
      <Columns gap="medium" collapseBelow="md">
        <Columns.Column>{textField('province')}</Columns.Column>
        <Columns.Column>{textField('country')}</Columns.Column>
      </Columns>
      <Stack gap="small">
        <Columns gap="medium" collapseBelow="sm">
          <Columns.Column>{coordinate('lat')}</Columns.Column>
          <Columns.Column>{coordinate('lng')}</Columns.Column>
        </Columns>
        <Inline gap="small" align="center">
          <Button variant="secondary" size="small" icon={<LocateFixed />} isPending={locating} onPress={useMyLocation}>
            {t('rooms.detail.settings.general.useMyLocation')}
          </Button>
        </Inline>
        {locationError ? (
          <Text tone="critical" size="small">
            <span role="alert">{locationError}</span>
          </Text>
        ) : null}
      </Stack>
      <Columns gap="medium" collapseBelow="md">
        <Columns.Column>{textField('phone', 'tel')}</Columns.Column>
        <Columns.Column>{textField('phoneSMS', 'tel')}</Columns.Column>
      </Columns>
      <FormField control={control} name="timezone" input={selectInput} label={t('rooms.detail.settings.general.timezone')} options={timezones} />
    </SectionForm>
  );
}
