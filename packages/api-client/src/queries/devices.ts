// The devices page (spec §7 Devices, Device version): a filtered page of devices, and its writes —
// create (its token answered once), change, delete, a new token, and asking for firmware updates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { monitoredDeviceKeys } from './monitored-devices.ts';
import { assignDevice, roomKeys, swapRoomDevices } from './rooms.ts';

export type DeviceListQuery = NonNullable<paths['/api/devicesByFilters']['get']['parameters']['query']>;
export type DevicePage = paths['/api/devicesByFilters']['get']['responses'][200]['content']['application/json'];
export type DeviceListItem = DevicePage['devices'][number];
export type DeviceCreateRequest = paths['/api/devices']['post']['requestBody']['content']['application/json'];
export type DeviceUpdateRequest = paths['/api/devices/monitor/{monitorId}']['put']['requestBody']['content']['application/json'];
export type DeviceBulkRequest = paths['/api/devices/bulk']['post']['requestBody']['content']['application/json'];
export type DeviceBulkAnswer = paths['/api/devices/bulk']['post']['responses'][200]['content']['application/json'];
/** A new device's id and its token, which the server shows this once. */
export type CreatedDevice = paths['/api/devices']['post']['responses'][201]['content']['application/json'];

/**
 * Every devices query starts with `deviceKeys.all`, as a room's device does (`roomDetailKeys.device`):
 * invalidating it refreshes the list and an open room's device alike.
 */
export const deviceKeys = {
  all: ['devices'] as const,
  list: (query: DeviceListQuery) => ['devices', 'list', query] as const,
};

export function listDevices(query: DeviceListQuery = {}): Promise<DevicePage> {
  return unwrap('/api/devicesByFilters', apiClient().GET('/api/devicesByFilters', { params: { query } }));
}

export const devicesQuery = (query: DeviceListQuery = {}) => queryOptions({ queryKey: deviceKeys.list(query), queryFn: () => listDevices(query) });

/** POST /api/devices: the new device's id and its token (shown once). */
export function createDevice(body: DeviceCreateRequest): Promise<CreatedDevice> {
  return unwrap('/api/devices', apiClient().POST('/api/devices', { body }));
}

/** PUT /api/devices/monitor/{monitorId}: only the fields sent change; answers the device as changed. */
export function updateDevice(monitorId: string, body: DeviceUpdateRequest): Promise<DeviceListItem> {
  return unwrap('/api/devices/monitor/{monitorId}', apiClient().PUT('/api/devices/monitor/{monitorId}', { params: { path: { monitorId } }, body }));
}

export async function deleteDevice(id: string): Promise<void> {
  await unwrap('/api/devices/{id}', apiClient().DELETE('/api/devices/{id}', { params: { path: { id } } }));
}

/** POST /api/devices/{id}/token: a new token (shown once); the old one stops working at once. */
export async function rotateDeviceToken(id: string): Promise<string> {
  return (await unwrap('/api/devices/{id}/token', apiClient().POST('/api/devices/{id}/token', { params: { path: { id } } }))).token;
}

/** POST /api/request-ota-update for several devices at once (all or nothing); answers how many were asked. */
export async function requestOtaUpdates(monitorIds: string[]): Promise<number> {
  return (await unwrap('/api/request-ota-update', apiClient().POST('/api/request-ota-update', { body: { monitorIds } }))).requested;
}

/** POST /api/devices/bulk: one action over many devices; answers how many changed and the ones refused, with why. */
export function bulkDeviceAction(body: DeviceBulkRequest): Promise<DeviceBulkAnswer> {
  return unwrap('/api/devices/bulk', apiClient().POST('/api/devices/bulk', { body }));
}

/** A device's change refreshes every devices query, the monitors page's, and the rooms' (a room shows its device). */
function useDevicesMutation<Variables, Output>(call: (variables: Variables) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([deviceKeys.all, monitoredDeviceKeys.all, roomKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useCreateDevice = () => useDevicesMutation(createDevice);
export const useUpdateDevice = () => useDevicesMutation(({ monitorId, ...body }: DeviceUpdateRequest & { monitorId: string }) => updateDevice(monitorId, body));
export const useDeleteDevice = () => useDevicesMutation(deleteDevice);
export const useRotateDeviceToken = () => useDevicesMutation(rotateDeviceToken);
export const useRequestOtaUpdates = () => useDevicesMutation(requestOtaUpdates);

/** From the devices list: the device replaces the room's (which is left without a room), PUT /api/rooms/monitor/{monitorId}. */
export const usePutDeviceInRoom = () => useDevicesMutation(({ monitorId, roomId }: { monitorId: string; roomId: string }) => assignDevice(monitorId, roomId));
/** The room and the device's room exchange their devices (PUT /api/rooms/{id}/swap-monitors); a device in no room just comes to the room. */
export const useSwapRoomDevices = () =>
  useDevicesMutation(({ monitorId, roomId, claimCode }: { monitorId: string; roomId: string; claimCode?: string }) =>
    swapRoomDevices(roomId, monitorId, claimCode),
  );
export const useBulkDeviceAction = () => useDevicesMutation(bulkDeviceAction);
