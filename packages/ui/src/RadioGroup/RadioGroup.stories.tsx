import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Radio, RadioGroup, radioGroupOrientations, type RadioGroupHandle, type RadioGroupProps } from './RadioGroup';

const sensitivity = (
  <>
    <Radio value="normal">Normal</Radio>
    <Radio value="saving">Ahorro de batería / exterior</Radio>
    <Radio value="restrictive">Restrictiva</Radio>
    <Radio value="permissive">Permisiva</Radio>
  </>
);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: { label: 'Sensibilidad al ruido', children: sensitivity, onChange: fn(), onBlur: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'normal' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Sensibilidad al ruido' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(canvas.getByText('Restrictiva'));
    await expect(canvas.getByRole('radio', { name: 'Restrictiva' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('restrictive');
    // Arrow keys move the choice inside the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Permisiva' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Permisiva' })).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { orientation: 'horizontal', description: 'Cómo de pronto avisa el sensor.' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

export const Horizontal: Story = {
  args: {
    label: '¿Hay ascensor?',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="yes">Sí</Radio>
        <Radio value="no">No</Radio>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const yes = canvas.getByRole('radio', { name: 'Sí' });
    const no = canvas.getByRole('radio', { name: 'No' });
    await expect(yes.getBoundingClientRect().top).toBeCloseTo(no.getBoundingClientRect().top, 0);
    await userEvent.click(canvas.getByText('Sí'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(no).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Campo requerido');
    await expect(canvas.getByText('Campo requerido').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByText('Permisiva').getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'normal' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Restrictiva'));
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    children: (
      <>
        <Radio value="normal">Normal</Radio>
        <Radio value="custom" isDisabled>
          Personalizada (requiere firmware 2.0)
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Personalizada/ })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Qué debe hacer el agente de noche cuando el ruido sigue alto después de la primera llamada al huésped',
    children: (
      <>
        <Radio value="call">Llamar otra vez al huésped y, si no contesta, avisar al propietario por teléfono</Radio>
        <Radio value="visit">Enviar a alguien al alojamiento</Radio>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByText(/Llamar otra vez/).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: {
    label: 'Noise sensitivity',
    defaultValue: 'normal',
    children: (
      <>
        <Radio value="normal">Normal</Radio>
        <Radio value="restrictive">Restrictive</Radio>
      </>
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Noise sensitivity' })).toBeVisible();
  },
};

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Stack gap="small">
      <RadioGroup {...props} value={value} onChange={setValue} />
      <Text>Elegida: {value ?? 'ninguna'}</Text>
    </Stack>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Elegida: ninguna')).toBeVisible();
    await userEvent.click(canvas.getByText('Permisiva'));
    await expect(canvas.getByText('Elegida: permissive')).toBeVisible();
  },
};

function FocusFromOutside(props: RadioGroupProps) {
  const ref = useRef<RadioGroupHandle>(null);
  return (
    <Stack gap="medium" align="start">
      <RadioGroup {...props} ref={ref} />
      <Button variant="secondary" onPress={() => ref.current?.focus()}>
        Ir al campo
      </Button>
    </Stack>
  );
}

export const FocusThroughRef: Story = {
  args: { defaultValue: 'restrictive' },
  render: (args) => <FocusFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al campo' }));
    await expect(canvas.getByRole('radio', { name: 'Restrictiva' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  args: { defaultValue: 'normal', errorMessage: 'Elija otra opción' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
  },
};
