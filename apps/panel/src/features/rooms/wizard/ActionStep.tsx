import { Radio, RadioGroup, Stack, TextField } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { ClaimCodeField } from '../shared/ClaimCodeField.tsx';
import type { StepProps } from './wizardStepProps.ts';

/** New room, or a device for a room the owner already has. */
export function ActionStep({ state, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <RadioGroup
        label={t('rooms.wizard.action.label')}
        value={state.action}
        onChange={(action) => update({ action: action === 'existing' ? 'existing' : 'new' })}
      >
        <Radio value="new">{t('rooms.wizard.action.new')}</Radio>
        <Radio value="existing">{t('rooms.wizard.action.existing')}</Radio>
      </RadioGroup>
    </Stack>
  );
}

/** The number printed on the device and the claim code beside it on its label, kept in one place for both paths. */
export function MonitorIdField({ state, update, errorMessage, isRequired }: StepProps & { errorMessage?: string; isRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('rooms.wizard.device.monitorId')}
        description={t('rooms.wizard.device.monitorIdHelp')}
        value={state.monitorId}
        onChange={(monitorId) => update({ monitorId })}
        errorMessage={errorMessage}
        isRequired={isRequired}
        autoComplete="off"
      />
      <ClaimCodeField value={state.claimCode} onChange={(claimCode) => update({ claimCode })} />
    </>
  );
}
