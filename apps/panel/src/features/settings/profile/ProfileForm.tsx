import { useUpdateProfile, type CurrentUser } from '@sereno/api-client';
import { Button, Card, Notification, Stack } from '@sereno/ui';
import { profileUpdateSchema, type ProfileUpdate } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

const formOf = (user: CurrentUser): ProfileUpdate => ({ name: user.name, email: user.email, alias: user.alias ?? '', currentPassword: '' });

/**
 * One's name, email and alias (PUT /api/profile). A new email asks for the current password, as the
 * server does: whoever holds the email can reset the password.
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, setError } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formOf(user),
    reValidateMode: 'onChange',
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanges = (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const submit = handleSubmit((values) => {
    if (emailChanges && !values.currentPassword) {
      setError('currentPassword', { message: 'required' }, { shouldFocus: true });
      return;
    }
    const { currentPassword, ...profile } = values;
    update.mutate({ ...profile, ...(emailChanges ? { currentPassword } : {}) }, { onSuccess: (saved) => reset(formOf(saved)) });
  });

  return (
    <Card title={t('settings.profile.details')}>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.profile.details')}>
          <Stack gap="large">
            {update.isError ? (
              <Notification tone="error" autoHideMs={null}>
                {apiErrorMessage(update.error)}
              </Notification>
            ) : null}
            {update.isSuccess ? (
              <Notification tone="success" onClose={() => update.reset()}>
                {t('settings.profile.saved')}
              </Notification>
            ) : null}
            <FormField control={control} name="name" input={textInput} label={t('settings.profile.name')} autoComplete="name" isRequired />
            <FormField control={control} name="email" input={textInput} type="email" label={t('settings.profile.email')} autoComplete="email" isRequired />
            {emailChanges ? (
              <FormField
                control={control}
                name="currentPassword"
                input={passwordInput}
                label={t('settings.password.current')}
                description={t('settings.profile.emailNeedsPassword')}
                autoComplete="current-password"
                isRequired
              />
            ) : null}
            <FormField control={control} name="alias" input={textInput} label={t('settings.profile.alias')} description={t('settings.profile.aliasHint')} />
            <div>
              <Button type="submit" variant="primary" isPending={update.isPending}>
                {t('settings.profile.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Body>
    </Card>
  );
}
