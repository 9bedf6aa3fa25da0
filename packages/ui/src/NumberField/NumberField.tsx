import { useId, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { field } from '../private/field.css';
import * as styles from './NumberField.css';

/**
 * `integer` asks for whole numbers and blocks the keys that would start anything else (spec §5), the
 * minus sign included; for whole numbers that may be negative, use `decimal` with `maximumFractionDigits={0}`.
 */
export const numberFieldModes = ['integer', 'decimal'] as const;
export type NumberFieldMode = (typeof numberFieldModes)[number];

/** Keys that never belong in a whole number: decimal point, comma, exponent, signs. */
const keysRefusedInIntegerMode = new Set(['.', ',', 'e', 'E', '-', '+']);
const charactersRefusedInIntegerMode = /[.,eE+-]/;

export interface NumberFieldProps extends BaseFieldProps {
  /** @default 'integer' */
  mode?: NumberFieldMode;
  /** The number, or `null` when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** How much the arrow keys and the steppers add or take away. @default 1 */
  step?: number;
  /** Decimal places kept in `decimal` mode. @default 2 */
  maximumFractionDigits?: number;
  /** A unit shown after the number and read with the label, e.g. "dBA", "%", "°C". */
  unit?: string;
  placeholder?: string;
  /** The `<input>` itself, so that a form library can focus it. */
  ref?: Ref<HTMLInputElement>;
}

function toAria(value: number | null | undefined): number | undefined {
  if (value === undefined) return undefined;
  return value === null ? Number.NaN : value;
}

/**
 * A number typed or stepped with the arrow keys, formatted for the locale (1.234 in Spanish, 1,234 in
 * English). Use it for counts, thresholds and readings; use `TextField` for identifiers made of digits
 * (phone numbers, postcodes), which are not quantities.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isRequired = false,
  mode = 'integer',
  value,
  defaultValue,
  onChange,
  maximumFractionDigits = 2,
  unit,
  placeholder,
  ref,
  ...fieldProps
}: NumberFieldProps) {
  const unitId = useId();
  const isInteger = mode === 'integer';

  function refuseKey(event: KeyboardEvent<HTMLInputElement>) {
    if (isInteger && !event.ctrlKey && !event.metaKey && keysRefusedInIntegerMode.has(event.key)) event.preventDefault();
  }

  function refusePaste(event: ClipboardEvent<HTMLInputElement>) {
    if (isInteger && charactersRefusedInIntegerMode.test(event.clipboardData.getData('text'))) event.preventDefault();
  }

  return (
    <AriaNumberField
      {...fieldProps}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={onChange ? (next) => onChange(Number.isNaN(next) ? null : next) : undefined}
      formatOptions={{ maximumFractionDigits: isInteger ? 0 : maximumFractionDigits }}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      // Joined by react-aria with the description and the error, so the unit is read with the number.
      aria-describedby={unit ? unitId : undefined}
      className={field}
      data-mode={mode}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.group}>
        <Input ref={ref} placeholder={placeholder} className={styles.input} onKeyDown={refuseKey} onPaste={refusePaste} />
        {unit ? (
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        ) : null}
        <span className={styles.steppers}>
          <Button slot="increment" className={styles.stepper}>
            <ChevronUp aria-hidden="true" />
          </Button>
          <Button slot="decrement" className={styles.stepper}>
            <ChevronDown aria-hidden="true" />
          </Button>
        </span>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
