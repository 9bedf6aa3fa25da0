import { Select, type SelectProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

/** A select has no empty choice: clearing it keeps what was chosen. */
export const selectInput: FieldInput<SelectProps> = (props, { value, onChange, ...bound }) => (
  <Select {...props} {...bound} value={textOf(value)} onChange={(choice) => onChange(choice ?? value)} />
);
