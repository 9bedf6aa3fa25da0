import { z } from 'zod';
import { isoDate, time24 } from '../rules/date-time.ts';
import { longText } from '../rules/length.ts';
import { enumOf, id } from './common.ts';

/** Spec §3 Task priorities. */
export const taskPriorities = ['Low', 'Medium', 'High'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** Spec §3 Task, as POST /tasks and PUT /tasks/{id} send it. */
export const taskSchema = z.object({
  taskTypeId: id(),
  priority: enumOf(taskPriorities),
  userId: id().optional(),
  date: isoDate(),
  time: time24(),
  description: longText().optional(),
  roomId: id(),
  bookingId: id().optional(),
});
export type TaskInput = z.input<typeof taskSchema>;
