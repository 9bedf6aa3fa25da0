// A customer's notification preferences (spec §3): how it wants to be told, the defaults of its new
// rooms, and its SMS activation; saving may set them on all its rooms at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { roomKeys } from './rooms.ts';

type Path = '/api/customers/{id}/notification-preferences';
export type CustomerNotificationPreferences = paths[Path]['get']['responses'][200]['content']['application/json'];
export type NotificationPreferencesUpdate = paths[Path]['put']['requestBody']['content']['application/json'];
export type SavedNotificationPreferences = paths[Path]['put']['responses'][200]['content']['application/json'];

export const notificationPreferenceKeys = { of: (customerId: string) => ['notification-preferences', customerId] as const };

export function getCustomerNotificationPreferences(customerId: string): Promise<CustomerNotificationPreferences> {
  return unwrap(
    '/api/customers/{id}/notification-preferences',
    apiClient().GET('/api/customers/{id}/notification-preferences', { params: { path: { id: customerId } } }),
  );
}

export const notificationPreferencesQuery = (customerId: string) =>
  queryOptions({ queryKey: notificationPreferenceKeys.of(customerId), queryFn: () => getCustomerNotificationPreferences(customerId), staleTime: 0 });

export function updateCustomerNotificationPreferences({
  customerId,
  ...body
}: NotificationPreferencesUpdate & { customerId: string }): Promise<SavedNotificationPreferences> {
  return unwrap(
    '/api/customers/{id}/notification-preferences',
    apiClient().PUT('/api/customers/{id}/notification-preferences', { params: { path: { id: customerId } }, body }),
  );
}

/** Rooms may have changed too: their queries are asked again. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerNotificationPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(notificationPreferenceKeys.of(saved.customerId), saved);
      if (saved.updatedRooms > 0) await queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}
