import { ApiError, useRequestPasswordReset } from '@sereno/api-client';
import { Button, Notification, Stack, Text } from '@sereno/ui';
import { errorsNamespace, resetPasswordRequestSchema } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { textInput } from '../../shared/forms/inputs/textInput.tsx';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** Errors that say something the person can act on; any other failure is the spec's sending error. */
const ownMessageCodes = new Set(['TOO_MANY_ATTEMPTS_ERROR', 'VALIDATION_ERROR']);

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account (spec §8),
 * so the page says the same too; only a failure to ask (server or network) reads differently.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const reset = useRequestPasswordReset();
  const { control, handleSubmit } = useForm<{ email: string }>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(({ email }) => reset.mutate(email.trim()));
  const failure = (error: unknown) =>
    error instanceof ApiError && ownMessageCodes.has(error.code) ? apiErrorMessage(error) : t('RESET_PASSWORD_ERROR', { ns: errorsNamespace });

  return (
    <AuthLayout
      title={t('resetPassword.title')}
      intro={reset.isSuccess ? undefined : t('resetPassword.intro')}
      footer={
        <Text size="small">
          <TextLink to={paths.login}>{t('resetPassword.backToLogin')}</TextLink>
        </Text>
      }
    >
      {reset.isSuccess ? (
        <Notification tone="success" autoHideMs={null}>
          {t('resetPassword.sent')}
        </Notification>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('resetPassword.title')}>
          <Stack gap="large">
            {reset.isError && (
              <Notification tone="error" autoHideMs={null}>
                {failure(reset.error)}
              </Notification>
            )}
            <FormField
              control={control}
              name="email"
              input={textInput}
              type="email"
              label={t('resetPassword.email')}
              autoComplete="email"
              isRequired
              autoFocus
            />
            <Button type="submit" variant="primary" fullWidth isPending={reset.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
