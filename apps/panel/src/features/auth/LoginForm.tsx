import { useLogin } from '@sereno/api-client';
import { Button, Notification, Stack } from '@sereno/ui';
import { loginSchema, type LoginInput } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { passwordInput } from '../../shared/forms/inputs/passwordInput.tsx';
import { textInput } from '../../shared/forms/inputs/textInput.tsx';

/** Logging in stores the user; the public-only guard then takes the person where they were going. */
export function LoginForm() {
  const { t } = useTranslation();
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
        <FormField control={control} name="username" input={textInput} label={t('login.username')} autoComplete="username" isRequired autoFocus />
        <FormField
          control={control}
          name="password"
          input={passwordInput}
          label={t('login.password')}
          description={t('login.passwordHint')}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isPending={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
