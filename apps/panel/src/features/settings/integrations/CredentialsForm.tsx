import { useLinkPmsAccount, type PmsLinkAnswer, type PmsLinkRequest } from '@sereno/api-client';
import { Button, Inline, Notification, Stack, Text } from '@sereno/ui';
import { providerNames, type PmsProviderName } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { credentialFields, linkSchemas } from './credentialFields.ts';
import { useLinkErrorMessage } from './useLinkErrorMessage.ts';

type CredentialValues = Record<string, string>;

interface CredentialsFormProps {
  provider: PmsProviderName;
  /** Replacing the credentials of a connected account, rather than connecting it. */
  isReplacing: boolean;
  onLinked: (answer: PmsLinkAnswer) => void;
  onCancel?: () => void;
}

/**
 * The provider's credentials, typed in to connect its account (POST …/linkcustomer). The fields start
 * empty every time: a stored credential is never shown back, and the provider checks what is typed
 * before it is kept.
 */
export function CredentialsForm({ provider, isReplacing, onLinked, onCancel }: CredentialsFormProps) {
  const { t } = useTranslation();
  const linkErrorMessage = useLinkErrorMessage();
  const link = useLinkPmsAccount();
  const fields = credentialFields[provider] as { name: string; isSecret: boolean }[];
  const { control, handleSubmit } = useForm<CredentialValues>({
    // The three schemas differ in their fields only; the form holds whichever provider's strings.
    resolver: zodResolver(linkSchemas[provider]) as unknown as Resolver<CredentialValues>,
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit((credentials) => link.mutate({ provider, credentials } as PmsLinkRequest, { onSuccess: onLinked }));
  const failure = link.isError ? linkErrorMessage(link.error) : null;
  const label = (name: string) => t(`settings.integrations.fields.${provider}.${name}`);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${providerNames[provider]}: ${t('settings.integrations.connect')}`}>
      <Stack gap="medium">
        <Text size="small" tone="secondary">
          {t(`settings.integrations.help.${provider}`)} {isReplacing ? t('settings.integrations.replaceNote') : t('settings.integrations.secretsNote')}
        </Text>
        {failure ? (
          <Notification tone="error" title={failure.title} autoHideMs={null} onClose={() => link.reset()}>
            {failure.detail}
          </Notification>
        ) : null}
        {fields.map(({ name, isSecret }) => (
          <FormField key={name} control={control} name={name} input={isSecret ? passwordInput : textInput} label={label(name)} autoComplete="off" isRequired />
        ))}
        <Inline gap="small">
          <Button type="submit" variant="primary" isPending={link.isPending}>
            {t('settings.integrations.connect')}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {t('settings.integrations.cancel')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
