import { useSessionUser } from '@sereno/api-client';
import { PageHeader, Stack, Tabs } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IntegrationsTab } from './integrations/IntegrationsTab.tsx';
import { LanguageTab } from './language/LanguageTab.tsx';
import { NotificationsTab } from './notifications/NotificationsTab.tsx';
import { PasswordTab } from './password/PasswordTab.tsx';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';
import { PresetsTab } from './presets/PresetsTab.tsx';
import { StaffPresetsTab } from './presets/StaffPresetsTab.tsx';
import * as styles from './SettingsPage.css.ts';
import { currentTab, settingsTabs, settingsTabsFor } from './settingsTabs.ts';

/**
 * The account's settings (spec §2): the panel's language, a customer's notification preferences, the
 * password, the integrations (one's API keys; a customer's PMS accounts, where the room settings'
 * integrations point), and a customer's signed webhooks. The tab is kept in the URL (`?tab=password`) so that a link can open one.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const available = settingsTabsFor(user);
  const tab = currentTab(params.get('tab'), available);

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  // Its toasts show in the private area's Toaster (PrivateLayout).
  return (
    <div className={styles.tabbedPage}>
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
          {available.includes('notifications') && user.customerId ? (
            <Tabs.Panel value="notifications">
              <NotificationsTab customerId={user.customerId} />
            </Tabs.Panel>
          ) : null}
          {available.includes('presets') ? (
            <Tabs.Panel value="presets">{user.customerId ? <PresetsTab customerId={user.customerId} /> : <StaffPresetsTab />}</Tabs.Panel>
          ) : null}
          <Tabs.Panel value="password">
            <PasswordTab userId={user._id} />
          </Tabs.Panel>
          <Tabs.Panel value="integrations">
            <IntegrationsTab user={user} />
          </Tabs.Panel>
          {available.includes('webhooks') ? (
            <Tabs.Panel value="webhooks">
              <WebhooksTab user={user} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </div>
  );
}
