import { zodResolver } from '@hookform/resolvers/zod';
import { useChangePassword, type UserListItem } from '@sereno/api-client';
import { Button, Modal, Notification, Stack, Text, useToast } from '@sereno/ui';
import { passwordChangeSchema, type PasswordChange } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import * as styles from '../shared/users.css.ts';

/**
 * The reset-password dialog (spec §2): an administrator sets another user's password, proving who
 * they are with their own current password (PUT /users/password/{id}); the user's sessions end.
 */
export function ResetPasswordDialog({ user, open, onClose }: { user: UserListItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Modal.Title>{t('users.password.title', { username: user.username })}</Modal.Title>
      {open ? <ResetPasswordForm user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function ResetPasswordForm({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const userErrorMessage = useUserErrorMessage();
  const change = useChangePassword();
  const { control, handleSubmit } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(({ currentPassword, password }) =>
    change.mutate(
      { userId: user._id, currentPassword, password },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: t('users.password.changed', { username: user.username }) });
          onClose();
        },
      },
    ),
  );
  const title = t('users.password.title', { username: user.username });
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="medium">
          <Text>{t('users.password.text')}</Text>
          <FormField
            control={control}
            name="password"
            input={passwordInput}
            label={t('users.password.new')}
            description={t('users.form.passwordHint')}
            autoComplete="new-password"
            isRequired
          />
          <FormField
            control={control}
            name="confirmPassword"
            input={passwordInput}
            label={t('users.password.confirm')}
            autoComplete="new-password"
            isRequired
          />
          <FormField
            control={control}
            name="currentPassword"
            input={passwordInput}
            label={t('users.password.current')}
            autoComplete="current-password"
            isRequired
          />
          {change.isError ? (
            <Notification tone="error" autoHideMs={null}>
              {userErrorMessage(change.error)}
            </Notification>
          ) : null}
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onClose} isDisabled={change.isPending}>
          {t('users.actions.cancel')}
        </Button>
        <Button type="submit" isPending={change.isPending}>
          {t('users.password.submit')}
        </Button>
      </Modal.Footer>
    </form>
  );
}
