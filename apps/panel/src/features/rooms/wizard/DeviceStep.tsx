import { Stack, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { needsDevice } from './wizardSteps.ts';
import { MonitorIdField } from './ActionStep.tsx';
import type { StepProps } from './wizardStepProps.ts';

/** Assign an existing device: optional with a licence, needed without one (spec §5). */
export function DeviceStep({ state, update, errorMessage }: StepProps & { errorMessage?: string }) {
  const { t } = useTranslation();
  const required = needsDevice(state);
  return (
    <Stack gap="medium">
      <Text size="small" tone="secondary">
        {required ? t('rooms.wizard.device.required') : t('rooms.wizard.device.optional')}
      </Text>
      <MonitorIdField state={state} update={update} errorMessage={errorMessage} isRequired={required} />
    </Stack>
  );
}
