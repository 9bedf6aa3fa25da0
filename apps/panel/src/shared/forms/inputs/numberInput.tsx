import { NumberField, type NumberFieldProps } from '@sereno/ui';
import type { FieldInput } from './binding.ts';

/** An absent number is an empty field. */
export const numberInput: FieldInput<NumberFieldProps> = (props, { value, ...bound }) => (
  <NumberField {...props} {...bound} value={typeof value === 'number' ? value : null} />
);
