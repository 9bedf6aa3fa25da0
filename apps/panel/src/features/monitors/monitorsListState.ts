// The monitors page's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size). GET /api/monitors/lexeon-devices answers the whole fleet at once, so the page
// filters, sorts and pages it here, with the same query-string names as the server-paged lists.
import type { MonitoredDevice } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';

/** Spec §9: a monitor without data for 30 minutes is inactive, and the page warns about it. */
export const inactiveAfterMs = 30 * 60 * 1000;

export const activityFilters = ['active', 'inactive'] as const;
export const qcFilters = ['pass', 'fail', 'disconnected'] as const;
export const monitorSortKeys = ['name', 'monitorId', 'updatedAt', 'batteryLevel'] as const;
export type MonitorSortKey = (typeof monitorSortKeys)[number];

export const defaultMonitorSort: DataTableSort = { columnId: 'name', direction: 'asc' };

export const monitorsTableQueryOptions = {
  filterKeys: ['search', 'activity', 'qc'],
  defaultSort: defaultMonitorSort,
} as const satisfies TableQueryOptions;

/** Whether the monitor has sent nothing for the last 30 minutes at `now` (or never). */
export function isInactive(device: Pick<MonitoredDevice, 'updatedAt'>, now: number): boolean {
  return device.updatedAt === undefined || now - new Date(device.updatedAt).getTime() > inactiveAfterMs;
}

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);

/** The value a sort compares; a device without it goes last whatever the direction. */
function sortValue(device: MonitoredDevice, key: MonitorSortKey): string | number | undefined {
  if (key === 'updatedAt') return device.updatedAt ? new Date(device.updatedAt).getTime() : undefined;
  return device[key];
}

/**
 * The page of monitors the URL asks for: searched by name or monitor id, filtered by activity at `now`
 * and by quality check, sorted, and cut to the page.
 */
export function monitorsPage(devices: readonly MonitoredDevice[], { page, pageSize, sort, filters }: TableQuery, now: number, language: string) {
  const search = filters.search?.trim().toLocaleLowerCase(language);
  const activity = oneOf(activityFilters, filters.activity);
  const qc = oneOf(qcFilters, filters.qc);
  const key = oneOf(monitorSortKeys, sort?.columnId) ?? 'name';
  const direction = sort?.direction === 'desc' ? -1 : 1;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const matching = devices
    .filter((device) => !search || `${device.name} ${device.monitorId}`.toLocaleLowerCase(language).includes(search))
    .filter((device) => !activity || (activity === 'inactive') === isInactive(device, now))
    .filter((device) => !qc || device.qcPass === qc)
    .toSorted((a, b) => {
      const [x, y] = [sortValue(a, key), sortValue(b, key)];
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return order * direction || collator.compare(a.monitorId, b.monitorId);
    });
  return { devices: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}
