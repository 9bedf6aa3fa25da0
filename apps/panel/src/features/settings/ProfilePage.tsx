import { useSessionUser } from '@sereno/api-client';
import { PageHeader, Stack } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { PushCard } from './profile/PushCard.tsx';
import { LanguageTab } from './language/LanguageTab.tsx';
import { PasswordTab } from './password/PasswordTab.tsx';
import { ProfileForm } from './profile/ProfileForm.tsx';
import * as styles from './profile/ProfilePage.css.ts';
import { SessionsCard } from './profile/SessionsCard.tsx';

/**
 * One's own account (spec §2 Profile): name, email and alias; the panel's language; the password; and
 * this device's push notifications (docs/pwa.md); the sessions open on the account, with logging out everywhere else. Part of the settings feature,
 * whose language and password pieces it shows again here.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader title={t('settings.profile.title')} description={t('settings.profile.intro', { username: user.username, role: t(`roles.${user.role}`) })} />
        <ProfileForm key={user._id} user={user} />
        <LanguageTab />
        <PasswordTab userId={user._id} />
        <PushCard />
        <SessionsCard />
      </Stack>
    </div>
  );
}
