import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { field } from '../private/field.css';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** What a form library needs to focus a radio group: the chosen radio, or the first one. */
export interface RadioGroupHandle {
  focus: () => void;
}

export interface RadioGroupProps extends BaseFieldProps {
  /** The `value` of the chosen `Radio`, or `null` when none is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** `horizontal` for two or three short options; they wrap when the line runs out. @default 'vertical' */
  orientation?: RadioGroupOrientation;
  /** `Radio` elements. */
  children: ReactNode;
  ref?: Ref<RadioGroupHandle>;
}

export interface RadioProps {
  value: string;
  children: ReactNode;
  isDisabled?: boolean;
}

/** One option of a `RadioGroup`. */
export function Radio({ value, children, isDisabled }: RadioProps) {
  return (
    <AriaRadio value={value} isDisabled={isDisabled} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true">
        <span className={styles.dot} />
      </span>
      <span>{children}</span>
    </AriaRadio>
  );
}

/**
 * One choice among a few options that all fit on screen (up to about five); for longer lists, use `Select`.
 * The group is one tab stop; the arrow keys move between options.
 */
export function RadioGroup({ label, description, errorMessage, isRequired = false, orientation = 'vertical', children, ref, ...groupProps }: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus() {
      const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)');
      const chosen = Array.from(radios ?? []).find((radio) => radio.checked);
      (chosen ?? radios?.[0])?.focus();
    },
  }));
  return (
    <AriaRadioGroup
      {...groupProps}
      ref={groupRef}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
      data-orientation={orientation}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
