import { useDeleteUser, useUpdateUser, type UserListItem } from '@sereno/api-client';
import { Button, ConfirmDialog, Inline, Notification, Stack, Text, useToast } from '@sereno/ui';
import { can, type Role } from '@sereno/validation';
import { KeyRound, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/**
 * Deactivate, activate or delete the account (spec §4: a deactivated user cannot log in; deleting is
 * for good), and the administrators' reset-password dialog. Nobody deactivates or deletes their own
 * account (the server refuses it too).
 */
export function AccountSection({ user, callerId, callerRole }: { user: UserListItem; callerId: string; callerRole: Role }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const userErrorMessage = useUserErrorMessage();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | 'password' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isSelf = user._id === callerId;
  const open = (next: typeof dialog) => {
    setError(null);
    setDialog(next);
  };

  const activate = () =>
    update.mutate(
      { id: user._id, isDisabled: false },
      {
        onSuccess: () => toast({ tone: 'success', message: t('users.detail.account.activated', { username: user.username }) }),
        onError: (failure) => setError(userErrorMessage(failure)),
      },
    );

  return (
    <Stack gap="medium">
      <Text>{user.isDisabled ? t('users.detail.account.disabledText') : t('users.detail.account.enabledText')}</Text>
      <Inline gap="small">
        {isSelf ? null : user.isDisabled ? (
          <Button variant="secondary" icon={<UserCheck />} onPress={activate} isPending={update.isPending}>
            {t('users.detail.account.activate')}
          </Button>
        ) : (
          <Button variant="secondary" icon={<UserX />} onPress={() => open('deactivate')}>
            {t('users.detail.account.deactivate')}
          </Button>
        )}
        {can(callerRole, 'users.setPasswords') ? (
          <Button variant="secondary" icon={<KeyRound />} onPress={() => open('password')}>
            {t('users.detail.account.resetPassword')}
          </Button>
        ) : null}
        {isSelf ? null : (
          <Button variant="secondary" tone="critical" icon={<Trash2 />} onPress={() => open('delete')}>
            {t('users.detail.account.delete')}
          </Button>
        )}
      </Inline>
      {error && dialog === null ? (
        <Notification tone="error" autoHideMs={null}>
          {error}
        </Notification>
      ) : null}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        onOpenChange={(next) => (next ? undefined : setDialog(null))}
        title={t('users.detail.account.deactivateTitle', { username: user.username })}
        confirmLabel={t('users.detail.account.deactivate')}
        tone="critical"
        onConfirm={async () => {
          try {
            await update.mutateAsync({ id: user._id, isDisabled: true });
            toast({ tone: 'success', message: t('users.detail.account.deactivated', { username: user.username }) });
          } catch (failure) {
            setError(userErrorMessage(failure));
            throw failure;
          }
        }}
      >
        <Stack gap="medium">
          <Text>{t('users.detail.account.deactivateText')}</Text>
          {error ? (
            <Notification tone="error" autoHideMs={null}>
              {error}
            </Notification>
          ) : null}
        </Stack>
      </ConfirmDialog>
      <DeleteUserDialog
        user={user}
        open={dialog === 'delete'}
        onCancel={() => setDialog(null)}
        isPending={remove.isPending}
        error={dialog === 'delete' ? error : null}
        onDelete={() => {
          // mutateAsync, not mutate's callbacks: those are dropped if the page has re-rendered without
          // this section meanwhile, and the person would stay on the deleted user's page.
          void remove.mutateAsync(user._id).then(
            () => {
              toast({ tone: 'success', message: t('users.delete.deleted', { username: user.username }) });
              void navigate(paths.users);
            },
            (failure: unknown) => setError(userErrorMessage(failure)),
          );
        }}
      />
      <ResetPasswordDialog user={user} open={dialog === 'password'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
