// The end of every form dialog, written once: the server's refusal under the fields, then cancel and
// submit (cancel is off while the form is being sent, so nothing is left half-saved).
import { Button, Modal, Notification } from '@sereno/ui';

/** What went wrong when the form was sent, in words the person can act on; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Notification tone="error" autoHideMs={null}>
      {message}
    </Notification>
  ) : null;
}

/** Cancel and the submit button of the `<form>` around the dialog. */
export function FormDialogFooter({
  onCancel,
  isPending,
  cancelLabel,
  submitLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  cancelLabel: string;
  submitLabel: string;
}) {
  return (
    <Modal.Footer>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </Modal.Footer>
  );
}
