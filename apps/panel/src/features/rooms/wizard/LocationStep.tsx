import { Button, Notification, NumberField, Stack, Text } from '@sereno/ui';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RoomWizard.css.ts';
import type { StepProps } from './wizardStepProps.ts';

export interface LocationErrors {
  lat?: string;
  lng?: string;
}

/** Latitude and longitude, typed or taken from the browser ("use my location"); both or neither. */
export function LocationStep({ state, update, errors }: StepProps & { errors: LocationErrors }) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [geolocationError, setGeolocationError] = useState<string | null>(null);

  const locate = () => {
    setGeolocationError(null);
    if (!('geolocation' in navigator)) {
      setGeolocationError(t('errors:GEOLOCATION_DENIED_ERROR'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (value: number) => Math.round(value * 1e6) / 1e6;
        update({ location: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) } });
      },
      (error) => {
        setLocating(false);
        // Spec §8: a refusal says how to allow it; anything else is the generic failure.
        setGeolocationError(error.code === error.PERMISSION_DENIED ? t('errors:GEOLOCATION_DENIED_ERROR') : t('rooms.wizard.location.unavailable'));
      },
      { timeout: 15_000 },
    );
  };

  return (
    <Stack gap="medium">
      <Text size="small" tone="secondary">
        {t('rooms.wizard.location.help')}
      </Text>
      <div className={styles.coordinates}>
        <NumberField
          label={t('rooms.wizard.location.lat')}
          value={state.location.lat}
          onChange={(lat) => update({ location: { ...state.location, lat } })}
          mode="decimal"
          maximumFractionDigits={6}
          errorMessage={errors.lat}
        />
        <NumberField
          label={t('rooms.wizard.location.lng')}
          value={state.location.lng}
          onChange={(lng) => update({ location: { ...state.location, lng } })}
          mode="decimal"
          maximumFractionDigits={6}
          errorMessage={errors.lng}
        />
      </div>
      <div>
        <Button variant="secondary" icon={<LocateFixed />} onPress={locate} isPending={locating}>
          {t('rooms.wizard.location.useMine')}
        </Button>
      </div>
      {geolocationError ? (
        <Notification tone="warning" autoHideMs={null}>
          {geolocationError}
        </Notification>
      ) : null}
    </Stack>
  );
}
