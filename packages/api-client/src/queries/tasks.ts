// The tasks page and the task calendar (spec §7 Tasks): the task types, a filtered page of tasks,
// every task of the calendar's days, and the writes — create, change (a move is a change of day),
// delete. The check-ins and check-outs the calendar shows beside the tasks are bookings' queries.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { listBookings, type Booking, type BookingListQuery } from './bookings.ts';

export type TaskListQuery = NonNullable<paths['/api/tasks']['get']['parameters']['query']>;
export type TaskPage = paths['/api/tasks']['get']['responses'][200]['content']['application/json'];
export type Task = TaskPage['tasks'][number];
export type TaskPriority = Task['priority'];
export type TaskType = paths['/api/task-types']['get']['responses'][200]['content']['application/json'][number];
export type TaskCreateRequest = paths['/api/tasks']['post']['requestBody']['content']['application/json'];
export type TaskUpdateRequest = paths['/api/tasks/{id}']['put']['requestBody']['content']['application/json'];

/** Every tasks query starts with `taskKeys.all`: a change (or a live event) invalidates it and all refresh. */
export const taskKeys = {
  all: ['tasks'] as const,
  types: ['tasks', 'types'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  range: (query: TaskListQuery) => ['tasks', 'range', query] as const,
  task: (id: string) => ['tasks', 'task', id] as const,
};

/** The most GET /api/tasks and GET /api/bookings answer a call (`limit` 1–25). */
const pageMax = 25;
/** A calendar range holds a few hundred tasks at most; past this many pages the rest is left out. */
const rangePagesMax = 20;

export function listTasks(query: TaskListQuery = {}): Promise<TaskPage> {
  return unwrap('/api/tasks', apiClient().GET('/api/tasks', { params: { query } }));
}

export const tasksQuery = (query: TaskListQuery = {}) => queryOptions({ queryKey: taskKeys.list(query), queryFn: () => listTasks(query) });

/** Every page of a list, the first first, the others together once the total is known. */
async function allPages<Item>(read: (offset: number) => Promise<{ items: Item[]; total: number }>): Promise<Item[]> {
  const first = await read(0);
  const pages = Math.min(Math.ceil(first.total / pageMax), rangePagesMax);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => read((index + 1) * pageMax)));
  return [first, ...rest].flatMap((page) => page.items);
}

/** Every task the filters keep (the calendar's days: `from`, `to`), sorted by date and time. */
export const tasksInRangeQuery = (query: Omit<TaskListQuery, 'offset' | 'limit'>) =>
  queryOptions({
    queryKey: taskKeys.range(query),
    queryFn: () =>
      allPages(async (offset) => {
        const page = await listTasks({ ...query, offset, limit: pageMax });
        return { items: page.tasks, total: page.totalTasks };
      }),
  });

/** Every booking the filters keep (the stays arriving, or leaving, in the calendar's days). */
export function listAllBookings(query: Omit<BookingListQuery, 'offset' | 'limit'>): Promise<Booking[]> {
  return allPages(async (offset) => {
    const page = await listBookings({ ...query, offset, limit: pageMax });
    return { items: page.bookings, total: page.totalBookings };
  });
}

export function listTaskTypes(): Promise<TaskType[]> {
  return unwrap('/api/task-types', apiClient().GET('/api/task-types'));
}

/** The task types change only with a new server version: kept for the session. */
export const taskTypesQuery = () => queryOptions({ queryKey: taskKeys.types, queryFn: listTaskTypes, staleTime: Infinity });

export function getTask(id: string): Promise<Task> {
  return unwrap('/api/tasks/{id}', apiClient().GET('/api/tasks/{id}', { params: { path: { id } } }));
}

export const taskQuery = (id: string) => queryOptions({ queryKey: taskKeys.task(id), queryFn: () => getTask(id) });

/** POST /api/tasks: the new task's id. */
export async function createTask(body: TaskCreateRequest): Promise<string> {
  return (await unwrap('/api/tasks', apiClient().POST('/api/tasks', { body })))._id;
}

/** PUT /api/tasks/{id}: only the fields sent change; answers the task as changed. */
export function updateTask(id: string, body: TaskUpdateRequest): Promise<Task> {
  return unwrap('/api/tasks/{id}', apiClient().PUT('/api/tasks/{id}', { params: { path: { id } }, body }));
}

export async function deleteTask(id: string): Promise<void> {
  await unwrap('/api/tasks/{id}', apiClient().DELETE('/api/tasks/{id}', { params: { path: { id } } }));
}

/** A task's change refreshes every tasks query (the list, the calendar, an open task). */
function useTasksMutation<Variables, Output>(call: (variables: Variables) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}

export const useCreateTask = () => useTasksMutation(createTask);
export const useUpdateTask = () => useTasksMutation(({ id, ...body }: TaskUpdateRequest & { id: string }) => updateTask(id, body));
export const useDeleteTask = () => useTasksMutation(deleteTask);
