import { TextField } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './wizardStepProps.ts';

export function NameStep({ state, update, errorMessage }: StepProps & { errorMessage?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('rooms.wizard.name.label')}
      description={t('rooms.wizard.name.help')}
      value={state.name}
      onChange={(name) => update({ name })}
      errorMessage={errorMessage}
      isRequired
      autoFocus
    />
  );
}
