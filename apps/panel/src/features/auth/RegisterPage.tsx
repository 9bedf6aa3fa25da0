import { useRegister } from '@sereno/api-client';
import { Button, Notification, PasswordField, Stack, Text, TextField } from '@sereno/ui';
import { registerSchema, type RegisterInput } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { useFieldError } from '../../shared/forms/useFieldError.ts';
import { TextLink } from '../../shared/layout/TextLink.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthLayout } from './AuthLayout.tsx';

type TextFieldName = 'name' | 'username' | 'email';

/**
 * A new customer account (docs/api.md, registration): the server logs it in at once, so the stored
 * user takes the person to the private area through the public-only guard.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const register = useRegister();
  const { control, handleSubmit } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit((input) =>
    register.mutate({ ...input, name: input.name.trim(), username: input.username.trim(), email: input.email.trim() }),
  );

  const textField = (name: TextFieldName, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type={type}
          label={t(`register.${name}`)}
          autoComplete={autoComplete}
          isRequired
          autoFocus={name === 'name'}
          errorMessage={fieldError(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <AuthLayout
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <Text size="small">
          {t('register.haveAccount')} <TextLink to={paths.login}>{t('register.login')}</TextLink>
        </Text>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('register.title')}>
        <Stack gap="large">
          {register.isError && (
            <Notification tone="error" autoHideMs={null}>
              {apiErrorMessage(register.error)}
            </Notification>
          )}
          {textField('name', 'name')}
          {textField('username', 'username')}
          {textField('email', 'email', 'email')}
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                label={t('register.password')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
                isRequired
                errorMessage={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="confirmPassword"
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                label={t('register.confirmPassword')}
                autoComplete="new-password"
                isRequired
                errorMessage={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" variant="primary" fullWidth isPending={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
