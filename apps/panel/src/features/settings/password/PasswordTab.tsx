import { useChangePassword } from '@sereno/api-client';
import { Button, Card, Notification, Stack } from '@sereno/ui';
import { passwordChangeSchema, type PasswordChange } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';

const emptyForm: PasswordChange = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change the password (PUT /users/password/{id}): the current one, the new one twice. A wrong current
 * password is the spec's INVALID_CURRENT_PASSWORD_ERROR (the api-client reads the 400 so); the
 * confirmation stays in the browser.
 */
export function PasswordTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const change = useChangePassword();
  const { control, handleSubmit, reset } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyForm,
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(({ currentPassword, password }) => change.mutate({ userId, currentPassword, password }, { onSuccess: () => reset(emptyForm) }));

  return (
    <Card title={t('settings.password.title')}>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.password.title')}>
          <Stack gap="large">
            {change.isError ? (
              <Notification tone="error" autoHideMs={null}>
                {apiErrorMessage(change.error)}
              </Notification>
            ) : null}
            {change.isSuccess ? (
              <Notification tone="success" onClose={() => change.reset()}>
                {t('settings.password.changed')}
              </Notification>
            ) : null}
            <FormField
              control={control}
              name="currentPassword"
              input={passwordInput}
              label={t('settings.password.current')}
              autoComplete="current-password"
              isRequired
            />
            <FormField
              control={control}
              name="password"
              input={passwordInput}
              label={t('settings.password.new')}
              description={t('settings.password.hint')}
              autoComplete="new-password"
              isRequired
            />
            <FormField
              control={control}
              name="confirmPassword"
              input={passwordInput}
              label={t('settings.password.confirm')}
              autoComplete="new-password"
              isRequired
            />
            <div>
              <Button type="submit" variant="primary" isPending={change.isPending}>
                {t('settings.password.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Body>
    </Card>
  );
}
