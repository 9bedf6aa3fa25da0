import { Switch, type SwitchProps } from '@sereno/ui';
import type { FieldInput } from './binding.ts';

export const switchInput: FieldInput<SwitchProps> = (props, { value, ...bound }) => <Switch {...props} {...bound} isSelected={Boolean(value)} />;
