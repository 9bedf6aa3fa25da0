import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { NOTIFICATION_AUTO_HIDE_MS, Notification, notificationTones } from './Notification';

const meta = {
  title: 'Feedback/Notification',
  component: Notification,
  args: {
    tone: 'info',
    title: 'Cambios guardados',
    children: 'La tarjeta de protocolo se ha actualizado.',
    onClose: fn(),
    // Stories stay on screen to be looked at; the timer has stories of its own.
    autoHideMs: null,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: notificationTones },
    autoHideMs: { control: 'number', description: `Default: ${NOTIFICATION_AUTO_HIDE_MS} ms` },
  },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Cambios guardados');
    await expect(canvas.getByRole('img', { name: 'Información' })).toBeVisible();
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Cerrar notificación' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SuccessTone: Story = {
  args: { tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toContainElement(canvas.getByRole('img', { name: 'Correcto' }));
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'No se ha podido guardar', children: 'Revise la conexión y vuelva a intentarlo.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido guardar');
    await expect(alert).toContainElement(canvas.getByRole('img', { name: 'Error' }));
    // The close button is not part of what is announced.
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Cerrar notificación' }));
  },
};

export const WarningTone: Story = {
  args: { tone: 'warning', title: undefined, children: 'El dispositivo lleva 40 minutos sin enviar lecturas.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toContainElement(canvas.getByRole('img', { name: 'Aviso' }));
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Stack gap="small">
      {notificationTones.map((tone) => (
        <Notification key={tone} {...args} tone={tone} title={tone} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const HidesItself: Story = {
  args: { autoHideMs: 400 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PausesWhileHovered: Story = {
  args: { autoHideMs: 800 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('status'));
    await sleep(1600);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const PausesWhileFocused: Story = {
  args: { autoHideMs: 800 },
  render: (args) => (
    <Stack gap="medium" align="start">
      <Notification {...args} />
      <Button variant="secondary">Otra acción</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar notificación' })).toHaveFocus();
    await sleep(1600);
    await expect(canvas.getByRole('status')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Otra acción' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'No se ha podido vincular el alojamiento con la integración de Guesty',
    children:
      'El anuncio ya está vinculado a otra habitación: Apartamento Calle Mayor 5, 3.º izquierda. Desvincúlelo allí antes de vincularlo aquí, o elija otro anuncio de la lista.',
  },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="column">
      <Notification {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('alert').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await expect(canvas.getByRole('button', { name: 'Cerrar notificación' }).getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const DarkTheme: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};

export const English: Story = {
  args: { title: 'Changes saved', children: 'The protocol card was updated.' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};
