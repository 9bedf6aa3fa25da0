import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useUiStrings, type UiStrings } from '../i18n/strings';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { useControllableState } from '../private/useControllableState';
import * as styles from './ConfirmDialog.css';

export const confirmDialogIntents = ['save', 'accept', 'delete'] as const;
export type ConfirmDialogIntent = (typeof confirmDialogIntents)[number];
export const confirmDialogTones = ['neutral', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** What is being confirmed, as a question or a short statement. */
  title: ReactNode;
  /** The consequences, in a sentence or two. */
  children?: ReactNode;
  /** Gives the confirm button its default label: Guardar, Aceptar or Eliminar. @default 'accept' */
  intent?: ConfirmDialogIntent;
  /** `critical` for destructive actions: a red confirm button. @default 'critical' for `delete`, otherwise 'neutral' */
  tone?: ConfirmDialogTone;
  /** Overrides the intent's label. */
  confirmLabel?: string;
  /** @default "Cancelar" / "Cancel" */
  cancelLabel?: string;
  /**
   * Called on confirm. A promise keeps the dialog open and the button pending until it settles: it
   * closes when it resolves and stays open (for the app to show the error) when it rejects.
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** The exact text the person must type before confirming, e.g. the username to delete. */
  confirmationText?: string;
  /** The label of that field, e.g. "Escriba «ana.garcia» para confirmar". */
  confirmationLabel?: string;
  /** Shown under the field when what was typed differs, e.g. "El nombre no coincide". */
  mismatchMessage?: string;
  /** An element with `onPress` (usually a `Button`) that opens the dialog. */
  trigger?: ReactElement<{ onPress?: () => void }>;
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const intentLabels: Record<ConfirmDialogIntent, keyof UiStrings> = {
  save: 'confirmSave',
  accept: 'confirmAccept',
  delete: 'confirmDelete',
};

/**
 * Asks before an action that is hard to undo, on a `Modal`. For the worst cases the person types a
 * given text (the username to delete) before the confirm button wakes up.
 */
export function ConfirmDialog({
  title,
  children,
  intent = 'accept',
  tone = intent === 'delete' ? 'critical' : 'neutral',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmationText,
  confirmationLabel,
  mismatchMessage,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const strings = useUiStrings();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [typed, setTyped] = useState('');
  const [hasLeftField, setLeftField] = useState(false);
  const [isPending, setPending] = useState(false);

  const needsTyping = confirmationText !== undefined;
  const matches = !needsTyping || typed === confirmationText;
  const showMismatch = needsTyping && hasLeftField && typed !== '' && !matches;

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTyped('');
      setLeftField(false);
    }
    setOpen(next);
  };

  const cancel = () => {
    onCancel?.();
    changeOpen(false);
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!matches || isPending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      changeOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      changeOpen(false);
    } catch {
      // The app reports the failure (a toast, a message); the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={isOpen} onOpenChange={(next) => (next ? changeOpen(true) : cancel())} isDismissable={!isPending}>
      {trigger ? <Modal.Trigger>{trigger}</Modal.Trigger> : null}
      <Modal.Title>{title}</Modal.Title>
      <form className={styles.form} onSubmit={confirm} noValidate>
        <Modal.Body>
          {children ? <div className={styles.message}>{children}</div> : null}
          {needsTyping ? (
            <TextField
              label={confirmationLabel ?? confirmationText}
              value={typed}
              onChange={setTyped}
              onBlur={() => setLeftField(true)}
              errorMessage={showMismatch ? mismatchMessage : undefined}
              autoComplete="off"
              isDisabled={isPending}
            />
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onPress={cancel} isDisabled={isPending}>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button type="submit" tone={tone} isDisabled={!matches} isPending={isPending}>
            {confirmLabel ?? strings[intentLabels[intent]]}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
