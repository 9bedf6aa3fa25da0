// Tasks and task types as the API answers them (spec §3 Task, Task type).
import { taskPriorities, type Language } from '@sereno/validation';
import { z } from 'zod';
import type { TaskRow, TaskTypeRow } from '../db/schema/tasks.ts';

const translationsSchema = z.object({ es: z.string(), en: z.string() }).meta({ id: 'TaskTypeTranslations' });

const taskTypeFields = {
  _id: z.uuid(),
  key: z.string().describe('The stable name of a built-in type (cleaning, maintenance.plumbing...)'),
  name: z.string().describe("The name in the request's language"),
  translations: translationsSchema,
};
export const taskSubtypeSchema = z.object(taskTypeFields).meta({ id: 'TaskSubtype' });
export const taskTypeSchema = z.object({ ...taskTypeFields, subtypes: z.array(taskSubtypeSchema) }).meta({ id: 'TaskType' });

const toTypeFields = (row: TaskTypeRow, language: Language) => ({
  _id: row.id,
  key: row.key,
  name: row.translations[language],
  translations: row.translations,
});

export function toTaskType({ type, subtypes }: { type: TaskTypeRow; subtypes: TaskTypeRow[] }, language: Language): z.infer<typeof taskTypeSchema> {
  return { ...toTypeFields(type, language), subtypes: subtypes.map((subtype) => toTypeFields(subtype, language)) };
}

export const taskResponseSchema = z
  .object({
    _id: z.uuid(),
    taskTypeId: z.uuid(),
    taskTypeName: z.string().describe("The type's (or subtype's) name in the request's language"),
    priority: z.enum(taskPriorities),
    date: z.iso.date(),
    time: z.string().describe('HH:mm, in the room’s own clock'),
    description: z.string().optional(),
    roomId: z.uuid(),
    roomName: z.string(),
    bookingId: z.uuid().optional(),
    userId: z.uuid().optional().describe("The customer account the task is for: the room's owner"),
    username: z.string().optional(),
    done: z.boolean().describe('Whether someone marked the task done'),
    doneAt: z.iso.datetime().optional().describe('When it was marked done'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Task' });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

export interface TaskWithJoins {
  task: TaskRow;
  roomName: string;
  username: string | null;
  typeTranslations: TaskTypeRow['translations'];
}

export function toTaskResponse({ task, roomName, username, typeTranslations }: TaskWithJoins, language: Language): TaskResponse {
  return {
    _id: task.id,
    taskTypeId: task.taskTypeId,
    taskTypeName: typeTranslations[language],
    priority: task.priority,
    date: task.date,
    time: task.time,
    description: task.description ?? undefined,
    roomId: task.roomId,
    roomName,
    bookingId: task.bookingId ?? undefined,
    userId: task.userId ?? undefined,
    username: username ?? undefined,
    done: task.doneAt !== null,
    doneAt: task.doneAt?.toISOString(),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}
