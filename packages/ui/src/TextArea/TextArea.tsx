import { useState, type Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, VisuallyHidden } from 'react-aria-components';
import { fill, useUiStrings } from '../i18n/strings';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { field } from '../private/field.css';
import * as styles from './TextArea.css';

/** The spec's limit for free text (§5, §9). */
export const TEXT_AREA_MAX_LENGTH = 5000;

/** The counter turns to the caution tone when this share of the limit is used. */
const nearLimitShare = 0.9;

export interface TextAreaProps extends BaseFieldProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Visible lines before the field scrolls; the person can drag it taller. @default 4 */
  rows?: number;
  /** Typing stops at this length; a counter shows how much is used. @default 5000 */
  maxLength?: number;
  placeholder?: string;
  /** The `<textarea>` itself, so that a form library can focus it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Free text over several lines — notes, instructions for guests — with a character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired = false,
  value,
  defaultValue = '',
  onChange,
  rows = 4,
  maxLength = TEXT_AREA_MAX_LENGTH,
  placeholder,
  ref,
  ...fieldProps
}: TextAreaProps) {
  const strings = useUiStrings();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const text = value ?? uncontrolledValue;
  const isNearLimit = text.length >= maxLength * nearLimitShare;

  return (
    <AriaTextField
      {...fieldProps}
      value={text}
      onChange={(next) => {
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={styles.textArea} />
      {/* Polite: the count is read when the person pauses, never over what they type. */}
      <div className={styles.counter} data-near-limit={isNearLimit || undefined} aria-live="polite">
        <span aria-hidden="true">
          {text.length} / {maxLength}
        </span>
        <VisuallyHidden>{fill(strings.characterCount, { count: text.length, max: maxLength })}</VisuallyHidden>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
