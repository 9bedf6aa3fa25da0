// The select of a task with its joins, and the list's filters and sort columns, for the task routes.
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { inVisibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { containsPattern } from '../platform/lists.ts';
import { roomNameOf, roomsOfCustomer } from '../rooms/service.ts';
import { usernameOf, type UserRow } from '../users/queries.ts';
import { tasks, taskTypes, type TaskRow } from '../db/schema/tasks.ts';

const taskRoomName = roomNameOf(tasks.roomId);

/** The select of a task with its room's name, its author's username and its type's names, ready for `.where()`. */
export const selectTasks = (db: Database) =>
  db
    .select({ task: tasks, roomName: taskRoomName, username: usernameOf(tasks.userId), typeTranslations: taskTypes.translations })
    .from(tasks)
    .innerJoin(taskTypes, eq(tasks.taskTypeId, taskTypes.id))
    .$dynamic();

/** What each `sortKey` of the task list orders by. */
export const taskSortColumns = {
  date: sql`${tasks.date}::text || ' ' || ${tasks.time}`,
  priority: sql`case ${tasks.priority} when 'High' then 0 when 'Medium' then 1 else 2 end`,
  roomName: taskRoomName,
  createdAt: tasks.createdAt,
};

/** The filters of the task list (spec §7); each absent one keeps every task. */
export interface TaskFilters {
  roomId?: string | undefined;
  bookingId?: string | undefined;
  priority?: TaskRow['priority'] | undefined;
  /** A type takes its subtypes along. */
  taskTypeId?: string | undefined;
  /** The first and last days, both included (the calendar's range). */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  /** The tasks of the rooms of this customer (staff's filter). */
  customerId?: string | undefined;
  /** Open (not done yet) or done. */
  state?: 'open' | 'done' | undefined;
}

/** The where clause of the task list's filters. */
export function taskFilters({ roomId, bookingId, priority, taskTypeId, from, to, search, customerId, state }: TaskFilters): SQL | undefined {
  return and(
    roomId === undefined ? undefined : eq(tasks.roomId, roomId),
    bookingId === undefined ? undefined : eq(tasks.bookingId, bookingId),
    priority === undefined ? undefined : eq(tasks.priority, priority),
    taskTypeId === undefined
      ? undefined
      : or(
          eq(tasks.taskTypeId, taskTypeId),
          sql`${tasks.taskTypeId} in (select ${taskTypes.id} from ${taskTypes} where ${taskTypes.parentId} = ${taskTypeId})`,
        ),
    from === undefined ? undefined : gte(tasks.date, from),
    to === undefined ? undefined : lte(tasks.date, to),
    search === undefined ? undefined : ilike(tasks.description, containsPattern(search)),
    customerId === undefined ? undefined : inArray(tasks.roomId, roomsOfCustomer(customerId)),
    state === undefined ? undefined : state === 'done' ? isNotNull(tasks.doneAt) : isNull(tasks.doneAt),
  );
}

/** The tasks the list (and its export) shows `caller` with `filters`: those of the live rooms it sees. */
export const taskListWhere = (caller: UserRow, filters: TaskFilters): SQL | undefined => and(inVisibleRooms(tasks.roomId, caller), taskFilters(filters));
