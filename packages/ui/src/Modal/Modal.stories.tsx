import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';

const onSave = fn();

function EditRoom({ english = false, long = false, ...args }: Partial<ModalProps> & { english?: boolean; long?: boolean }) {
  return (
    <Modal {...args}>
      <Modal.Trigger>
        <Button>{english ? 'Edit room' : 'Editar habitación'}</Button>
      </Modal.Trigger>
      <Modal.Title>{english ? 'Edit room' : 'Editar habitación'}</Modal.Title>
      <Modal.Description>{english ? 'The name guests see in messages.' : 'El nombre que ven los huéspedes en los mensajes.'}</Modal.Description>
      <Modal.Body>
        <TextField label={english ? 'Name' : 'Nombre'} defaultValue="Habitación 12" />
        {long
          ? Array.from({ length: 30 }, (_, index) => (
              <Text key={index}>{`Línea ${index + 1} de un contenido largo que obliga a desplazarse dentro del cuerpo.`}</Text>
            ))
          : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary">{english ? 'Cancel' : 'Cancelar'}</Button>
        <Button onPress={onSave}>{english ? 'Save' : 'Guardar'}</Button>
      </Modal.Footer>
    </Modal>
  );
}

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  parameters: {
    docs: {
      description: {
        component:
          'A dialog for a short task that needs the person’s whole attention (edit a room, link a device). Focus moves inside and stays there until it closes — Escape, the close button or the scrim — and then returns to what opened it. At most 800 px wide, 90% of the screen on small ones; it renders in ThemeRoot’s overlay layer, so it carries the theme and direction. Compose it from `Modal.Trigger`, `Modal.Title`, `Modal.Description`, `Modal.Body` and `Modal.Footer`; to ask before an action, use `ConfirmDialog`.',
      },
    },
  },
  args: { onOpenChange: fn(), children: null },
  argTypes: { children: { control: false }, open: { control: 'boolean' } },
  render: (args) => <EditRoom {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Editar habitación' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await canvas.findByRole('dialog', { name: 'Editar habitación' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription('El nombre que ven los huéspedes en los mensajes.');
    // Focus moves to the first field.
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toHaveFocus());

    // Tab cycles inside: close, name, Cancelar, Guardar and round again.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Themed through the overlay layer; 800 px wide on a large screen; the close button says its name. */
export const OpenByDefault: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog.closest('[data-sereno-overlays]')).not.toBeNull();
    await expect(dialog.closest('[data-theme]')).not.toBeNull();
    await expect(dialog.getBoundingClientRect().width).toBe(Math.min(800, window.innerWidth * 0.9));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

function AppControlled(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Abrir desde la aplicación
      </Button>
      <Modal {...args} open={open} onOpenChange={(next) => (args.onOpenChange?.(next), setOpen(next))}>
        <Modal.Title>Vincular dispositivo</Modal.Title>
        <Modal.Body>
          <Text>Pulse el botón del dispositivo durante 3 segundos.</Text>
        </Modal.Body>
      </Modal>
    </>
  );
}

/** Controlled by the app (`open` / `onOpenChange`); focus still returns to the button that opened it. */
export const Controlled: Story = {
  render: (args) => <AppControlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir desde la aplicación' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Vincular dispositivo' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

function ChooseManager(args: ModalProps) {
  const [manager, setManager] = useState<string | null>(null);
  return (
    <Modal {...args}>
      <Modal.Title>Asignar gestor</Modal.Title>
      <Modal.Body>
        <Select
          label="Gestor"
          options={[
            { key: 'lucia', label: 'Lucía Navarro' },
            { key: 'marcos', label: 'Marcos Gil' },
          ]}
          value={manager}
          onChange={(key) => setManager(key)}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button>Guardar</Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * A field with its own popover (a select, a date picker) works inside the modal: its list opens over
 * the dialog, answers the pointer and the keyboard, and choosing in it leaves the modal open.
 */
export const WithChoices: Story = {
  args: { defaultOpen: true },
  render: (args) => <ChooseManager {...args} />,
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Asignar gestor' });
    const select = within(dialog).getByRole('button', { name: /Gestor/ });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Marcos Gil' }));
    await expect(select).toHaveTextContent('Marcos Gil');
    await expect(dialog).toBeVisible();

    await userEvent.click(select);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(select).toHaveTextContent('Lucía Navarro');
    // Escape closes the list first, the modal only at the second press.
    await userEvent.click(select);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Long content scrolls inside the body; title and actions stay in view. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => <EditRoom {...args} long />,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'en' },
  render: (args) => <EditRoom {...args} english />,
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Edit room' });
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    const close = canvas.getByRole('button', { name: 'Cerrar' }).getBoundingClientRect();
    // The close button sits at the inline end: the left.
    await expect(close.left - dialog.getBoundingClientRect().left).toBeLessThan(40);
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};

export const DarkTheme: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
  },
};
