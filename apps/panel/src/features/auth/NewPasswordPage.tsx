import { ApiError, resetLinkQuery, useSetNewPassword } from '@sereno/api-client';
import { Button, Notification, Skeleton, Stack, Text } from '@sereno/ui';
import { errorsNamespace, newPasswordSchema, type NewPasswordInput } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { passwordInput } from '../../shared/forms/inputs/passwordInput.tsx';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthLayout } from './AuthLayout.tsx';

const isLinkError = (error: unknown) => error instanceof ApiError && error.code === 'RESET_PASSWORD_LINK_ERROR';

/**
 * The page of the emailed link (`/new-password?token=…&email=…`): the link is checked first, so that
 * an invalid or expired one is said before anyone types a password.
 */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? undefined;
  const link = useQuery({ ...resetLinkQuery(token, email), enabled: token !== '' });
  const linkIsBad = token === '' || isLinkError(link.error);

  return (
    <AuthLayout
      title={t('newPassword.title')}
      intro={link.data ? t('newPassword.intro', { email: link.data }) : undefined}
      footer={
        <Text size="small">
          <TextLink to={paths.login}>{t('newPassword.backToLogin')}</TextLink>
        </Text>
      }
    >
      {linkIsBad ? (
        <Stack gap="medium">
          <Notification tone="error" autoHideMs={null}>
            {t('RESET_PASSWORD_LINK_ERROR', { ns: errorsNamespace })}
          </Notification>
          <Text size="small">
            <TextLink to={paths.resetPassword}>{t('newPassword.requestAnother')}</TextLink>
          </Text>
        </Stack>
      ) : link.isError ? (
        <LoadError error={link.error} onRetry={() => void link.refetch()} />
      ) : link.isPending ? (
        <Stack gap="small">
          <Text size="small" tone="secondary">
            {t('newPassword.checking')}
          </Text>
          <Skeleton shape="rect" height="6rem" announce={false} />
        </Stack>
      ) : (
        <NewPasswordForm token={token} />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const setNewPassword = useSetNewPassword();
  const { control, handleSubmit } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit((input) => setNewPassword.mutate(input));

  if (setNewPassword.isSuccess) {
    return (
      <Stack gap="medium">
        <Notification tone="success" autoHideMs={null}>
          {t('newPassword.done')}
        </Notification>
        <Text>
          <TextLink to={paths.login}>{t('newPassword.backToLogin')}</TextLink>
        </Text>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('newPassword.title')}>
      <Stack gap="large">
        {setNewPassword.isError && (
          <Notification tone="error" autoHideMs={null}>
            {isLinkError(setNewPassword.error) ? t('RESET_PASSWORD_LINK_ERROR', { ns: errorsNamespace }) : apiErrorMessage(setNewPassword.error)}
          </Notification>
        )}
        <FormField
          control={control}
          name="password"
          input={passwordInput}
          label={t('newPassword.password')}
          description={t('newPassword.passwordHint')}
          autoComplete="new-password"
          isRequired
          autoFocus
        />
        <FormField
          control={control}
          name="confirmPassword"
          input={passwordInput}
          label={t('newPassword.confirmPassword')}
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isPending={setNewPassword.isPending}>
          {t('newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
