import { pmsIntegrationStatusQuery, type CurrentUser } from '@sereno/api-client';
import { Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApplicationKeys } from './ApplicationKeys.tsx';
import { ProviderAccount } from './ProviderAccount.tsx';
import { ownsPmsAccounts } from '../../../shared/access/questions.ts';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';

/**
 * One's integrations (spec §3 Integrations): the keys of one's own software (everyone), and for a
 * customer its PMS accounts beside them.
 */
export function IntegrationsTab({ user }: { user: Pick<CurrentUser, '_id' | 'role'> }) {
  return (
    <Stack gap="xlarge">
      {ownsPmsAccounts(user.role) ? <PmsAccounts /> : null}
      <ApplicationKeys userId={user._id} />
    </Stack>
  );
}

/**
 * The customer's own PMS accounts (spec §3 Integrations, §7 Third parties): each provider connected or
 * not, from GET /third-parties/status. Rooms link to their listings in the room settings. How it
 * works: docs/integrations.md.
 */
function PmsAccounts() {
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
