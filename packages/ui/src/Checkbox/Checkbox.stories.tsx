import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Mostrar alarmas sin notificación', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Mostrar alarmas sin notificación' });
    await userEvent.click(canvas.getByText('Mostrar alarmas sin notificación'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { description: 'Incluye las alarmas que no llegaron a nadie.', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

const rooms = ['Ático', 'Estudio', 'Loft'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['Ático']);
  const all = chosen.length === rooms.length;
  return (
    <Stack gap="xsmall">
      <Checkbox
        label="Todos los alojamientos"
        isSelected={all}
        isIndeterminate={chosen.length > 0 && !all}
        onChange={(isSelected) => setChosen(isSelected ? rooms : [])}
      />
      {rooms.map((room) => (
        <Checkbox
          key={room}
          label={room}
          isSelected={chosen.includes(room)}
          onChange={(isSelected) => setChosen((current) => (isSelected ? [...current, room] : current.filter((r) => r !== room)))}
        />
      ))}
    </Stack>
  );
}

/** "Some of them": the dash, for a select-all over a partly chosen list. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Todos los alojamientos' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const room of rooms) await expect(canvas.getByRole('checkbox', { name: room })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loft' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Required: Story = {
  args: { label: 'Acepto las condiciones del servicio', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Acepto las condiciones del servicio' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: 'Acepto las condiciones del servicio', isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Campo requerido');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Mostrar alarmas sin notificación'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Enviar también las alarmas de humo al contacto de emergencia del edificio cuando el propietario no responda en cinco minutos',
    description: 'El contacto se configura en la tarjeta del edificio.',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByText(/Enviar también/).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { label: 'Show alarms without notification' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show alarms without notification' })).not.toBeChecked();
  },
};

function FocusFromOutside(props: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="medium" align="start">
      <Checkbox {...props} ref={ref} />
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
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  render: () => <SelectAll />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Todos los alojamientos' })).toBePartiallyChecked();
  },
};
