import { useImperativeHandle, useRef, type Ref } from 'react';
import { DateInput, DateSegment, Group, TimeField as AriaTimeField } from 'react-aria-components';
import { focusFirstSegment, type DateFieldHandle } from '../DatePicker/DatePicker';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import * as dateStyles from '../private/dateInput.css';
import { field } from '../private/field.css';
import { timeToString, toTime } from '../private/isoDate';

export interface TimeFieldProps extends BaseFieldProps {
  /** `HH:mm` on a 24-hour clock, or `null` when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  ref?: Ref<DateFieldHandle>;
}

/** A time of day on the 24-hour clock (alert schedules, check-in from 15:00): hours and minutes typed or stepped with the arrows. */
export function TimeField({ label, description, errorMessage, isRequired = false, value, defaultValue, onChange, ref, ...fieldProps }: TimeFieldProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => focusFirstSegment(rootRef.current) }));
  return (
    <AriaTimeField
      {...fieldProps}
      ref={rootRef}
      value={toTime(value)}
      defaultValue={toTime(defaultValue)}
      onChange={onChange ? (time) => onChange(time ? timeToString(time) : null) : undefined}
      hourCycle={24}
      // "03:15", not "3:15": the spec's HH:mm.
      shouldForceLeadingZeros
      granularity="minute"
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={dateStyles.group}>
        <DateInput className={dateStyles.dateInput}>{(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}</DateInput>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTimeField>
  );
}
