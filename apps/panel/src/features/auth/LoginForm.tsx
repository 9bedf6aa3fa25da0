import { useLogin } from '@sereno/api-client';
import { Button, Notification, PasswordField, Stack, TextField } from '@sereno/ui';
import { loginSchema, type LoginInput } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { useFieldError } from '../../shared/forms/useFieldError.ts';

/** Logging in stores the user; the public-only guard then takes the person where they were going. */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit((credentials) => login.mutate(credentials));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Stack gap="large">
        {login.isError && (
          <Notification tone="error" autoHideMs={null}>
            {apiErrorMessage(login.error)}
          </Notification>
        )}
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('login.username')}
              autoComplete="username"
              isRequired
              autoFocus
              errorMessage={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              label={t('login.password')}
              description={t('login.passwordHint')}
              autoComplete="current-password"
              isRequired
              errorMessage={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Button type="submit" variant="primary" fullWidth isPending={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
