import { Input } from 'react-aria-components';
import { FieldFrame, type FieldProps } from '../private/FieldFrame';
import * as styles from '../private/field.css';

/** Passwords have their own field, with a show/hide toggle: `PasswordField`. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldProps {
  /** @default 'text' */
  type?: TextFieldType;
}

export function TextField({ type = 'text', placeholder, ref, ...fieldProps }: TextFieldProps) {
  return (
    <FieldFrame {...fieldProps} type={type}>
      <Input ref={ref} placeholder={placeholder} className={styles.input} />
    </FieldFrame>
  );
}
