import { TextField, type TextFieldProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

export const textInput: FieldInput<TextFieldProps> = (props, { value, ...bound }) => <TextField {...props} {...bound} value={textOf(value)} />;
