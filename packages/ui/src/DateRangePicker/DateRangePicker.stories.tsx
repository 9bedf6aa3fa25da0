import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import type { DateFieldHandle } from '../DatePicker/DatePicker';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from './DateRangePicker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Periodo', onChange: fn(), onBlur: fn() },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <DateRangePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupText = (root: HTMLElement) => root.querySelector('[role="group"]')?.textContent?.replace(/[\u2066\u2069\u200e]/g, '');
const dayButton = (n: number) => screen.getAllByRole('button').find((button) => button.textContent === String(n) && button.closest('[role="grid"]'))!;

/** Open the calendar, press the first day, then the last. */
export const Default: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-04' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(groupText(canvasElement)).toContain('2/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    await screen.findByRole('grid');
    await userEvent.click(dayButton(9));
    await userEvent.click(dayButton(15));
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-11-15' });
    await expect(groupText(canvasElement)).toContain('9/11/2026');
    await expect(groupText(canvasElement)).toContain('15/11/2026');
  },
};

export const Playground: Story = {
  args: { description: 'Alarmas entre estas dos fechas, ambas incluidas.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeEnabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-04' } },
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    const startDay = Number(document.activeElement?.textContent);
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}');
    const endDay = Number(document.activeElement?.textContent);
    await expect(endDay).toBeGreaterThan(startDay);
    await userEvent.keyboard('{Enter}');
    const iso = (day: number) => `2026-11-${String(day).padStart(2, '0')}`;
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: iso(startDay), end: iso(endDay) });
  },
};

export const Spanish: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-04' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid.querySelectorAll('th')[0]).toHaveTextContent('L');
  },
};

export const English: Story = {
  args: { label: 'Period', defaultValue: { start: '2026-11-02', end: '2026-11-04' } },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(groupText(canvasElement)).toContain('11/2/2026');
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid.querySelectorAll('th')[0]).toHaveTextContent('S');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'La fecha final debe ser posterior a la inicial' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(expect.stringContaining('posterior'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-11-02', end: '2026-11-04' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: { label: 'Periodo del que se calculan las estadísticas de alarmas de ruido, humo y aforo de todos los alojamientos' },
  render: (args) => (
    <div style={{ width: 300 }} data-testid="column">
      <DateRangePicker {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: /Calendario/ }).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange | null>({ start: '2026-01-01', end: '2026-01-31' });
  return (
    <Stack gap="small" align="start">
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <Text>{value ? `${value.start} → ${value.end}` : 'vacío'}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/ })[1]!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('2026-01-01 → 2026-01-30')).toBeVisible();
  },
};

function FocusFromOutside(props: DateRangePickerProps) {
  const ref = useRef<DateFieldHandle>(null);
  return (
    <Stack gap="medium" align="start">
      <DateRangePicker {...props} ref={ref} />
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
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

export const DarkThemeOpen: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-06' } },
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};
