import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Contraseña', autoComplete: 'current-password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(input);
    await userEvent.keyboard('S3creto!');
    await expect(args.onChange).toHaveBeenLastCalledWith('S3creto!');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByDisplayValue('S3creto!')).toBe(input);

    // And masked again, from the keyboard.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('S3creto!');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'La contraseña no coincide', defaultValue: 'abc' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Contraseña/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('La contraseña no coincide');
    await expect(canvas.getByText('La contraseña no coincide').getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const WithDescription: Story = {
  args: { description: 'Al menos 8 caracteres, una mayúscula, una minúscula y un número.', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(/Al menos 8 caracteres/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'S3creto!' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  },
};

export const English: Story = {
  args: { label: 'Password' },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const DarkTheme: Story = {
  args: { defaultValue: 'S3creto!', errorMessage: 'La contraseña debe seguir los requisitos' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
  },
};
