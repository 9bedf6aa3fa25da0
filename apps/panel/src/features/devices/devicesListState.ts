// The devices list's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size), and the GET /api/devicesByFilters query it stands for. The search field's `search`
// is the API's `monitorId` filter (text in the monitor id).
import type { DeviceListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';

/** The sort keys GET /api/devicesByFilters accepts that the page offers. */
export const deviceSortKeys = ['monitorId', 'lastSeenAt', 'createdAt'] as const;
export type DeviceSortKey = (typeof deviceSortKeys)[number];

export const firmwareFilters = ['upToDate', 'outdated'] as const;
export const connectionFilters = ['online', 'offline'] as const;

export const defaultDeviceSort: DataTableSort = { columnId: 'monitorId', direction: 'asc' };

export const deviceTableQueryOptions = {
  filterKeys: ['search', 'firmware', 'connection'],
  defaultSort: defaultDeviceSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);

/** The API's query for the page the URL shows: a hand-edited value it does not know is left out. */
export function toDeviceListQuery({ page, pageSize, sort, filters }: TableQuery): DeviceListQuery {
  const sortKey = oneOf(deviceSortKeys, sort?.columnId);
  const firmware = oneOf(firmwareFilters, filters.firmware);
  const connection = oneOf(connectionFilters, filters.connection);
  const monitorId = filters.search?.trim();
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'asc' } : {}),
    ...(monitorId ? { monitorId } : {}),
    ...(firmware ? { firmware } : {}),
    ...(connection ? { connection } : {}),
  };
}
