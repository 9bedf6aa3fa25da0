import type { WizardState } from './wizardSteps.ts';

/** What every step gets: the answers so far and a way to change them. */
export interface StepProps {
  state: WizardState;
  update: (change: Partial<WizardState>) => void;
}
