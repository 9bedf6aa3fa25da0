import { useImperativeHandle, useRef, type Ref } from 'react';
import { Button, CalendarCell, DateInput, DateRangePicker as AriaDateRangePicker, DateSegment, Dialog, Group, RangeCalendar } from 'react-aria-components';
import { CalendarDays } from 'lucide-react';
import { focusFirstSegment, type DateFieldHandle } from '../DatePicker/DatePicker';
import { CalendarBody, useFirstDayOfWeek } from '../private/CalendarParts';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { FieldPopover } from '../private/FieldPopover';
import * as calendarStyles from '../private/calendar.css';
import * as dateStyles from '../private/dateInput.css';
import { field } from '../private/field.css';
import { toCalendarDate } from '../private/isoDate';

/** Both ends as ISO dates, `yyyy-MM-dd`; the end is never before the start. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends BaseFieldProps {
  /** The range, or `null` when empty. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  ref?: Ref<DateFieldHandle>;
}

function toAriaRange(range: DateRange | null | undefined) {
  if (range === undefined) return undefined;
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);
  return start && end ? { start, end } : null;
}

/**
 * From one day to another — the "from / to" filters of alarms and bookings, a custom period of a chart.
 * Type both dates or drag across the calendar. Values are ISO strings.
 */
export function DateRangePicker({
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
}: DateRangePickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const firstDayOfWeek = useFirstDayOfWeek();
  useImperativeHandle(ref, () => ({ focus: () => focusFirstSegment(rootRef.current) }));
  return (
    <AriaDateRangePicker
      {...fieldProps}
      ref={rootRef}
      value={toAriaRange(value)}
      defaultValue={toAriaRange(defaultValue)}
      onChange={onChange ? (range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null) : undefined}
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
        <DateInput slot="start" className={dateStyles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={dateStyles.rangeDash}>
          –
        </span>
        <DateInput slot="end" className={dateStyles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={dateStyles.segment} />}
        </DateInput>
        <Button className={dateStyles.calendarButton}>
          <CalendarDays aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <Dialog className={calendarStyles.dialog}>
          <RangeCalendar className={calendarStyles.calendar} firstDayOfWeek={firstDayOfWeek}>
            <CalendarBody renderCell={(date) => <CalendarCell date={date} className={calendarStyles.rangeCell} />} />
          </RangeCalendar>
        </Dialog>
      </FieldPopover>
    </AriaDateRangePicker>
  );
}
