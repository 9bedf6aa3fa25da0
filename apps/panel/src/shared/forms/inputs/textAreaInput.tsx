import { TextArea, type TextAreaProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

export const textAreaInput: FieldInput<TextAreaProps> = (props, { value, ...bound }) => <TextArea {...props} {...bound} value={textOf(value)} />;
