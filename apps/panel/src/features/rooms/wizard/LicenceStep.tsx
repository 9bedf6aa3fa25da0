import type { LicenseOption } from '@sereno/api-client';
import { Radio, RadioGroup, Stack, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './wizardStepProps.ts';

/** The owner's licences with a place left (GET /api/rooms/license/owner/id); a full or inactive one cannot be chosen. */
export function LicenceStep({ state, update, licences, errorMessage }: StepProps & { licences: readonly LicenseOption[]; errorMessage?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="small">
      <RadioGroup
        label={t('rooms.wizard.licence.label')}
        value={state.licenseId}
        onChange={(licenseId) => update({ licenseId })}
        errorMessage={errorMessage}
        isRequired
      >
        {licences.map((licence) => (
          <Radio key={licence._id} value={licence._id} isDisabled={licence.available === 0}>
            {t('rooms.wizard.licence.option', {
              name: licence.name,
              contract: licence.serviceContractName,
              available: licence.available,
              total: licence.total,
            })}
          </Radio>
        ))}
      </RadioGroup>
      <Text size="small" tone="secondary">
        {t('rooms.wizard.licence.help')}
      </Text>
    </Stack>
  );
}
