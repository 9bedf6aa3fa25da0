import { DatePicker, type DatePickerProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

/** An emptied day is `''` in the form, what the date schemas read as missing. */
export const dateInput: FieldInput<DatePickerProps> = (props, { value, onChange, ...bound }) => (
  <DatePicker {...props} {...bound} value={textOf(value) || null} onChange={(day) => onChange(day ?? '')} />
);
