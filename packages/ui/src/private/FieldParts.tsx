import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/** What every field of the design system takes, whatever its value. */
export interface BaseFieldProps {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** Help shown under the field. */
  description?: string;
  /** When set (and not empty), the field is invalid and this text shows under it. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onBlur?: () => void;
  name?: string;
  autoFocus?: boolean;
}

/** The label with the required mark: the asterisk is for the eye, the requirement is announced by the field. */
export function FieldLabel({ label, isRequired = false }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Description, then the error, under the field; react-aria links both to the input. */
export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
