import { useUpdateProfileLanguage } from '@sereno/api-client';
import { LanguageSelectorCard, Notification, Stack, type LanguageCode } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

/**
 * The panel's language (spec §9): i18next keeps the choice in this browser (app/i18n.ts), and the
 * server keeps it on the account (PUT /api/profile/language) for the alarm messages Sereno sends.
 */
export function LanguageTab() {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const save = useUpdateProfileLanguage();
  return (
    <Stack gap="large">
      {save.isError ? (
        <Notification tone="error" autoHideMs={null}>
          {t('settings.language.notSaved')} {apiErrorMessage(save.error)}
        </Notification>
      ) : null}
      <LanguageSelectorCard
        value={(i18n.resolvedLanguage ?? 'es') as LanguageCode}
        onChange={(language) => {
          void i18n.changeLanguage(language);
          save.mutate({ language });
        }}
        description={t('settings.language.description')}
      />
    </Stack>
  );
}
