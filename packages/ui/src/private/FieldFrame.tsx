import type { ReactNode, Ref } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, type BaseFieldProps } from './FieldParts';
import * as styles from './field.css';

/** What every text-like field takes. */
export interface FieldProps extends BaseFieldProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
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
      <FieldLabel label={label} isRequired={isRequired} />
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
