import { useId, type Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { ChoiceHelp, choiceHelpIds } from '../private/ChoiceHelp';
import { choiceField } from '../private/choice.css';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** What is switched on, said as a statement: "Tiene wifi", "Avisar por SMS". */
  label: string;
  description?: string;
  /** Shown under the switch; the switch is marked invalid while it is set. */
  errorMessage?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** The `<input role="switch">` itself, so that a form library can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The yes/no switch: a setting that takes effect or reveals more fields at once (when it is off, hide the
 * related fields and say why with an `InfoMessage`). It always has a value, so it is never "required";
 * for a choice the person must confirm, use `Checkbox`.
 */
export function Switch({ label, description, errorMessage, ref, ...switchProps }: SwitchProps) {
  const id = useId();
  const isInvalid = Boolean(errorMessage);
  return (
    <div className={choiceField}>
      <AriaSwitch
        {...switchProps}
        inputRef={ref}
        aria-describedby={choiceHelpIds(id, description, errorMessage)}
        aria-invalid={isInvalid || undefined}
        data-invalid={isInvalid || undefined}
        className={styles.switchLabel}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </AriaSwitch>
      <ChoiceHelp id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
