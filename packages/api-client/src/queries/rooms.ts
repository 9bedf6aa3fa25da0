// The rooms list (spec §7 Rooms: GET /rooms returns rooms, totalPages, totalRooms) and the counts the
// dashboard shows, which are the same call asking for one room and reading the total; the writes of
// the list and the room wizard (create, put a device in a room, merge, close merges) and the owner's
// rooms and licences they choose from.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type RoomListQuery = NonNullable<paths['/api/rooms']['get']['parameters']['query']>;
export type RoomPage = paths['/api/rooms']['get']['responses'][200]['content']['application/json'];
export type RoomListItem = RoomPage['rooms'][number];
/** The list's status filter: connected, noiseAlert or disconnected. */
export type RoomStatusFilter = NonNullable<RoomListQuery['status']>;

/** Every rooms query starts with `roomKeys.all`: invalidating it refreshes lists and counts alike. */
export const roomKeys = {
  all: ['rooms'] as const,
  list: (query: RoomListQuery) => ['rooms', 'list', query] as const,
  count: (status: RoomStatusFilter | 'all') => ['rooms', 'count', status] as const,
};

export function listRooms(query: RoomListQuery = {}): Promise<RoomPage> {
  return unwrap('/api/rooms', apiClient().GET('/api/rooms', { params: { query } }));
}

export const roomsQuery = (query: RoomListQuery = {}) => queryOptions({ queryKey: roomKeys.list(query), queryFn: () => listRooms(query) });

/** How many rooms the caller sees in `status` (all of them without one). */
export const roomCountQuery = (status?: RoomStatusFilter) =>
  queryOptions({
    queryKey: roomKeys.count(status ?? 'all'),
    queryFn: async () => (await listRooms(status ? { status, limit: 1 } : { limit: 1 })).totalRooms,
  });

type JsonBody<Path extends keyof paths, Method extends 'post' | 'put'> =
  NonNullable<NonNullable<paths[Path][Method]> extends { requestBody?: infer B } ? B : never> extends { content: { 'application/json': infer J } } ? J : never;

export type RoomCreateRequest = JsonBody<'/api/rooms', 'post'>;
export type RoomMergeAnswer = paths['/api/rooms/{id}/merge']['post']['responses'][200]['content']['application/json'];
export type LicenseOption = paths['/api/rooms/license/owner/id']['get']['responses'][200]['content']['application/json']['licenses'][number];
export type RoomSummary = paths['/api/rooms/owner/id']['get']['responses'][200]['content']['application/json']['rooms'][number];
export type UsernamesPage = paths['/api/users/usernames']['get']['responses'][200]['content']['application/json'];

/** Keys of the owner-scoped lists of the room wizard and the merge dialog (all under `roomKeys.all`). */
export const roomOwnerKeys = {
  rooms: (ownerId: string | undefined) => ['rooms', 'owner', ownerId ?? 'me', 'rooms'] as const,
  licences: (ownerId: string | undefined) => ['rooms', 'owner', ownerId ?? 'me', 'licences'] as const,
};

/** POST /api/rooms: a room with a device (`monitorId`) or taking a licence; answers the new room's id. */
export async function createRoom(body: RoomCreateRequest): Promise<string> {
  const answer = await unwrap('/api/rooms', apiClient().POST('/api/rooms', { body }));
  return answer.data.roomId;
}

/**
 * PUT /api/rooms/monitor/{monitorId}: the device (by the number printed on it) moves to the room;
 * `claimCode`, printed on its label, claims a device nobody owns yet.
 */
export async function assignDevice(monitorId: string, roomId: string, claimCode?: string): Promise<void> {
  await unwrap(
    '/api/rooms/monitor/{monitorId}',
    apiClient().PUT('/api/rooms/monitor/{monitorId}', { params: { path: { monitorId } }, body: { roomId, ...(claimCode ? { claimCode } : {}) } }),
  );
}

/**
 * PUT /api/rooms/{id}/swap-monitors: the room takes the device, and the room the device watched takes
 * the room's device (or none), atomically; a device in no room simply comes to the room.
 */
export async function swapRoomDevices(roomId: string, monitorId: string, claimCode?: string): Promise<void> {
  await unwrap(
    '/api/rooms/{id}/swap-monitors',
    apiClient().PUT('/api/rooms/{id}/swap-monitors', { params: { path: { id: roomId }, query: { monitorId, ...(claimCode ? { claimCode } : {}) } } }),
  );
}

/** POST /api/rooms/{id}/merge: what the target lacks moves to it, and this room is deleted. */
export function mergeRoom(roomId: string, targetRoomId: string): Promise<RoomMergeAnswer> {
  return unwrap('/api/rooms/{id}/merge', apiClient().POST('/api/rooms/{id}/merge', { params: { path: { id: roomId } }, body: { targetRoomId } }));
}

/** POST /api/rooms/owners/{id}/merge-done: closes the owner's merges for good. */
export async function completeOwnerMerges(ownerId: string): Promise<void> {
  await unwrap('/api/rooms/owners/{id}/merge-done', apiClient().POST('/api/rooms/owners/{id}/merge-done', { params: { path: { id: ownerId } } }));
}

/** An owner's live rooms as `_id` and `name` (the caller's without `ownerId`). */
export const ownerRoomsQuery = (ownerId?: string) =>
  queryOptions({
    queryKey: roomOwnerKeys.rooms(ownerId),
    queryFn: async () => (await unwrap('/api/rooms/owner/id', apiClient().GET('/api/rooms/owner/id', { params: { query: ownerId ? { ownerId } : {} } }))).rooms,
  });

/** The licences of an owner's customer with their places (the caller's without `ownerId`). */
export const ownerLicencesQuery = (ownerId?: string) =>
  queryOptions({
    queryKey: roomOwnerKeys.licences(ownerId),
    queryFn: async () =>
      (await unwrap('/api/rooms/license/owner/id', apiClient().GET('/api/rooms/license/owner/id', { params: { query: ownerId ? { ownerId } : {} } }))).licenses,
    // Places change as rooms are created anywhere: read them afresh whenever the step opens.
    staleTime: 0,
  });

/** GET /api/users/usernames: ten usernames at `offset` whose name contains `search` (the search-user select). */
export function searchUsernames(search: string, offset = 0, signal?: AbortSignal): Promise<UsernamesPage> {
  return unwrap('/api/users/usernames', apiClient().GET('/api/users/usernames', { params: { query: { offset, ...(search ? { search } : {}) } }, signal }));
}

function useRoomsMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }) });
}

/** Each write refreshes every rooms query (lists, counts, owners' rooms and licences) once it succeeds. */
export const useCreateRoom = () => useRoomsMutation(createRoom);
export const useAssignDevice = () =>
  useRoomsMutation(({ monitorId, roomId, claimCode }: { monitorId: string; roomId: string; claimCode?: string }) => assignDevice(monitorId, roomId, claimCode));
export const useMergeRoom = () => useRoomsMutation(({ roomId, targetRoomId }: { roomId: string; targetRoomId: string }) => mergeRoom(roomId, targetRoomId));
export const useCompleteOwnerMerges = () => useRoomsMutation(completeOwnerMerges);

export type AddressSuggestion = paths['/api/address-suggestions']['get']['responses'][200]['content']['application/json'][number];

/** GET /api/address-suggestions: addresses like the one typed (an empty list when no geocoder is set up). */
export const addressSuggestionsQuery = (address: string, countryName?: string) =>
  queryOptions({
    queryKey: ['address-suggestions', address, countryName ?? ''] as const,
    queryFn: () =>
      unwrap(
        '/api/address-suggestions',
        apiClient().GET('/api/address-suggestions', { params: { query: { address, ...(countryName ? { countryName } : {}) } } }),
      ),
  });
