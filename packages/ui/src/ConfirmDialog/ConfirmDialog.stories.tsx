import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogIntents, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component:
          'Asks before an action that is hard to undo. `intent` gives the confirm button its label — Guardar, Aceptar or Eliminar (Save, Accept, Delete) — beside Cancelar. `delete` is destructive (`tone="critical"`). For the worst cases, `confirmationText` makes the person type a given text (the username) before the button wakes up. `onConfirm` may return a promise: the button shows progress and the dialog closes when it resolves.',
      },
    },
  },
  args: {
    title: '¿Guardar los cambios?',
    children: 'Los huéspedes verán el nuevo nombre en los próximos mensajes.',
    intent: 'save',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Guardar cambios</Button>,
  },
  argTypes: {
    intent: { control: 'inline-radio', options: confirmDialogIntents },
    tone: { control: 'inline-radio', options: confirmDialogTones },
    trigger: { control: false },
    children: { control: 'text' },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Guardar cambios' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: '¿Guardar los cambios?' });
    await expect(dialog).toHaveTextContent('Los huéspedes verán el nuevo nombre');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

export const Cancel: Story = {
  args: { intent: 'accept', title: '¿Aceptar la reserva?' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await canvas.findByRole('dialog');
    await expect(canvas.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Delete: Story = {
  args: {
    intent: 'delete',
    title: '¿Eliminar la habitación 12?',
    children: 'Se borrarán sus lecturas. No se puede deshacer.',
    defaultOpen: true,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog');
    const confirm = canvas.getByRole('button', { name: 'Eliminar' });
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    // Focus starts on the least destructive action.
    await waitFor(() => expect(cancel).toHaveFocus());
    // Destructive: the confirm button carries the critical tone.
    await expect(confirm).toHaveAttribute('data-tone', 'critical');
    await expect(getComputedStyle(confirm).backgroundColor).not.toBe(getComputedStyle(cancel).backgroundColor);
  },
};

/** The "type the username to delete" case: Eliminar stays disabled until the exact text is typed. */
export const TypedConfirmation: Story = {
  args: {
    intent: 'delete',
    title: '¿Eliminar el usuario ana.garcia?',
    children: 'Perderá el acceso al panel de inmediato.',
    confirmationText: 'ana.garcia',
    confirmationLabel: 'Escriba «ana.garcia» para confirmar',
    mismatchMessage: 'El nombre de usuario no coincide.',
    defaultOpen: true,
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('dialog');
    const field = canvas.getByLabelText('Escriba «ana.garcia» para confirmar');
    const confirm = canvas.getByRole('button', { name: 'Eliminar' });
    await expect(confirm).toBeDisabled();
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.type(field, 'ana.garci');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Leaving the field with a wrong value says why.
    await userEvent.tab();
    await expect(canvas.getByText('El nombre de usuario no coincide.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'A');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Backspace}a');
    await expect(confirm).toBeEnabled();
    await expect(canvas.queryByText('El nombre de usuario no coincide.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

let finishSaving: () => void = () => {};

/** `onConfirm` returns a promise: the button is pending, the dialog cannot be dismissed, then closes. */
export const Pending: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>((resolve) => (finishSaving = resolve))),
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('dialog');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('progressbar', { name: 'En curso' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeVisible();

    finishSaving();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A failed `onConfirm` leaves the dialog open for another try; the app reports the error. */
export const FailedConfirm: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('dialog');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('data-pending'));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

export const English: Story = {
  args: { intent: 'delete', title: 'Delete room 12?', children: 'Its readings will be erased.', defaultOpen: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Delete room 12?' });
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const EnglishLabels: Story = {
  args: { intent: 'accept', title: 'Accept the booking?', children: undefined, defaultOpen: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...Delete,
  globals: { theme: 'dark' },
};
