import { Stack, TextField } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './wizardStepProps.ts';

/** Where the room is: street and number, city, postcode and province, all optional. */
export function AddressStep({ state, update }: StepProps) {
  const { t } = useTranslation();
  const set = (key: keyof typeof state.address) => (value: string) => update({ address: { ...state.address, [key]: value } });
  return (
    <Stack gap="medium">
      <TextField label={t('rooms.wizard.address.address')} value={state.address.address} onChange={set('address')} autoComplete="street-address" autoFocus />
      <TextField label={t('rooms.wizard.address.city')} value={state.address.city} onChange={set('city')} autoComplete="address-level2" />
      <TextField label={t('rooms.wizard.address.zipCode')} value={state.address.zipCode} onChange={set('zipCode')} autoComplete="postal-code" />
      <TextField label={t('rooms.wizard.address.province')} value={state.address.province} onChange={set('province')} autoComplete="address-level1" />
    </Stack>
  );
}
