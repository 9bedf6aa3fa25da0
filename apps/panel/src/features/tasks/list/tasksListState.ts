// The tasks list's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size), and the GET /api/tasks query it stands for. A value the URL holds that the API
// would refuse (a hand-edited id, an unknown priority) is left out rather than sent.
import type { TaskListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';
import { taskPriorities } from '@sereno/validation';

export const taskSortKeys = ['date', 'priority', 'roomName', 'createdAt'] as const;
export type TaskSortKey = (typeof taskSortKeys)[number];

export const taskStates = ['open', 'done'] as const;
export type TaskState = (typeof taskStates)[number];

export const defaultTaskSort: DataTableSort = { columnId: 'date', direction: 'asc' };

export const taskTableQueryOptions = {
  filterKeys: ['roomId', 'customerId', 'taskTypeId', 'priority', 'from', 'to', 'state', 'search'],
  defaultSort: defaultTaskSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const anId = (value: string | undefined) => (value && uuidPattern.test(value) ? value : undefined);
const aDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export type TaskFilters = Omit<TaskListQuery, 'offset' | 'limit' | 'sortKey' | 'sortDirection'>;

/** The API's filters for what the URL shows (no page, no sort). */
export function toTaskFilters(filters: TableQuery['filters']): TaskFilters {
  const search = filters.search?.trim();
  const entries = {
    roomId: anId(filters.roomId),
    customerId: anId(filters.customerId),
    taskTypeId: anId(filters.taskTypeId),
    priority: oneOf(taskPriorities, filters.priority),
    from: aDay(filters.from),
    to: aDay(filters.to),
    state: oneOf(taskStates, filters.state),
    search: search || undefined,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as TaskFilters;
}

/** The API's query for the page the URL shows. */
export function toTaskListQuery({ page, pageSize, sort, filters }: TableQuery): TaskListQuery {
  const sortKey = oneOf(taskSortKeys, sort?.columnId);
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'asc' } : {}),
    ...toTaskFilters(filters),
  };
}
