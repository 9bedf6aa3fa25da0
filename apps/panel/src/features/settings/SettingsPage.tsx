import { useSessionUser } from '@sereno/api-client';
import { PageHeader, Stack, Tabs, Toaster } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IntegrationsTab } from './integrations/IntegrationsTab.tsx';
import { LanguageTab } from './language/LanguageTab.tsx';
import { PasswordTab } from './password/PasswordTab.tsx';
import * as styles from './SettingsPage.css.ts';
import { currentTab, settingsTabs, settingsTabsFor } from './settingsTabs.ts';

/**
 * The account's settings (spec §2): the panel's language, the password, and for a customer its PMS
 * accounts (the room settings' integrations point here). The tab is kept in the URL (`?tab=password`)
 * so that a link can open one. Notifications are set per room (its settings) for now.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const available = settingsTabsFor(user.role);
  const tab = currentTab(params.get('tab'), available);

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <Toaster>
      <div className={styles.page}>
        <Stack gap="large">
          <PageHeader title={t('settings.title')} description={t('settings.intro')} />
          <Tabs value={tab} onValueChange={selectTab}>
            <Tabs.List label={t('settings.tabs.label')}>
              {settingsTabs
                .filter((name) => available.includes(name))
                .map((name) => (
                  <Tabs.Tab key={name} value={name}>
                    {t(`settings.tabs.${name}`)}
                  </Tabs.Tab>
                ))}
            </Tabs.List>
            <Tabs.Panel value="language">
              <LanguageTab />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordTab userId={user._id} />
            </Tabs.Panel>
            {available.includes('integrations') ? (
              <Tabs.Panel value="integrations">
                <IntegrationsTab />
              </Tabs.Panel>
            ) : null}
          </Tabs>
        </Stack>
      </div>
    </Toaster>
  );
}
