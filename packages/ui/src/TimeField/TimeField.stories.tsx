import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import type { DateFieldHandle } from '../DatePicker/DatePicker';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TimeField, type TimeFieldProps } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Hora de entrada', onChange: fn(), onBlur: fn() },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <TimeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldText = (root: HTMLElement) => root.querySelector('[role="group"]')?.textContent?.replace(/[\u2066\u2069\u200e]/g, '');

/** 24 hours, in Spanish and in English alike: no AM/PM. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^hora,/ }));
    await userEvent.keyboard('2130');
    await expect(args.onChange).toHaveBeenLastCalledWith('21:30');
    await expect(fieldText(canvasElement)).toBe('21:30');
    await expect(canvas.queryByRole('spinbutton', { name: /AM|PM|a\. m\./i })).toBeNull();
  },
};

export const Playground: Story = {
  args: { defaultValue: '15:00', description: 'A partir de esta hora pueden entrar los huéspedes.' },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('15:00');
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: '23:59' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^hora,/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:59');
  },
};

export const English: Story = {
  args: { label: 'Check-in time', defaultValue: '18:45' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('18:45');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /^hora,/ })).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^hora,/ })).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '09:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^hora,/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongLabel: Story = {
  args: { label: 'Hora a partir de la cual el agente de noche deja de llamar a los huéspedes y avisa solo al propietario' },
  render: (args) => (
    <div style={{ width: 220 }} data-testid="column">
      <TimeField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

function Controlled(props: TimeFieldProps) {
  const [value, setValue] = useState<string | null>('22:00');
  return (
    <Stack gap="small" align="start">
      <TimeField {...props} value={value} onChange={setValue} />
      <Text>Valor: {value ?? 'vacío'}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^minuto,/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Valor: 22:01')).toBeVisible();
  },
};

function FocusFromOutside(props: TimeFieldProps) {
  const ref = useRef<DateFieldHandle>(null);
  return (
    <Stack gap="medium" align="start">
      <TimeField {...props} ref={ref} />
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
    await expect(canvas.getByRole('spinbutton', { name: /^hora,/ })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  args: { defaultValue: '03:15', errorMessage: 'Fuera del horario de la alerta' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(fieldText(canvasElement)).toBe('03:15');
  },
};
