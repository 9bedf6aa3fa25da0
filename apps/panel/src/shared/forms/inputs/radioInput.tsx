import { RadioGroup, type RadioGroupProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

export const radioInput: FieldInput<RadioGroupProps> = (props, { value, ...bound }) => <RadioGroup {...props} {...bound} value={textOf(value)} />;
