import { pmsUnitsQuery, useSyncPmsNow, useUpdateRoomSettings, type PmsProviderStatus, type RoomDetail } from '@sereno/api-client';
import { Badge, Button, Heading, Inline, Notification, SearchSelect, Skeleton, Stack, Text, useToast } from '@sereno/ui';
import { providerNames } from '@sereno/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { TextLink } from '../../../../shared/layout/TextLink.tsx';
import { paths } from '../../../../shared/paths.ts';
import { linkFields, matchingOptions, pmsUnitOptions } from './pmsUnitOptions.ts';
import { settingsBodyOf } from './settingsBody.ts';
import { useIntegrationErrorMessage } from './useIntegrationErrorMessage.ts';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';

interface ProviderIntegrationProps {
  room: RoomDetail;
  status: PmsProviderStatus;
  /** The customer acted for: staff name the room owner's; customers and managers leave it out. */
  customerId: string | undefined;
  /** Whether the person may change the room's link (its settings). */
  canLink: boolean;
  /** Whether the person may sync the customer's account now. */
  canSync: boolean;
  /** Whether the person may connect the account (in their settings → integrations): the customer itself. */
  ownsAccount: boolean;
}

/**
 * One provider in the room's integrations: the listing the room is linked to, with unlink; or, when
 * the customer has connected that provider, a search of its listings to link; or why it cannot be.
 */
export function ProviderIntegration({ room, status, customerId, canLink, canSync, ownsAccount }: ProviderIntegrationProps) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const errorMessage = useIntegrationErrorMessage();
  const queryClient = useQueryClient();
  const { provider } = status;
  const name = providerNames[provider];
  const field = linkFields[provider];
  const linkedId = room[field];
  const unitsQuery = pmsUnitsQuery(provider, customerId);
  const units = useQuery({ ...unitsQuery, enabled: status.linked });
  const update = useUpdateRoomSettings(room._id);
  const sync = useSyncPmsNow();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const texts = (key: string, values: Record<string, string> = {}) => t(`rooms.detail.settings.integrations.${key}`, { provider: name, ...values });

  const guests = (count: number) => t('rooms.detail.settings.integrations.guests', { count });
  const options = units.data ? pmsUnitOptions(provider, units.data, guests) : [];
  const linked = options.find((option) => option.key === linkedId);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const saveLink = (listingId: string | null) => {
    setFailure(null);
    update.mutate(
      { ...settingsBodyOf(room), [field]: listingId },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ tone: 'success', message: texts(listingId ? 'linked' : 'unlinked') });
        },
        onError: (error) => setFailure(errorMessage(error, provider)),
      },
    );
  };

  const syncNow = () => {
    setFailure(null);
    sync.mutate(
      { provider, ...(customerId ? { customerId } : {}) },
      {
        onSuccess: ({ runs, busy }) => {
          const run = runs[0];
          if (busy.length > 0) toast({ tone: 'info', message: texts('syncBusy') });
          else if (run?.errorMessage) setFailure(run.errorMessage);
          else toast({ tone: 'success', message: texts('synced', { imported: String(run?.imported ?? 0), updated: String(run?.updated ?? 0) }) });
        },
        onError: (error) => setFailure(errorMessage(error, provider)),
      },
    );
  };

  return (
    <section aria-label={name}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Heading level={3}>{name}</Heading>
          <Badge tone={status.linked ? 'positive' : 'neutral'}>{texts(status.linked ? 'connected' : 'notConnected')}</Badge>
        </Inline>

        {status.linked ? null : (
          <Text tone="secondary">
            {ownsAccount ? (
              // The customer connects its account in its own settings: the words lead there.
              <Trans
                t={t}
                i18nKey="rooms.detail.settings.integrations.connectYours"
                values={{ provider: name }}
                components={{ settings: <TextLink to={paths.settingsTab('integrations')} /> }}
              />
            ) : (
              texts('connectCustomers')
            )}
          </Text>
        )}

        {linkedId ? (
          <Inline gap="small" align="center" justify="space-between">
            <Stack gap="xsmall">
              <Text>{texts('linkedTo', { listing: linked?.label ?? linkedId })}</Text>
              {linked?.detail ? (
                <Text size="small" tone="secondary">
                  {linked.detail}
                </Text>
              ) : null}
              {status.linked && units.data && !linked ? (
                <Text size="small" tone="secondary">
                  {texts('gone')}
                </Text>
              ) : null}
            </Stack>
            {canLink ? (
              <Button variant="secondary" isPending={update.isPending} onPress={() => saveLink(null)}>
                {texts('unlink')}
              </Button>
            ) : null}
          </Inline>
        ) : null}

        {status.linked && !linkedId && canLink ? (
          units.isError ? (
            <Text tone="critical">{errorMessage(units.error, provider)}</Text>
          ) : units.isPending ? (
            <Skeleton lines={1} />
          ) : options.length === 0 ? (
            <Text tone="secondary">{texts(`noListings.${provider}`)}</Text>
          ) : (
            <Inline gap="small" align="end">
              <SearchSelect
                label={texts(`listing.${provider}`)}
                placeholder={texts('search')}
                value={chosen}
                onChange={setChosen}
                loadOptions={async ({ search, limit }) => {
                  const all = pmsUnitOptions(provider, await queryClient.fetchQuery(unitsQuery), guests);
                  const found = matchingOptions(all, search);
                  return { options: found.slice(0, limit).map(({ key, label }) => ({ key, label })), hasMore: found.length > limit };
                }}
              />
              <Button isDisabled={chosen === null} isPending={update.isPending} onPress={() => saveLink(chosen)}>
                {texts('link')}
              </Button>
            </Inline>
          )
        ) : null}

        {status.linked && !linkedId && !canLink ? <Text tone="secondary">{texts('notLinked')}</Text> : null}

        {/* The sync imports the reservations of the customer's linked rooms: offered once this room is one. */}
        {status.linked && linkedId ? (
          <Inline gap="small" align="center">
            <Text size="small" tone="secondary">
              {status.lastSyncAt ? texts('lastSync', { when: when(status.lastSyncAt) }) : texts('neverSynced')}
            </Text>
            {canSync ? (
              <Button variant="ghost" size="small" isPending={sync.isPending} onPress={syncNow}>
                {texts('syncNow')}
              </Button>
            ) : null}
          </Inline>
        ) : null}

        {failure ? (
          <Notification tone="error" autoHideMs={null} onClose={() => setFailure(null)}>
            {failure}
          </Notification>
        ) : null}
      </Stack>
    </section>
  );
}
