import { addressSuggestionsQuery, type AddressSuggestion } from '@sereno/api-client';
import { Button, Stack, Text, TextField } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RoomWizard.css.ts';
import type { StepProps } from './wizardStepProps.ts';

/** Spec §7: a search waits 300 ms after the last key. */
const suggestionDebounceMs = 300;
const minimumLength = 4;

/** The address as typed, once the person pauses (and long enough to be worth a geocoder's time). */
function useSettledAddress(address: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(address.trim().length >= minimumLength ? address.trim() : ''), suggestionDebounceMs);
    return () => clearTimeout(timer);
  }, [address]);
  return settled;
}

/**
 * Where the room is: street and number, city, postcode and province, all optional. Addresses like the
 * one typed are offered from GET /api/address-suggestions; choosing one fills the four fields.
 */
export function AddressStep({ state, update }: StepProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const settled = useSettledAddress(state.address.address);
  const suggestions = useQuery({ ...addressSuggestionsQuery(settled), enabled: settled !== '' && settled !== chosen });
  const set = (key: keyof typeof state.address) => (value: string) => update({ address: { ...state.address, [key]: value } });
  const choose = (suggestion: AddressSuggestion) => {
    setChosen(suggestion.address);
    update({ address: { address: suggestion.address, city: suggestion.city, zipCode: suggestion.zipCode, province: suggestion.province } });
  };
  const shown = settled !== chosen ? (suggestions.data ?? []) : [];

  return (
    <Stack gap="medium">
      <TextField label={t('rooms.wizard.address.address')} value={state.address.address} onChange={set('address')} autoComplete="street-address" autoFocus />
      {shown.length > 0 ? (
        <Stack gap="xsmall">
          <Text size="small" tone="secondary">
            {t('rooms.wizard.address.suggestions')}
          </Text>
          <ul className={styles.suggestions} aria-label={t('rooms.wizard.address.suggestions')}>
            {shown.map((suggestion) => (
              <li key={`${suggestion.address}|${suggestion.zipCode}`}>
                <Button variant="ghost" size="small" onPress={() => choose(suggestion)}>
                  {[suggestion.address, suggestion.zipCode, suggestion.city, suggestion.province].filter(Boolean).join(', ')}
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <TextField label={t('rooms.wizard.address.city')} value={state.address.city} onChange={set('city')} autoComplete="address-level2" />
      <TextField label={t('rooms.wizard.address.zipCode')} value={state.address.zipCode} onChange={set('zipCode')} autoComplete="postal-code" />
      <TextField label={t('rooms.wizard.address.province')} value={state.address.province} onChange={set('province')} autoComplete="address-level1" />
    </Stack>
  );
}
