// The devices that receive one's alarms by Web Push (docs/pwa.md): the list with the server's VAPID
// public key, and subscribing or unsubscribing this browser's push subscription.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type PushSubscriptions = paths['/api/profile/push-subscriptions']['get']['responses'][200]['content']['application/json'];
export type PushDevice = PushSubscriptions['subscriptions'][number];
export type PushSubscriptionRequest = paths['/api/profile/push-subscriptions']['post']['requestBody']['content']['application/json'];

export const pushKeys = { subscriptions: ['profile', 'push-subscriptions'] as const };

export function listPushSubscriptions(): Promise<PushSubscriptions> {
  return unwrap('/api/profile/push-subscriptions', apiClient().GET('/api/profile/push-subscriptions', { cache: 'no-store' }));
}

export const pushSubscriptionsQuery = () => queryOptions({ queryKey: pushKeys.subscriptions, queryFn: listPushSubscriptions, staleTime: 0 });

export function createPushSubscription(body: PushSubscriptionRequest): Promise<PushDevice> {
  return unwrap('/api/profile/push-subscriptions', apiClient().POST('/api/profile/push-subscriptions', { body }));
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await unwrap('/api/profile/push-subscriptions', apiClient().DELETE('/api/profile/push-subscriptions', { params: { query: { endpoint } } }));
}

function useChangesPush<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.subscriptions }) });
}

export const useCreatePushSubscription = () => useChangesPush(createPushSubscription);
export const useDeletePushSubscription = () => useChangesPush(deletePushSubscription);
