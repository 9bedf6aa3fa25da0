import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldInput, PageProps } from './inputs/binding.ts';
import { useFieldError } from './useFieldError.ts';

export type FormFieldProps<T extends FieldValues, P> = {
  control: Control<T>;
  name: Path<T>;
  /** The kind of field (inputs/): `textInput`, `passwordInput`, `numberInput`… */
  input: FieldInput<P>;
} & NoInfer<PageProps<P>>;

/**
 * A design-system field bound to a react-hook-form field: its value, its changes, the focus a failed
 * submit moves to it, and the validation message in the person's language. Label and description are
 * the page's.
 *
 * `<FormField control={control} name="email" input={textInput} type="email" label={t('…')} isRequired />`
 */
export function FormField<T extends FieldValues, P>({ control, name, input, ...props }: FormFieldProps<T, P>) {
  const fieldError = useFieldError();
  const { field, fieldState } = useController({ control, name });
  return input(props as PageProps<P>, {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    name: field.name,
    ref: field.ref,
    errorMessage: fieldError(fieldState.error?.message),
  });
}
