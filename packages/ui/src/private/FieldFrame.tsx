import type { ReactNode, Ref } from 'react';
import { FieldError, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import * as styles from './field.css';

/** What every text-like field takes. */
export interface FieldProps {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** Help shown under the field. */
  description?: string;
  /** When set (and not empty), the field is invalid and this text shows under it. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** The `<input>` itself, so that a form library can focus it. */
  ref?: Ref<HTMLInputElement>;
}

interface FieldFrameProps extends Omit<FieldProps, 'placeholder' | 'ref'> {
  type: string;
  /** The input, alone or with its buttons. */
  children: ReactNode;
}

/** Label, description and error around an input, wired together by react-aria. */
export function FieldFrame({ label, description, errorMessage, isRequired = false, children, ...fieldProps }: FieldFrameProps) {
  return (
    <AriaTextField
      {...fieldProps}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // Errors come from the app's validation (react-hook-form + zod), never from the browser's bubbles.
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
