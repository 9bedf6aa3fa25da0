import { pmsIntegrationStatusQuery, type CurrentUser } from '@sereno/api-client';
import { Heading, Skeleton, Stack, Text } from '@sereno/ui';
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

  // The providers' cards are headed at level 3, under this section's own heading (as the keys' are).
  return (
    <section aria-labelledby="pms-accounts-title">
      <Stack gap="large">
        <Heading level={2} id="pms-accounts-title">
          {t('settings.integrations.title')}
        </Heading>
        {status.isError ? (
          <LoadError error={status.error} onRetry={() => void status.refetch()} />
        ) : !status.data ? (
          <Skeleton lines={6} />
        ) : (
          <>
            <Text tone="secondary">{t('settings.integrations.intro')}</Text>
            {status.data.providers.map((provider) => (
              <ProviderAccount key={provider.provider} status={provider} customerId={status.data.customerId} />
            ))}
          </>
        )}
      </Stack>
    </section>
  );
}
