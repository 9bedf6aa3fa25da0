import { useSessionUser, useUpdateProfileAlarmLinks, useUpdateProfileLanguage } from '@sereno/api-client';
import { Card, LanguageSelectorCard, Notification, Stack, Switch, type LanguageCode } from '@sereno/ui';
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
      <AlarmLinksCard />
    </Stack>
  );
}

/**
 * Whether the link of one's alarm emails logs one in for that one room (PUT /api/profile/alarm-links,
 * docs/alarms.md "Links that log in"); off unless chosen: the link then opens the login.
 */
function AlarmLinksCard() {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const user = useSessionUser();
  const save = useUpdateProfileAlarmLinks();
  const selected = save.isPending ? save.variables.logIn : user?.alarmLinksLogIn === true;
  return (
    <Card title={t('settings.language.alarmLinks.title')} titleLevel={2}>
      <Stack gap="small">
        {save.isError ? (
          <Notification tone="error" autoHideMs={null}>
            {t('settings.language.alarmLinks.notSaved')} {apiErrorMessage(save.error)}
          </Notification>
        ) : null}
        <Switch
          label={t('settings.language.alarmLinks.label')}
          description={t('settings.language.alarmLinks.description')}
          isSelected={selected}
          isDisabled={save.isPending}
          onChange={(logIn) => save.mutate({ logIn })}
        />
      </Stack>
    </Card>
  );
}
