import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DatePicker, type DateFieldHandle, type DatePickerProps } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Fecha de entrada', onChange: fn(), onBlur: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DatePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsText = (root: HTMLElement) => root.querySelector('[role="group"]')?.textContent?.replace(/\u2066|\u2069|\u200e/g, '');

/** The keyboard only: focus the field, Alt+↓ opens the calendar, arrows move, Enter picks. */
export const Default: Story = {
  args: { defaultValue: '2026-11-10' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(segmentsText(canvasElement)).toContain('10/11/2026');
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /día/ })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-11');
    await expect(segmentsText(canvasElement)).toContain('11/11/2026');
  },
};

export const Playground: Story = {
  args: { description: 'Día en que llega el huésped.', minValue: '2026-01-01', maxValue: '2026-12-31' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeEnabled();
  },
};

/** In Spanish: dd/mm/aaaa, month names in Spanish and weeks from Monday. */
export const Spanish: Story = {
  args: { defaultValue: '2026-11-10' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const grid = await screen.findByRole('grid');
    await expect(screen.getByRole('heading', { name: /noviembre de 2026/i })).toBeVisible();
    const weekdays = grid.querySelectorAll('th');
    await expect(weekdays[0]).toHaveTextContent('L');
    await expect(weekdays[6]).toHaveTextContent('D');
  },
};

export const English: Story = {
  args: { label: 'Check-in date', defaultValue: '2026-11-10' },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(segmentsText(canvasElement)).toContain('11/10/2026');
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    await expect(screen.getByRole('heading', { name: /November 2026/ })).toBeVisible();
    await expect(grid.querySelectorAll('th')[0]).toHaveTextContent('S');
  },
};

export const MinAndMax: Story = {
  args: { defaultValue: '2026-11-10', minValue: '2026-11-05', maxValue: '2026-11-20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    await screen.findByRole('grid');
    const day = (n: number) => screen.getAllByRole('button').find((b) => b.textContent === String(n) && b.closest('[role="grid"]'));
    await expect(day(4)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(21)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(15)).not.toHaveAttribute('aria-disabled');
  },
};

export const TypedDate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /día/ }));
    await userEvent.keyboard('24122026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-24');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /día/ })).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /día/ })).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(canvas.getByText('Campo requerido').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('button', { name: /Calendario/ }).getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Último día en que el huésped puede cancelar la reserva sin pagar la primera noche',
    description: 'Después de esta fecha se cobra la primera noche aunque no llegue.',
  },
  render: (args) => (
    <div style={{ width: 260 }} data-testid="column">
      <DatePicker {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: /Calendario/ }).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState<string | null>('2026-03-01');
  return (
    <Stack gap="small" align="start">
      <DatePicker {...props} value={value} onChange={setValue} />
      <Text>Valor: {value ?? 'vacío'}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /día/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Valor: 2026-03-02')).toBeVisible();
  },
};

function FocusFromOutside(props: DatePickerProps) {
  const ref = useRef<DateFieldHandle>(null);
  return (
    <Stack gap="medium" align="start">
      <DatePicker {...props} ref={ref} />
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
    await expect(canvas.getByRole('spinbutton', { name: /día/ })).toHaveFocus();
  },
};

export const DarkThemeOpen: Story = {
  args: { defaultValue: '2026-11-10' },
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};

/** The calendar opens inside the right-to-left root; react-aria lays the days out by the locale's own direction. */
export const RightToLeft: Story = {
  args: { defaultValue: '2026-11-10' },
  globals: { dir: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid.closest('[data-theme]')).toHaveAttribute('dir', 'rtl');
  },
};
