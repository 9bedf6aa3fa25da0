import { TimeField, type TimeFieldProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

/** An emptied time is `''` in the form, what the time schemas read as missing. */
export const timeInput: FieldInput<TimeFieldProps> = (props, { value, onChange, ...bound }) => (
  <TimeField {...props} {...bound} value={textOf(value) || null} onChange={(time) => onChange(time ?? '')} />
);
