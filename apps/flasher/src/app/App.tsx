import { Card, Heading, Stack, Text, ThemeRoot } from '@sereno/ui';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SerialSupport } from '../features/serial/SerialSupport.tsx';
import type { SerialLike } from '../features/serial/web-serial.ts';
import * as styles from './App.css.ts';

export function App({ i18n, serial }: { i18n: I18n; serial: SerialLike | undefined }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FlasherHome serial={serial} />
    </I18nextProvider>
  );
}

function FlasherHome({ serial }: { serial: SerialLike | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <ThemeRoot theme="light" locale={i18n.resolvedLanguage ?? 'es'}>
      <main className={styles.page}>
        <Stack gap="large">
          <Stack gap="small">
            <Heading level={1}>{t('title')}</Heading>
            <Text tone="secondary">{t('intro')}</Text>
          </Stack>
          <Card>
            <Card.Body>
              <SerialSupport serial={serial} />
            </Card.Body>
          </Card>
        </Stack>
      </main>
    </ThemeRoot>
  );
}
