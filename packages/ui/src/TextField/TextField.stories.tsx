import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Nombre de la red',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Tal como aparece en el router.', placeholder: 'Casa_5G' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    await expect(input).toHaveAccessibleDescription('Tal como aparece en el router.');
    await userEvent.click(canvas.getByText('Nombre de la red'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Casa');
    await expect(input).toHaveValue('Casa');
    await expect(args.onChange).toHaveBeenLastCalledWith('Casa');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye; the name stays the label and the requirement is announced.
    const input = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { isRequired: true, defaultValue: '', errorMessage: 'Campo requerido', description: 'Tal como aparece en el router.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    const error = canvas.getByText('Campo requerido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(error).toBeVisible();
    // Under the field, not beside or above it.
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Casa_5G' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Casa_5G');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', defaultValue: 'agente@sereno.example' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** A form library focuses the field through its ref, e.g. on the first error. */
function FocusFromOutside(props: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="medium" align="start">
      <TextField {...props} ref={inputRef} />
      <Button variant="secondary" onPress={() => inputRef.current?.focus()}>
        Ir al campo
      </Button>
    </Stack>
  );
}

export const FocusThroughRef: Story = {
  render: (args) => <FocusFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al campo' }));
    await expect(canvas.getByRole('textbox', { name: 'Nombre de la red' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Nombre de la red wifi de invitados tal como aparece en la pegatina del router del alojamiento',
    description: 'Si el alojamiento tiene varias redes, escriba la que deben usar los huéspedes; la de administración no se comparte nunca.',
    errorMessage: 'El nombre de la red no puede superar los treinta y dos caracteres que admite el estándar.',
    defaultValue: 'Red_de_invitados_del_apartamento_de_la_calle_mayor_numero_cinco',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    for (const element of [canvas.getByRole('textbox'), canvas.getByText(/superar/)]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    }
  },
};

export const DarkTheme: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};
