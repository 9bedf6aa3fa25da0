import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Select, SelectItem, type SelectProps } from './Select';

const roles = [
  { key: 'admin', label: 'Administrador' },
  { key: 'owner', label: 'Propietario' },
  { key: 'agent', label: 'Agente de noche' },
  { key: 'cleaner', label: 'Limpieza', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  subcomponents: { SelectItem },
  args: { label: 'Rol', options: roles, onChange: fn(), onBlur: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Rol/ });
    await expect(trigger).toHaveTextContent('Seleccione una opción');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The list renders inside ThemeRoot, so it carries the theme.
    await expect(listbox.closest('[data-theme]')).not.toBeNull();
    await expect(screen.getByRole('option', { name: 'Limpieza' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Agente de noche' }));
    await expect(trigger).toHaveTextContent('Agente de noche');
    await expect(args.onChange).toHaveBeenLastCalledWith('agent');
  },
};

export const Playground: Story = {
  args: { description: 'Decide qué puede ver y hacer.', placeholder: 'Elija un rol' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Rol/ })).toHaveTextContent('Elija un rol');
  },
};

/** Keyboard: focus, open with the arrow key, move, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Rol/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('owner');
  },
};

export const WithChildren: Story = {
  args: {
    label: 'Idioma',
    options: undefined,
    defaultValue: 'es',
    children: [
      <SelectItem key="es" value="es">
        Español
      </SelectItem>,
      <SelectItem key="en" value="en">
        English
      </SelectItem>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Idioma/ })).toHaveTextContent('Español');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Rol/ });
    const error = canvas.getByText('Campo requerido');
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'owner' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Rol/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Persona a la que se avisa primero cuando salta una alarma de humo fuera del horario de oficina',
    options: [
      { key: 'long', label: 'El propietario, por teléfono y después por correo electrónico si no contesta en cinco minutos' },
      { key: 'agent', label: 'Agente de noche' },
    ],
    defaultValue: 'long',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('button').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: {
    label: 'Role',
    options: [
      { key: 'admin', label: 'Administrator' },
      { key: 'owner', label: 'Owner' },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Select an option');
  },
};

function Controlled(props: SelectProps) {
  const [value, setValue] = useState<string | null>('admin');
  return (
    <Stack gap="small" align="start">
      <Select {...props} value={value} onChange={setValue} />
      <Text>Elegido: {value ?? 'ninguno'}</Text>
      <Button variant="secondary" onPress={() => setValue(null)}>
        Quitar
      </Button>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Rol/ })).toHaveTextContent('Administrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar' }));
    await expect(canvas.getByText('Elegido: ninguno')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Rol/ })).toHaveTextContent('Seleccione una opción');
  },
};

function FocusFromOutside(props: SelectProps) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="medium" align="start">
      <Select {...props} ref={ref} />
      <Button variant="secondary" onPress={() => ref.current?.focus()}>
        Ir al campo
      </Button>
    </Stack>
  );
}

export const FocusThroughRef: Story = {
  render: (args) => <FocusFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al campo' }));
    await expect(canvas.getByRole('button', { name: /Rol/ })).toHaveFocus();
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rol/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};

/** Right to left: the chevron on the inline end (left) and the list opens in the page's direction. */
export const RightToLeft: Story = {
  args: { defaultValue: 'owner' },
  globals: { dir: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Rol/ });
    const box = trigger.getBoundingClientRect();
    await expect(trigger.querySelector('svg')!.getBoundingClientRect().left).toBeLessThan(box.left + box.width / 2);
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[data-theme]')).toHaveAttribute('dir', 'rtl');
  },
};
