import { useImperativeHandle, useRef, type Ref } from 'react';
import { Button, Calendar, CalendarCell, DateInput, DatePicker as AriaDatePicker, DateSegment, Dialog, Group } from 'react-aria-components';
import { CalendarDays } from 'lucide-react';
import { CalendarBody, useFirstDayOfWeek } from '../private/CalendarParts';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { FieldPopover } from '../private/FieldPopover';
import * as calendarStyles from '../private/calendar.css';
import * as dateStyles from '../private/dateInput.css';
import { field } from '../private/field.css';
import { toCalendarDate } from '../private/isoDate';

/** What a form library needs to focus a date or time field: its first segment. */
export interface DateFieldHandle {
  focus: () => void;
}

export interface DatePickerProps extends BaseFieldProps {
  /** An ISO date, `yyyy-MM-dd`, or `null` when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The earliest date that can be chosen, `yyyy-MM-dd`. */
  minValue?: string;
  /** The latest date that can be chosen, `yyyy-MM-dd`. */
  maxValue?: string;
  ref?: Ref<DateFieldHandle>;
}

/** Focuses the first editable segment inside `root`. */
export function focusFirstSegment(root: HTMLElement | null) {
  root?.querySelector<HTMLElement>('[role="spinbutton"]:not([aria-disabled="true"])')?.focus();
}

/**
 * A single day, typed segment by segment (dd/mm/aaaa in Spanish) or picked in a calendar that opens from
 * the button. Weeks start on Monday in Spanish. Values are ISO strings.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isRequired = false,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ref,
  ...fieldProps
}: DatePickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const firstDayOfWeek = useFirstDayOfWeek();
  useImperativeHandle(ref, () => ({ focus: () => focusFirstSegment(rootRef.current) }));
  return (
    <AriaDatePicker
      {...fieldProps}
      ref={rootRef}
      value={toCalendarDate(value)}
      defaultValue={toCalendarDate(defaultValue)}
      onChange={onChange ? (date) => onChange(date ? date.toString() : null) : undefined}
      minValue={toCalendarDate(minValue) ?? undefined}
      maxValue={toCalendarDate(maxValue) ?? undefined}
      granularity="day"
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={dateStyles.group}>
        <DateInput className={dateStyles.dateInput}>{(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}</DateInput>
        <Button className={dateStyles.calendarButton}>
          <CalendarDays aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <Dialog className={calendarStyles.dialog}>
          <Calendar className={calendarStyles.calendar} firstDayOfWeek={firstDayOfWeek}>
            <CalendarBody renderCell={(date) => <CalendarCell date={date} className={calendarStyles.cell} />} />
          </Calendar>
        </Dialog>
      </FieldPopover>
    </AriaDatePicker>
  );
}
