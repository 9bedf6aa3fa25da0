import { zodResolver } from '@hookform/resolvers/zod';
import type { UserListItem } from '@sereno/api-client';
import { Button, Modal, Notification, Stack, Text } from '@sereno/ui';
import { deleteUserConfirmation } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import * as styles from '../shared/users.css.ts';

export interface DeleteUserDialogProps {
  user: UserListItem;
  open: boolean;
  onCancel: () => void;
  onDelete: () => void;
  isPending: boolean;
  error: string | null;
}

/** Spec §5: deleting a user asks for its exact username ('El nombre de usuario no coincide'). */
export function DeleteUserDialog({ user, open, onCancel, ...props }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onCancel())} isDismissable={!props.isPending}>
      <Modal.Title>{t('users.delete.title', { username: user.username })}</Modal.Title>
      {open ? <DeleteForm user={user} onCancel={onCancel} {...props} /> : null}
    </Modal>
  );
}

function DeleteForm({ user, onCancel, onDelete, isPending, error }: Omit<DeleteUserDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<{ username: string }>({
    resolver: zodResolver(z.object({ username: deleteUserConfirmation(user.username) })),
    defaultValues: { username: '' },
  });
  const title = t('users.delete.title', { username: user.username });
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void handleSubmit(onDelete)(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="medium">
          <Text>{t('users.delete.text')}</Text>
          <FormField control={control} name="username" input={textInput} label={t('users.delete.confirmLabel')} autoComplete="off" isRequired />
          {error ? (
            <Notification tone="error" autoHideMs={null}>
              {error}
            </Notification>
          ) : null}
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('users.actions.cancel')}
        </Button>
        <Button type="submit" tone="critical" isPending={isPending}>
          {t('users.detail.account.delete')}
        </Button>
      </Modal.Footer>
    </form>
  );
}
