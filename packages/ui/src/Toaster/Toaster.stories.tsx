import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Toaster, useToast, type ToastOptions } from './Toaster';

function Actions({ toasts }: { toasts: Array<ToastOptions & { button: string }> }) {
  const { toast } = useToast();
  return (
    <Inline gap="small">
      {toasts.map(({ button, ...options }) => (
        <Button key={button} variant="secondary" onPress={() => toast(options)}>
          {button}
        </Button>
      ))}
    </Inline>
  );
}

const saved: ToastOptions & { button: string } = {
  button: 'Guardar',
  tone: 'success',
  title: 'Cambios guardados',
  message: 'La habitación se ha actualizado.',
  autoHideMs: null,
};
const failed: ToastOptions & { button: string } = {
  button: 'Fallar',
  tone: 'error',
  title: 'No se ha podido guardar',
  message: 'Revise la conexión y vuelva a intentarlo.',
  autoHideMs: null,
};

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component:
          'Short messages about what just happened, raised from anywhere with `useToast().toast({ tone, title, message })` inside a `Toaster` (put once around the app, inside `ThemeRoot`). They stack at the bottom, at the inline end; each hides after 5 s — paused while hovered or focused — and can be closed. Success and information are announced politely (`role="status"`), errors and warnings at once (`role="alert"`).',
      },
    },
  },
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <Toaster {...args}>
      <Actions toasts={[saved, failed]} />
    </Toaster>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const region = canvas.getByRole('region', { name: 'Notificaciones' });
    const status = await within(region).findByRole('status');
    await expect(status).toHaveTextContent('Cambios guardados');

    await userEvent.click(canvas.getByRole('button', { name: 'Fallar' }));
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido guardar');
    // Stacked: the newest under the older one.
    await expect(alert.getBoundingClientRect().top).toBeGreaterThan(status.getBoundingClientRect().bottom);

    const closeButtons = within(region).getAllByRole('button', { name: 'Cerrar notificación' });
    await userEvent.click(closeButtons[0]!);
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    await expect(within(region).getByRole('alert')).toBeVisible();
  },
};

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Each toast hides by itself (5 s by default; 800 ms here), and stays while the pointer is on it. */
export const AutoHide: Story = {
  render: (args) => (
    <Toaster {...args}>
      <Actions toasts={[{ ...saved, autoHideMs: 800 }]} />
    </Toaster>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const status = await canvas.findByRole('status');
    await userEvent.hover(status);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(status).toBeVisible();
    await userEvent.unhover(status);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const Limit: Story = {
  args: { limit: 2 },
  render: (args) => (
    <Toaster {...args}>
      <Actions toasts={[saved]} />
    </Toaster>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Toaster {...args}>
      <Actions toasts={[{ ...saved, button: 'Save', title: 'Changes saved', message: 'The room was updated.' }]} />
    </Toaster>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const status = await canvas.findByRole('status');
    // The stack sits at the inline end: the left.
    await expect(status.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
