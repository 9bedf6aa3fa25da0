// The task form as POST /tasks and PUT /tasks/{id} take it (spec §3 Task): a type, a priority, a
// day and a time, the room, optionally one of that room's bookings, and whether it is done.
import { z } from 'zod';
import { isoDate, time24 } from './rules/date-time.ts';
import { longText } from './rules/length.ts';
import { taskPriorities } from './schemas/task.ts';
import { enumOf, id } from './schemas/common.ts';

const taskFields = z.object({
  taskTypeId: id(),
  priority: enumOf(taskPriorities),
  date: isoDate(),
  time: time24(),
  description: longText().optional(),
  roomId: id(),
  bookingId: id().optional(),
  /** Whether the task is done (docs/tasks.md: a task is open until someone marks it done). */
  done: z.boolean().optional(),
});

/** POST /tasks. */
export const taskCreateSchema = taskFields;
export type TaskCreate = z.input<typeof taskCreateSchema>;

/** PUT /tasks/{id}: only the fields sent change; `bookingId: null` takes the booking off the task. */
export const taskUpdateSchema = taskFields.extend({ bookingId: id().nullable() }).partial();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;
