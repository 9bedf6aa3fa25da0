import { Switch } from '@sereno/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** One notification channel of a settings section (spec §3 Notification preferences): a switch bound to its form field. */
export function ChannelSwitch<Form extends FieldValues>({ control, name, label }: { control: Control<Form>; name: FieldPath<Form>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
