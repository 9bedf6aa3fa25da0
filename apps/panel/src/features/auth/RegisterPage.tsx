import { useRegister } from '@sereno/api-client';
import { Button, Notification, Stack, Text } from '@sereno/ui';
import { registerSchema, type RegisterInput } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { passwordInput } from '../../shared/forms/inputs/passwordInput.tsx';
import { textInput } from '../../shared/forms/inputs/textInput.tsx';
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
  const apiErrorMessage = useApiErrorMessage();
  const register = useRegister();
  const { control, handleSubmit } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit((input) => register.mutate({ ...input, name: input.name.trim(), username: input.username.trim(), email: input.email.trim() }));

  const textField = (name: TextFieldName, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <FormField
      control={control}
      name={name}
      input={textInput}
      type={type}
      label={t(`register.${name}`)}
      autoComplete={autoComplete}
      isRequired
      autoFocus={name === 'name'}
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
          <FormField
            control={control}
            name="password"
            input={passwordInput}
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            isRequired
          />
          <FormField
            control={control}
            name="confirmPassword"
            input={passwordInput}
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" variant="primary" fullWidth isPending={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
