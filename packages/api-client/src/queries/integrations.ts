// A customer's PMS accounts (spec §7 Third parties): which providers it has linked and their last sync,
// linking and unlinking an account, the listings a room may link to at each, and "sync now". A room's own link is part of its settings
// (PUT /rooms/{id}/settings: guestyLinkedRoom, avantioLinkedRoom, krossLinkedRoom).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmsProviderName } from '@sereno/validation';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { roomKeys } from './rooms.ts';

export type PmsIntegrationStatus = paths['/api/third-parties/status']['get']['responses'][200]['content']['application/json'];
export type PmsProviderStatus = PmsIntegrationStatus['providers'][number];
export type GuestyListing = paths['/api/third-parties/guesty/listings']['get']['responses'][200]['content']['application/json']['listings'][number];
export type AvantioAccommodation =
  paths['/api/third-parties/avantio/accommodations']['get']['responses'][200]['content']['application/json']['accommodations'][number];
export type KrossRoom = paths['/api/third-parties/kross/accommodations']['get']['responses'][200]['content']['application/json']['accommodations'][number];
export type PmsSyncAnswer = paths['/api/third-parties/sync']['post']['responses'][200]['content']['application/json'];
export type PmsLinkAnswer = paths['/api/third-parties/guesty/linkcustomer']['post']['responses'][200]['content']['application/json'];

type LinkBody<Path extends `/api/third-parties/${PmsProviderName}/linkcustomer`> = NonNullable<
  paths[Path]['post']['requestBody']
>['content']['application/json'];

/** The credentials each provider's link takes (spec §3 Integrations), with the customer staff act for. */
export interface PmsCredentials {
  guesty: LinkBody<'/api/third-parties/guesty/linkcustomer'>;
  avantio: LinkBody<'/api/third-parties/avantio/linkcustomer'>;
  kross: LinkBody<'/api/third-parties/kross/linkcustomer'>;
}

/** One provider's link request: the provider and its own credentials, never another's. */
export type PmsLinkRequest = { [Provider in PmsProviderName]: { provider: Provider; credentials: PmsCredentials[Provider] } }[PmsProviderName];

/** What a room links to at each provider, as the provider lists it. */
export interface PmsUnits {
  guesty: GuestyListing[];
  avantio: AvantioAccommodation[];
  kross: KrossRoom[];
}

/**
 * `customerId` is the customer acted for: staff must name one, a customer or manager leaves it out
 * (its own). Keys under `third-parties`, so that a sync refreshes the status of every customer shown.
 */
export const integrationKeys = {
  all: ['third-parties'] as const,
  status: (customerId: string | undefined) => ['third-parties', 'status', customerId ?? 'own'] as const,
  units: (provider: PmsProviderName, customerId: string | undefined) => ['third-parties', 'units', provider, customerId ?? 'own'] as const,
  customerOf: (userId: string) => ['third-parties', 'customer-of', userId] as const,
};

const customerQuery = (customerId: string | undefined) => (customerId ? { customerId } : {});

export function getPmsIntegrationStatus(customerId?: string): Promise<PmsIntegrationStatus> {
  return unwrap('/api/third-parties/status', apiClient().GET('/api/third-parties/status', { params: { query: customerQuery(customerId) } }));
}

export const pmsIntegrationStatusQuery = (customerId?: string) =>
  queryOptions({ queryKey: integrationKeys.status(customerId), queryFn: () => getPmsIntegrationStatus(customerId) });

/** Every listing of the customer's account at `provider` (the server follows the provider's pages). */
export async function listPmsUnits<Provider extends PmsProviderName>(provider: Provider, customerId?: string): Promise<PmsUnits[Provider]> {
  const query = { params: { query: customerQuery(customerId) } };
  const units: PmsUnits[PmsProviderName] =
    provider === 'guesty'
      ? (await unwrap('/api/third-parties/guesty/listings', apiClient().GET('/api/third-parties/guesty/listings', query))).listings
      : provider === 'avantio'
        ? (await unwrap('/api/third-parties/avantio/accommodations', apiClient().GET('/api/third-parties/avantio/accommodations', query))).accommodations
        : (await unwrap('/api/third-parties/kross/accommodations', apiClient().GET('/api/third-parties/kross/accommodations', query))).accommodations;
  return units as PmsUnits[Provider];
}

/**
 * Each call asks the provider (seconds; Kross allows 10 a minute), so a list read once is kept for a
 * few minutes and not retried: a provider's refusal is an answer to show, not a glitch.
 */
export const pmsUnitsQuery = <Provider extends PmsProviderName>(provider: Provider, customerId?: string) =>
  queryOptions({
    queryKey: integrationKeys.units(provider, customerId),
    queryFn: () => listPmsUnits(provider, customerId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The customer a user belongs to (GET /users/{id}): staff act for the customer of the room's owner. */
export const userCustomerQuery = (userId: string) =>
  queryOptions({
    queryKey: integrationKeys.customerOf(userId),
    queryFn: async () => (await unwrap('/api/users/{id}', apiClient().GET('/api/users/{id}', { params: { path: { id: userId } } }))).customerId ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /third-parties/sync: imports the customer's reservations from `provider` now (every provider without one). */
export function syncPmsNow(body: { customerId?: string; provider?: PmsProviderName }): Promise<PmsSyncAnswer> {
  return unwrap('/api/third-parties/sync', apiClient().POST('/api/third-parties/sync', { body }));
}

/** A sync changes the last run shown and may bring bookings: the status and the rooms are read again. */
export function useSyncPmsNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPmsNow,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, 'status'] });
      void queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}

/**
 * POST /third-parties/{provider}/linkcustomer: the provider checks the credentials first (400 when it
 * refuses them, the message starting with the spec §8 code); linking again replaces them.
 */
export function linkPmsAccount(request: PmsLinkRequest): Promise<PmsLinkAnswer> {
  switch (request.provider) {
    case 'guesty':
      return unwrap('/api/third-parties/guesty/linkcustomer', apiClient().POST('/api/third-parties/guesty/linkcustomer', { body: request.credentials }));
    case 'avantio':
      return unwrap('/api/third-parties/avantio/linkcustomer', apiClient().POST('/api/third-parties/avantio/linkcustomer', { body: request.credentials }));
    case 'kross':
      return unwrap('/api/third-parties/kross/linkcustomer', apiClient().POST('/api/third-parties/kross/linkcustomer', { body: request.credentials }));
  }
}

/**
 * DELETE /third-parties/{provider}/unlinkcustomer: forgets the credentials; the bookings already
 * imported and the rooms' links stay. Kross names the customer in its path, so every unlink takes it
 * (a customer's own is in its status answer).
 */
export async function unlinkPmsAccount({ provider, customerId }: { provider: PmsProviderName; customerId: string }): Promise<void> {
  const query = { params: { query: { customerId } } };
  if (provider === 'guesty') await unwrap('/api/third-parties/guesty/unlinkcustomer', apiClient().DELETE('/api/third-parties/guesty/unlinkcustomer', query));
  else if (provider === 'avantio')
    await unwrap('/api/third-parties/avantio/unlinkcustomer', apiClient().DELETE('/api/third-parties/avantio/unlinkcustomer', query));
  else
    await unwrap(
      '/api/third-parties/kross/unlinkcustomer/{customerId}',
      apiClient().DELETE('/api/third-parties/kross/unlinkcustomer/{customerId}', { params: { path: { customerId } } }),
    );
}

/** Linking or unlinking changes the status and which listings there are: everything under `third-parties` is read again. */
function useChangesPmsAccounts<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.all }) });
}

export const useLinkPmsAccount = () => useChangesPmsAccounts(linkPmsAccount);
export const useUnlinkPmsAccount = () => useChangesPmsAccounts(unlinkPmsAccount);
