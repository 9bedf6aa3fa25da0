import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { Switch, type SwitchProps } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Tiene wifi', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Tiene wifi' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Tiene wifi'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { description: 'Los huéspedes verán la red y la contraseña.', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Los huéspedes verán la red y la contraseña.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription('Los huéspedes verán la red y la contraseña.');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Active el wifi para enviar la contraseña a los huéspedes' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    const error = canvas.getByText(/Active el wifi/);
    await expect(control).toHaveAccessibleDescription(expect.stringContaining('Active el wifi'));
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(canvas.getByText('Tiene wifi').getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Tiene wifi'));
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function RevealsFields(props: SwitchProps) {
  const [hasWifi, setHasWifi] = useState(false);
  return (
    <Stack gap="medium">
      <Switch {...props} isSelected={hasWifi} onChange={setHasWifi} />
      {hasWifi ? <TextField label="Nombre de la red" /> : null}
    </Stack>
  );
}

/** The yes/no switch of the protocol cards: related fields appear only when it is on. */
export const ControlledRevealsFields: Story = {
  render: (args) => <RevealsFields {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Nombre de la red' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Tiene wifi' }));
    await expect(canvas.getByRole('textbox', { name: 'Nombre de la red' })).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Avisar al propietario por SMS y por correo cuando el ruido supere el umbral durante más de diez minutos seguidos',
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="column">
      <Switch {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByText(/Avisar al propietario/).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { label: 'Has wifi', defaultSelected: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Has wifi' })).toBeChecked();
  },
};

function FocusFromOutside(props: SwitchProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="medium" align="start">
      <Switch {...props} ref={ref} />
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
    await expect(canvas.getByRole('switch')).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { label: 'واي فاي', defaultSelected: true },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const DarkTheme: Story = {
  render: () => (
    <Stack gap="small">
      <Switch label="Encendido" defaultSelected />
      <Switch label="Apagado" />
    </Stack>
  ),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Encendido' })).toBeChecked();
  },
};
