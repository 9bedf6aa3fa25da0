// The rooms list (spec §7 Rooms: GET /rooms returns rooms, totalPages, totalRooms) and the counts the
// dashboard shows, which are the same call asking for one room and reading the total.
import { queryOptions } from '@tanstack/react-query';
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
