// Settings presets and bulk actions (issue 28, docs/presets.md): a customer's named notification
// settings, a room following one or keeping its own, and one call that changes many rooms.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { roomDetailKeys } from './room-detail.ts';
import { roomKeys } from './rooms.ts';

export type SettingsPreset = paths['/api/presets/{id}']['get']['responses'][200]['content']['application/json'];
export type PresetWrite = paths['/api/presets/{id}']['put']['requestBody']['content']['application/json'];
export type SavedPreset = paths['/api/presets/{id}']['put']['responses'][200]['content']['application/json'];
export type RoomBulkRequest = paths['/api/rooms/bulk']['post']['requestBody']['content']['application/json'];
export type RoomBulkAnswer = paths['/api/rooms/bulk']['post']['responses'][200]['content']['application/json'];
export type RoomBulkRefusal = RoomBulkAnswer['refused'][number];

export const presetKeys = {
  all: ['presets'] as const,
  of: (customerId: string) => ['presets', customerId] as const,
};

export async function listPresets(customerId: string): Promise<SettingsPreset[]> {
  const answer = await unwrap('/api/customers/{id}/presets', apiClient().GET('/api/customers/{id}/presets', { params: { path: { id: customerId } } }));
  return answer.presets;
}

export const presetsQuery = (customerId: string) => queryOptions({ queryKey: presetKeys.of(customerId), queryFn: () => listPresets(customerId), staleTime: 0 });

export function createPreset({ customerId, ...body }: PresetWrite & { customerId: string }): Promise<SettingsPreset> {
  return unwrap('/api/customers/{id}/presets', apiClient().POST('/api/customers/{id}/presets', { params: { path: { id: customerId } }, body }));
}

export function updatePreset({ presetId, ...body }: PresetWrite & { presetId: string }): Promise<SavedPreset> {
  return unwrap('/api/presets/{id}', apiClient().PUT('/api/presets/{id}', { params: { path: { id: presetId } }, body }));
}

export async function deletePreset(presetId: string): Promise<void> {
  await unwrap('/api/presets/{id}', apiClient().DELETE('/api/presets/{id}', { params: { path: { id: presetId } } }));
}

/** PUT /api/rooms/{id}/preset: follow `presetId`, or keep the settings as the room's own (null). */
export function setRoomPreset(roomId: string, presetId: string | null) {
  return unwrap('/api/rooms/{id}/preset', apiClient().PUT('/api/rooms/{id}/preset', { params: { path: { id: roomId } }, body: { presetId } }));
}

/** POST /api/rooms/bulk: one action over the rooms named or all that match the filters. */
export function bulkRoomAction(body: RoomBulkRequest): Promise<RoomBulkAnswer> {
  return unwrap('/api/rooms/bulk', apiClient().POST('/api/rooms/bulk', { body }));
}

/** A preset write changes the rooms that follow it: the presets and every room query are asked again. */
function usePresetWrite<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: presetKeys.all });
      await queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}

export const useCreatePreset = () => usePresetWrite(createPreset);
export const useUpdatePreset = () => usePresetWrite(updatePreset);
export const useDeletePreset = () => usePresetWrite(deletePreset);
export const useBulkRoomAction = () => usePresetWrite(bulkRoomAction);

export function useSetRoomPreset(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presetId: string | null) => setRoomPreset(roomId, presetId),
    onSuccess: async (room) => {
      queryClient.setQueryData(roomDetailKeys.detail(roomId), room);
      await queryClient.invalidateQueries({ queryKey: presetKeys.all });
      await queryClient.invalidateQueries({ queryKey: roomKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
