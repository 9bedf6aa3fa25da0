import { PasswordField, type PasswordFieldProps } from '@sereno/ui';
import { textOf, type FieldInput } from './binding.ts';

export const passwordInput: FieldInput<PasswordFieldProps> = (props, { value, ...bound }) => <PasswordField {...props} {...bound} value={textOf(value)} />;
