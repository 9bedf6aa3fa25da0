import type { ReactNode, Ref } from 'react';
import { Button, ListBox, ListBoxItem, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { FieldPopover } from '../private/FieldPopover';
import { field } from '../private/field.css';
import * as popoverStyles from '../private/popover.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** What `value` and `onChange` carry. */
  key: string;
  /** What the person reads. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends BaseFieldProps {
  /** The choices, in order. Or pass `SelectItem` children. */
  options?: readonly SelectOption[];
  children?: ReactNode;
  /** The chosen key, or `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Shown while nothing is chosen. @default "Seleccione una opción" / "Select an option" */
  placeholder?: string;
  /** The button that opens the list, so that a form library can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

export interface SelectItemProps {
  value: string;
  /** Plain text; rich content needs `textValue` for type-ahead. */
  children: ReactNode;
  textValue?: string;
  isDisabled?: boolean;
}

/** One option of a `Select` given as children. */
export function SelectItem({ value, children, textValue, isDisabled }: SelectItemProps) {
  return (
    <ListBoxItem
      id={value}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      isDisabled={isDisabled}
      className={popoverStyles.option}
    >
      {({ isSelected }) => (
        <>
          {children}
          {isSelected ? <Check className={popoverStyles.optionCheck} aria-hidden="true" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * One choice from a list known in advance (five or more options, or too long for a `RadioGroup`). For
 * lists that come from the server page by page, or that a person needs to search, use `SearchSelect`.
 */
export function Select({
  label,
  description,
  errorMessage,
  isRequired = false,
  options,
  children,
  value,
  defaultValue,
  onChange,
  placeholder,
  ref,
  ...fieldProps
}: SelectProps) {
  const strings = useUiStrings();
  return (
    <AriaSelect
      {...fieldProps}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key === null ? null : String(key)) : undefined}
      placeholder={placeholder ?? strings.selectPlaceholder}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Button ref={ref} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <ListBox className={popoverStyles.listBox}>
          {options
            ? options.map((option) => (
                <SelectItem key={option.key} value={option.key} isDisabled={option.isDisabled}>
                  {option.label}
                </SelectItem>
              ))
            : children}
        </ListBox>
      </FieldPopover>
    </AriaSelect>
  );
}
