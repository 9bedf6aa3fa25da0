import { pmsIntegrationStatusQuery, userCustomerQuery, type RoomDetail } from '@sereno/api-client';
import { Skeleton, Stack, Text } from '@sereno/ui';
import { can, type Role } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownsPmsAccounts } from '../../../../shared/access/questions.ts';
import { useApiErrorMessage } from '../../../../shared/forms/useApiErrorMessage.ts';
import { ProviderIntegration } from './ProviderIntegration.tsx';

/**
 * Integrations (spec §2, §7 Third parties): the room linked to a Guesty listing, an Avantio
 * accommodation or a Kross room of its customer's accounts, whose reservations then arrive as
 * bookings. Every provider is shown, a provider the customer has not connected with where to connect
 * it, so that a host does not wonder where it went. How it works: docs/integrations.md.
 */
export function IntegrationsSection({ room, role }: { room: RoomDetail; role: Role }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const ownerId = room.ownerId ?? '';
  // Staff name the customer they act for: the one of the room's owner.
  const staff = can(role, 'customers.actForAny');
  const owner = useQuery({ ...userCustomerQuery(ownerId), enabled: staff && ownerId !== '' });
  const customerId = staff ? (owner.data ?? undefined) : undefined;
  const hasCustomer = staff ? customerId !== undefined : true;
  const status = useQuery({ ...pmsIntegrationStatusQuery(customerId), enabled: hasCustomer });

  if (owner.isError) return <Text tone="critical">{apiErrorMessage(owner.error)}</Text>;
  if (staff && (ownerId === '' || owner.data === null)) return <Text tone="secondary">{t('rooms.detail.settings.integrations.noCustomer')}</Text>;
  if (status.isError) return <Text tone="critical">{apiErrorMessage(status.error)}</Text>;
  if (!status.data) return <Skeleton lines={3} />;

  return (
    <Stack gap="large">
      <Text tone="secondary">{t('rooms.detail.settings.integrations.intro')}</Text>
      {status.data.providers.map((provider) => (
        <ProviderIntegration
          key={provider.provider}
          room={room}
          status={provider}
          customerId={customerId}
          canLink={can(role, 'rooms.settings')}
          canSync={can(role, 'pms.write')}
          ownsAccount={ownsPmsAccounts(role)}
        />
      ))}
    </Stack>
  );
}
