// One room and what its detail page changes (spec §7 Rooms, Device version): the room, its general
// data, its settings and alert schedules, the noise presets, the managers it may be given, and its
// device's firmware.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { maxPageSize } from '@sereno/validation';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { monitorKeys, resolveRange, type SeriesRange } from './monitors.ts';
import { roomKeys } from './rooms.ts';

type JsonBody<Operation> = Operation extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : never
  : never;

export type RoomDetail = paths['/api/rooms/{id}']['get']['responses'][200]['content']['application/json'];
export type RoomUpdate = JsonBody<paths['/api/rooms/{id}']['put']>;
export type RoomSettingsUpdate = JsonBody<paths['/api/rooms/{id}/settings']['put']>;
export type RoomAlertSchedulesUpdate = JsonBody<paths['/api/rooms/{id}/settings/alert-schedules']['put']>;
export type NoisePresetItem = paths['/api/noise-thresholds']['get']['responses'][200]['content']['application/json']['noiseThresholds'][number];
export type Device = paths['/api/devices/monitor/{monitorId}']['get']['responses'][200]['content']['application/json'];
export type ManagerOption = { _id: string; username: string; name: string };
export type RoomAlarm = paths['/api/alarms/{roomId}/range']['get']['responses'][200]['content']['application/json']['alarms'][number];

/** Under `roomKeys.all`, so that whatever refreshes the rooms refreshes the open room too. */
export const roomDetailKeys = {
  detail: (roomId: string) => [...roomKeys.all, 'detail', roomId] as const,
  managers: (ownerId: string) => [...roomKeys.all, 'managers', ownerId] as const,
  noisePresets: ['noise-thresholds'] as const,
  device: (monitorId: string) => ['devices', 'monitor', monitorId] as const,
  availableVersion: ['device-version', 'available'] as const,
  alarms: (roomId: string, range: SeriesRange) => ['alarms', 'room', roomId, range] as const,
};

export function getRoom(roomId: string): Promise<RoomDetail> {
  return unwrap('/api/rooms/{id}', apiClient().GET('/api/rooms/{id}', { params: { path: { id: roomId } } }));
}

export const roomDetailQuery = (roomId: string) => queryOptions({ queryKey: roomDetailKeys.detail(roomId), queryFn: () => getRoom(roomId) });

export function updateRoom(roomId: string, body: RoomUpdate): Promise<RoomDetail> {
  return unwrap('/api/rooms/{id}', apiClient().PUT('/api/rooms/{id}', { params: { path: { id: roomId } }, body }));
}

export function updateRoomSettings(roomId: string, body: RoomSettingsUpdate): Promise<RoomDetail> {
  return unwrap('/api/rooms/{id}/settings', apiClient().PUT('/api/rooms/{id}/settings', { params: { path: { id: roomId } }, body }));
}

export function updateRoomAlertSchedules(roomId: string, body: RoomAlertSchedulesUpdate): Promise<RoomDetail> {
  return unwrap(
    '/api/rooms/{id}/settings/alert-schedules',
    apiClient().PUT('/api/rooms/{id}/settings/alert-schedules', { params: { path: { id: roomId } }, body }),
  );
}

/**
 * A change of the room: its answer is the room as changed, which the page shows at once; the lists
 * and counts refetch, and so do the charts, whose levels and smoke threshold follow the settings.
 */
function useRoomChange<Body>(roomId: string, call: (roomId: string, body: Body) => Promise<RoomDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => call(roomId, body),
    onSuccess: (room) => {
      queryClient.setQueryData(roomDetailKeys.detail(roomId), room);
      void queryClient.invalidateQueries({ queryKey: roomKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: monitorKeys.room(roomId) });
    },
  });
}

export const useUpdateRoom = (roomId: string) => useRoomChange<RoomUpdate>(roomId, updateRoom);
export const useUpdateRoomSettings = (roomId: string) => useRoomChange<RoomSettingsUpdate>(roomId, updateRoomSettings);
export const useUpdateRoomAlertSchedules = (roomId: string) => useRoomChange<RoomAlertSchedulesUpdate>(roomId, updateRoomAlertSchedules);

/** GET /noise-thresholds: the presets' names and levels, the same for everyone. */
export const noisePresetsQuery = () =>
  queryOptions({
    queryKey: roomDetailKeys.noisePresets,
    queryFn: async () => (await unwrap('/api/noise-thresholds', apiClient().GET('/api/noise-thresholds'))).noiseThresholds,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The manager accounts a room may be given: those of its owner's customer (the server refuses any
 * other). Managers are few, so every page of them is read.
 */
export async function listRoomManagers(ownerId: string): Promise<ManagerOption[]> {
  const owner = await unwrap('/api/users/{id}', apiClient().GET('/api/users/{id}', { params: { path: { id: ownerId } } }));
  if (!owner.customerId) return [];
  const managers: ManagerOption[] = [];
  for (let offset = 0, total = 1; offset < total; offset += maxPageSize) {
    const page = await unwrap('/api/users', apiClient().GET('/api/users', { params: { query: { role: 'manager', limit: maxPageSize, offset } } }));
    total = page.totalUsers;
    for (const user of page.users) {
      if (user.customerId === owner.customerId) managers.push({ _id: user._id, username: user.username, name: user.name });
    }
  }
  return managers;
}

export const roomManagersQuery = (ownerId: string) => queryOptions({ queryKey: roomDetailKeys.managers(ownerId), queryFn: () => listRoomManagers(ownerId) });

export function getDeviceByMonitor(monitorId: string): Promise<Device> {
  return unwrap('/api/devices/monitor/{monitorId}', apiClient().GET('/api/devices/monitor/{monitorId}', { params: { path: { monitorId } } }));
}

/** The device of a room: its firmware, whether it is up to date, when an update was requested. */
export const deviceByMonitorQuery = (monitorId: string) =>
  queryOptions({ queryKey: roomDetailKeys.device(monitorId), queryFn: () => getDeviceByMonitor(monitorId) });

export const availableDeviceVersionQuery = () =>
  queryOptions({
    queryKey: roomDetailKeys.availableVersion,
    queryFn: async () => (await unwrap('/api/device-version/available', apiClient().GET('/api/device-version/available'))).version,
  });

export async function requestOtaUpdate(monitorId: string): Promise<number> {
  const answer = await unwrap('/api/request-ota-update', apiClient().POST('/api/request-ota-update', { body: { monitorId } }));
  return answer.requested;
}

/** Asks for a firmware update of one device; its answer then shows when it was requested. */
export function useRequestOtaUpdate(monitorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestOtaUpdate(monitorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomDetailKeys.device(monitorId) }),
  });
}

/** GET /alarms/{roomId}/range: the room's alarms raised in the range, newest first. */
export async function listRoomAlarms(roomId: string, range: SeriesRange): Promise<RoomAlarm[]> {
  const answer = await unwrap(
    '/api/alarms/{roomId}/range',
    apiClient().GET('/api/alarms/{roomId}/range', { params: { path: { roomId }, query: resolveRange(range) } }),
  );
  return answer.alarms;
}

export const roomAlarmsQuery = (roomId: string, range: SeriesRange) =>
  queryOptions({ queryKey: roomDetailKeys.alarms(roomId, range), queryFn: () => listRoomAlarms(roomId, range) });

export type RoomCurrentData = paths['/api/rooms/roomdetails/{monitorId}']['get']['responses'][200]['content']['application/json'];
export type RoomBooking = paths['/api/bookings']['get']['responses'][200]['content']['application/json']['bookings'][number];

/** GET /rooms/roomdetails/{monitorId}: the room with the guest now in it (spec §2 Room current data). */
export const roomCurrentDataQuery = (monitorId: string) =>
  queryOptions({
    queryKey: [...roomKeys.all, 'current', monitorId] as const,
    queryFn: () => unwrap('/api/rooms/roomdetails/{monitorId}', apiClient().GET('/api/rooms/roomdetails/{monitorId}', { params: { path: { monitorId } } })),
  });

/** The room's latest check-ins (spec §2 Overview: guest name, start, end), newest first. */
export const roomCheckInsQuery = (roomId: string, limit = 10) =>
  queryOptions({
    queryKey: ['bookings', 'room', roomId, limit] as const,
    queryFn: async () =>
      (await unwrap('/api/bookings', apiClient().GET('/api/bookings', { params: { query: { roomId, sortKey: 'checkIn', sortDirection: 'desc', limit } } })))
        .bookings,
  });

export type RoomNote = paths['/api/rooms/{id}/notes']['post']['responses'][201]['content']['application/json'];

/** A room's notes, the newest first. */
export const roomNotesQuery = (roomId: string) =>
  queryOptions({
    queryKey: [...roomDetailKeys.detail(roomId), 'notes'] as const,
    queryFn: async () => (await unwrap('/api/rooms/{id}/notes', apiClient().GET('/api/rooms/{id}/notes', { params: { path: { id: roomId } } }))).notes,
  });

/** Writes a note on the room, signed by the person; the notes refetch. */
export function useCreateRoomNote(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      unwrap('/api/rooms/{id}/notes', apiClient().POST('/api/rooms/{id}/notes', { params: { path: { id: roomId } }, body: { text } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomNotesQuery(roomId).queryKey }),
  });
}
