// Signed webhooks (docs/webhooks.md): a customer's endpoints, their secret (shown once, at creation or
// rotation), the test ping, and the delivery log with replay.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type WebhookEndpoint = paths['/api/webhooks']['get']['responses'][200]['content']['application/json']['endpoints'][number];
/** A new endpoint with its signing secret, which the server shows this once. */
export type CreatedWebhookEndpoint = paths['/api/webhooks']['post']['responses'][201]['content']['application/json'];
export type WebhookEndpointInput = paths['/api/webhooks']['post']['requestBody']['content']['application/json'];
export type WebhookEndpointChanges = paths['/api/webhooks/{id}']['patch']['requestBody']['content']['application/json'];
export type WebhookDelivery = paths['/api/webhooks/{id}/deliveries']['get']['responses'][200]['content']['application/json']['deliveries'][number];
export type RotatedWebhookSecret = paths['/api/webhooks/{id}/secret']['post']['responses'][200]['content']['application/json'];

export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: (customerId: string | null) => ['webhooks', 'endpoints', customerId] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};

export async function listWebhookEndpoints(customerId: string | null): Promise<WebhookEndpoint[]> {
  const query = customerId ? { customerId } : {};
  return (await unwrap('/api/webhooks', apiClient().GET('/api/webhooks', { params: { query }, cache: 'no-store' }))).endpoints;
}

/** A customer's own endpoints; staff: every customer's (or the one named). */
export const webhookEndpointsQuery = (customerId: string | null = null) =>
  queryOptions({ queryKey: webhookKeys.endpoints(customerId), queryFn: () => listWebhookEndpoints(customerId), staleTime: 0 });

export async function listWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  return (
    await unwrap(
      '/api/webhooks/{id}/deliveries',
      apiClient().GET('/api/webhooks/{id}/deliveries', { params: { path: { id: endpointId }, query: { limit: 50 } }, cache: 'no-store' }),
    )
  ).deliveries;
}

export const webhookDeliveriesQuery = (endpointId: string) =>
  queryOptions({ queryKey: webhookKeys.deliveries(endpointId), queryFn: () => listWebhookDeliveries(endpointId), staleTime: 0 });

export function createWebhookEndpoint(body: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return unwrap('/api/webhooks', apiClient().POST('/api/webhooks', { body }));
}

export function updateWebhookEndpoint({ id, ...body }: WebhookEndpointChanges & { id: string }): Promise<WebhookEndpoint> {
  return unwrap('/api/webhooks/{id}', apiClient().PATCH('/api/webhooks/{id}', { params: { path: { id } }, body }));
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await unwrap('/api/webhooks/{id}', apiClient().DELETE('/api/webhooks/{id}', { params: { path: { id } } }));
}

export function rotateWebhookSecret(id: string): Promise<RotatedWebhookSecret> {
  return unwrap('/api/webhooks/{id}/secret', apiClient().POST('/api/webhooks/{id}/secret', { params: { path: { id } } }));
}

export function pingWebhookEndpoint(id: string): Promise<WebhookDelivery> {
  return unwrap('/api/webhooks/{id}/ping', apiClient().POST('/api/webhooks/{id}/ping', { params: { path: { id } } }));
}

export function replayWebhookDelivery({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }): Promise<WebhookDelivery> {
  return unwrap(
    '/api/webhooks/{id}/deliveries/{deliveryId}/replay',
    apiClient().POST('/api/webhooks/{id}/deliveries/{deliveryId}/replay', { params: { path: { id: endpointId, deliveryId } } }),
  );
}

function useChangesWebhooks<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export const useCreateWebhookEndpoint = () => useChangesWebhooks(createWebhookEndpoint);
export const useUpdateWebhookEndpoint = () => useChangesWebhooks(updateWebhookEndpoint);
export const useDeleteWebhookEndpoint = () => useChangesWebhooks(deleteWebhookEndpoint);
export const useRotateWebhookSecret = () => useChangesWebhooks(rotateWebhookSecret);
export const usePingWebhookEndpoint = () => useChangesWebhooks(pingWebhookEndpoint);
export const useReplayWebhookDelivery = () => useChangesWebhooks(replayWebhookDelivery);
