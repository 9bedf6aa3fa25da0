import { Heading, Stack, Text, ThemeRoot } from '@sereno/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Bench } from '../features/bench/Bench.tsx';
import { SerialUnsupported } from '../features/serial/SerialSupport.tsx';
import { SessionGate } from '../features/session/SessionGate.tsx';
import type { SerialLike } from '../shared/device/serial-port.ts';
import * as styles from './App.css.ts';

export function App({ i18n, queryClient, serial }: { i18n: I18n; queryClient: QueryClient; serial: SerialLike | undefined }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FlasherHome serial={serial} />
      </QueryClientProvider>
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
          {serial ? <SessionGate>{() => <Bench serial={serial} />}</SessionGate> : <SerialUnsupported />}
        </Stack>
      </main>
    </ThemeRoot>
  );
}
