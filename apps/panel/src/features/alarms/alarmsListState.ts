// The alarms list's view, kept in the query string (spec §2 and §7 Alarms: user, room, type, date
// from/to, the state, "only the alarms that notified someone"; sort, page and page size), and the calls
// it stands for: GET /api/alarms/paginated and GET /api/alarms/statistics. By default every alarm is
// listed, whether it told someone or not (one nobody was told of most needs a person), the active ones
// first, the most severe and the oldest first.
import type { AlarmExportQuery, AlarmListQuery, AlarmStatisticsQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';
import type { AlarmState, AlarmType } from '@sereno/validation';

// Written here rather than imported from @sereno/validation: the route's loader takes this file into the
// panel's entry, and the validation package brings zod with it (the entry's budget, scripts/check-bundle-budget.ts).
// The records make the compiler check that every type and state is listed.
const typeFilters: Record<AlarmType, true> = { sound: true, smoking: true, occupancy: true };
const stateFilters: Record<AlarmState, true> = { active: true, resolved: true };
export const alarmTypeFilters = Object.keys(typeFilters) as AlarmType[];
export const alarmStateFilters = Object.keys(stateFilters) as AlarmState[];

/** The URL's filter names: those of the API, dates as the viewer's `yyyy-MM-dd` days. */
export const alarmFilterKeys = ['ownerId', 'roomId', 'type', 'state', 'from', 'to', 'notified'] as const;
export type AlarmFilterKey = (typeof alarmFilterKeys)[number];

/** The sort keys GET /api/alarms/paginated accepts. */
export const alarmSortKeys = ['createdAt', 'level', 'type', 'name', 'priority'] as const;

/** The night console's order: the active alarms first, the most severe and then the oldest first; then the resolved ones, newest first. */
export const defaultAlarmSort: DataTableSort = { columnId: 'priority', direction: 'asc' };

export const alarmTableQueryOptions = {
  filterKeys: alarmFilterKeys,
  defaultSort: defaultAlarmSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asId = (value: string | undefined) => (value && uuid.test(value) ? value : undefined);
const day = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The viewer's midnight starting `yyyy-MM-dd`, `days` later, as an instant; undefined for anything else. */
function startOfDay(value: string | undefined, days = 0): string | undefined {
  const match = value ? day.exec(value) : null;
  if (!match) return undefined;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** A `yyyy-MM-dd` day of the URL, or undefined when it is not one. */
export const dayOf = (value: string | undefined): string | undefined => (startOfDay(value) ? value : undefined);

/** An id of the URL, or undefined when it is not one (a hand-edited link). */
export const idOf = (value: string | undefined): string | undefined => asId(value);

/** The filters that narrow the statistics too: whose and which room's alarms. */
export function toAlarmStatisticsQuery({ filters }: Pick<TableQuery, 'filters'>): AlarmStatisticsQuery {
  const ownerId = asId(filters.ownerId);
  const roomId = asId(filters.roomId);
  return { ...(ownerId ? { ownerId } : {}), ...(roomId ? { roomId } : {}) };
}

/**
 * The filters of what the URL shows, for the list and the CSV export. The days are the viewer's: `from` is the start of its day and
 * `to` includes its whole day (the API's `to` is exclusive). A hand-edited value it does not know is left out.
 */
export function toAlarmExportQuery(table: Pick<TableQuery, 'filters'>): AlarmExportQuery {
  const { filters } = table;
  const type = oneOf(alarmTypeFilters, filters.type);
  const state = oneOf(alarmStateFilters, filters.state);
  const from = startOfDay(filters.from);
  const to = startOfDay(filters.to, 1);
  return {
    ...toAlarmStatisticsQuery(table),
    ...(type ? { type } : {}),
    ...(state ? { state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    // The API lists only the alarms that notified someone unless asked for all of them.
    ...(filters.notified === 'true' ? {} : { showAll: 'true' }),
  };
}

/** The page of GET /api/alarms/paginated the URL shows: its filters (as the CSV export's), sort, page and size. */
export function toAlarmListQuery(table: TableQuery): AlarmListQuery {
  const { page, pageSize, sort } = table;
  const sortKey = oneOf(alarmSortKeys, sort?.columnId);
  return { page, limit: pageSize, ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'desc' } : {}), ...toAlarmExportQuery(table) };
}

/** Whether the list shows its default view: no filter, the default order. */
export function isDefaultAlarmView({ filters, sort }: Pick<TableQuery, 'filters' | 'sort'>): boolean {
  return Object.keys(filters).length === 0 && sort?.columnId === defaultAlarmSort.columnId && sort.direction === defaultAlarmSort.direction;
}
