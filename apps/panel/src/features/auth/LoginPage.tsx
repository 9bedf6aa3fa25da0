import { Card, Heading, Inline, Stack, Text } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shared/layout/LanguageSwitch.tsx';
import { LoginForm } from './LoginForm.tsx';
import * as styles from './LoginPage.css.ts';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <Stack gap="large">
          <Inline justify="space-between" align="center">
            <Heading level={1}>{t('app.name')}</Heading>
            <LanguageSwitch />
          </Inline>
          <Text tone="secondary">{t('app.tagline')}</Text>
          <Card>
            <Card.Header>
              <Stack gap="small">
                <Heading level={2}>{t('login.title')}</Heading>
                <Text size="small" tone="secondary">
                  {t('login.intro')}
                </Text>
              </Stack>
            </Card.Header>
            <Card.Body>
              <LoginForm />
            </Card.Body>
          </Card>
        </Stack>
      </div>
    </main>
  );
}
