// The rooms list's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size; and the cards/table switch), and the GET /api/rooms query it stands for.
import type { RoomListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';

export const roomViews = ['cards', 'table'] as const;
export type RoomView = (typeof roomViews)[number];
export const viewKey = 'view';

export const statusFilters = ['connected', 'noiseAlert', 'disconnected'] as const;
export const nightAgentFilters = ['true', 'false'] as const;

/** The sort keys GET /api/rooms accepts. */
export const roomSortKeys = ['name', 'alarms', 'status', 'createdAt', 'username', 'monitorId'] as const;
export type RoomSortKey = (typeof roomSortKeys)[number];

export const defaultRoomSort: DataTableSort = { columnId: 'name', direction: 'asc' };

export const roomTableQueryOptions = {
  filterKeys: ['status', 'nightAgent', 'search'],
  defaultSort: defaultRoomSort,
} as const satisfies TableQueryOptions;

export function viewOf(params: URLSearchParams): RoomView {
  return params.get(viewKey) === 'table' ? 'table' : 'cards';
}

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);

/** The API's query for what the URL shows; a hand-edited filter or sort it does not know is left out. */
export function toRoomListQuery({ page, pageSize, sort, filters }: TableQuery): RoomListQuery {
  const sortKey = oneOf(roomSortKeys, sort?.columnId);
  const status = oneOf(statusFilters, filters.status);
  const nightAgent = oneOf(nightAgentFilters, filters.nightAgent);
  const search = filters.search?.trim();
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'asc' } : {}),
    ...(status ? { status } : {}),
    ...(nightAgent ? { nightAgent } : {}),
    ...(search ? { search } : {}),
  };
}
