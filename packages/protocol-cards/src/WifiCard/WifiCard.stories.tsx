import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { WifiCard } from './WifiCard';

const meta = {
  title: 'Protocol cards/WifiCard',
  component: WifiCard,
  args: { onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WifiCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Wifi' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre de la red' }), '  Casa_5G  ');
    await userEvent.type(canvas.getByLabelText('Contraseña'), ' S3creto!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith({ networkName: 'Casa_5G', password: 'S3creto!' });
  },
};

export const EditsSavedValues: Story = {
  args: { defaultValues: { networkName: 'Casa_5G', password: 'S3creto!' } },
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    await expect(name).toHaveValue('Casa_5G');
    await userEvent.clear(name);
    await userEvent.type(name, 'Casa_2G{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ networkName: 'Casa_2G', password: 'S3creto!' }));
  },
};

export const RevealsThePassword: Story = {
  args: { defaultValues: { networkName: 'Casa_5G', password: 'S3creto!' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByDisplayValue('S3creto!')).toBe(password);
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const OpenNetwork: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre de la red' }), 'Invitados');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ networkName: 'Invitados', password: '' }));
  },
};

export const NameIsRequired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Nombre de la red' });
    await userEvent.type(name, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    // react-hook-form puts the person back on the field to fix, through the ref the ui field forwards.
    await expect(name).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(name, 'Casa_5G');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  },
};

export const Saving: Story = {
  args: { isSaving: true, defaultValues: { networkName: 'Casa_5G', password: 'S3creto!' } },
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: /Guardar/ });
    await expect(save).toContainElement(canvas.getByRole('progressbar', { name: 'En curso' }));
    await userEvent.click(save);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre de la red' }), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Wi-Fi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  args: { defaultValues: { networkName: 'Casa_5G', password: 'S3creto!' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de la red' })).toHaveValue('Casa_5G');
  },
};
