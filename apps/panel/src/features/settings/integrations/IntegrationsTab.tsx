import { pmsIntegrationStatusQuery } from '@sereno/api-client';
import { Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProviderAccount } from './ProviderAccount.tsx';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';

/**
 * The customer's own PMS accounts (spec §3 Integrations, §7 Third parties): each provider connected or
 * not, from GET /third-parties/status. Rooms link to their listings in the room settings. How it
 * works: docs/integrations.md.
 */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const status = useQuery(pmsIntegrationStatusQuery());

  if (status.isError) {
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Skeleton lines={6} />;

  return (
    <Stack gap="large">
      <Text tone="secondary">{t('settings.integrations.intro')}</Text>
      {status.data.providers.map((provider) => (
        <ProviderAccount key={provider.provider} status={provider} customerId={status.data.customerId} />
      ))}
    </Stack>
  );
}
