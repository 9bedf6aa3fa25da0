import { useId, type Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { ChoiceHelp, choiceHelpIds } from '../private/ChoiceHelp';
import { choiceField } from '../private/choice.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: string;
  description?: string;
  /** Shown under the checkbox; the checkbox is invalid while it is set. */
  errorMessage?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** "Some of them": shown as a dash, e.g. a "select all" when part of a list is chosen. Cleared by a press. */
  isIndeterminate?: boolean;
  /** The box must be ticked, e.g. to accept conditions. */
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Sent with the form when ticked. @default 'on' */
  value?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** The `<input type="checkbox">` itself, so that a form library can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** A yes/no answer the person ticks, or one of several independent options; for a setting that acts at once, use `Switch`. */
export function Checkbox({ label, description, errorMessage, isRequired = false, ref, ...checkboxProps }: CheckboxProps) {
  const id = useId();
  return (
    <div className={choiceField}>
      <AriaCheckbox
        {...checkboxProps}
        inputRef={ref}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        aria-describedby={choiceHelpIds(id, description, errorMessage)}
        className={styles.checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </span>
            <span>
              {label}
              {isRequired ? (
                <span className={styles.requiredMark} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </AriaCheckbox>
      <ChoiceHelp id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
