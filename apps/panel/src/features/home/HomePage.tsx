import { meQuery, useLogout, useSessionUser } from '@sereno/api-client';
import { Button, Card, Heading, Inline, Notification, Stack, Text } from '@sereno/ui';
import { errorsNamespace } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { LanguageSwitch } from '../../shared/layout/LanguageSwitch.tsx';
import { paths } from '../../shared/paths.ts';
import * as styles from './HomePage.css.ts';

/** The first private page: for now it greets the user, whose session the server confirms. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiErrorMessage = useApiErrorMessage();
  const storedUser = useSessionUser();
  // The stored payload draws the page at once; the server then confirms the session is alive
  // (a 401 removes the payload, and the guard returns to login).
  const me = useQuery(meQuery());
  const logout = useLogout();
  const user = me.data ?? storedUser;
  if (!user) return null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Inline justify="space-between" align="center">
          <Text weight="strong">{t('app.name')}</Text>
          <Inline gap="small" align="center">
            <LanguageSwitch />
            <Button
              variant="secondary"
              size="small"
              isPending={logout.isPending}
              onPress={() => logout.mutate(undefined, { onSuccess: () => void navigate(paths.login, { replace: true }) })}
            >
              {t('nav.logout')}
            </Button>
          </Inline>
        </Inline>
      </header>
      <main className={styles.main}>
        <Stack gap="large">
          {logout.isError && <Notification tone="error">{apiErrorMessage(logout.error)}</Notification>}
          {me.isError && (
            <Notification tone="warning" autoHideMs={null}>
              {t('USER_DATA_LOAD_ERROR', { ns: errorsNamespace })}
            </Notification>
          )}
          <Card>
            <Card.Body>
              <Stack gap="small">
                <Heading level={1}>{t('home.greeting', { name: user.name })}</Heading>
                <Text tone="secondary">{t('home.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}</Text>
              </Stack>
            </Card.Body>
          </Card>
        </Stack>
      </main>
    </div>
  );
}
