import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { NumberField, numberFieldModes, type NumberFieldProps } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Umbral de ruido', unit: 'dBA', onChange: fn(), onBlur: fn() },
  argTypes: { mode: { control: 'inline-radio', options: numberFieldModes } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <NumberField {...args} />
    </div>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Se avisa cuando el ruido supera este valor.', defaultValue: 60 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await expect(input).toHaveValue('60');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('dBA'));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Se avisa'));
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('61');
    await expect(args.onChange).toHaveBeenLastCalledWith(61);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { mode: 'integer', minValue: 0, maxValue: 130, placeholder: '60', description: 'Entre 0 y 130.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Umbral de ruido' })).toBeEnabled();
  },
};

/** Whole numbers only: the decimal point, the comma, `e`, minus and plus do nothing (spec §5). */
export const IntegerBlocksKeys: Story = {
  args: { unit: undefined, label: 'Personas' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Personas' });
    await userEvent.click(input);
    await userEvent.keyboard('1.2,3e4-5+6E7');
    await expect(input).toHaveValue('1234567');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234.567');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234567);
  },
};

export const PasteWithDecimalsRefused: Story = {
  args: { unit: undefined, label: 'Personas', defaultValue: 4 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Personas' });
    await userEvent.click(input);
    await userEvent.paste('2.5');
    await expect(input).toHaveValue('4');
  },
};

export const Decimal: Story = {
  args: { mode: 'decimal', label: 'Temperatura', unit: '°C', maximumFractionDigits: 1 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Temperatura' });
    await userEvent.click(input);
    await userEvent.keyboard('21,5');
    await userEvent.tab();
    await expect(input).toHaveValue('21,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(21.5);
  },
};

export const MinAndMax: Story = {
  args: { minValue: 30, maxValue: 100, description: 'Entre 30 y 100 dBA.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await userEvent.click(input);
    await userEvent.keyboard('150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(input).toHaveValue('30');
  },
};

export const Emptied: Story = {
  args: { defaultValue: 60 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Umbral de ruido' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    const error = canvas.getByText('Campo requerido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 60 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('60');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Nivel de ruido a partir del cual se avisa al agente de noche y al propietario del alojamiento',
    description: 'Treinta decibelios es una habitación tranquila; sesenta, una conversación; ochenta y cinco, ruido fuerte.',
    defaultValue: 85,
  },
  render: (args) => (
    <div style={{ width: 260 }} data-testid="column">
      <NumberField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('textbox').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

/** Formatting follows the locale given to ThemeRoot: Spanish groups thousands with a dot. */
export const Spanish: Story = {
  args: { label: 'Índice de calidad del aire', unit: 'IAQ', defaultValue: 12345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('12.345');
    await expect(canvas.getByRole('button', { name: /Aumentar/ })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { label: 'Air quality index', unit: 'IAQ', defaultValue: 12345 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('12,345');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
  },
};

function ControlledNumber(props: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(40);
  return (
    <Stack gap="small" align="start">
      <NumberField {...props} value={value} onChange={setValue} />
      <Text>Valor: {value === null ? 'vacío' : value}</Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledNumber {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Valor: 39')).toBeVisible();
  },
};

function FocusFromOutside(props: NumberFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="medium" align="start">
      <NumberField {...props} ref={inputRef} />
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
    await expect(canvas.getByRole('textbox', { name: 'Umbral de ruido' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

/** Right to left: the unit and the steppers sit on the inline end, now the left. */
export const RightToLeft: Story = {
  args: { defaultValue: 60 },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Umbral de ruido' });
    await expect(canvas.getByText('dBA').getBoundingClientRect().right).toBeLessThanOrEqual(input.getBoundingClientRect().left);
  },
};
