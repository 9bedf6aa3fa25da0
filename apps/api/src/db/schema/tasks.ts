import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** Spec §3 Task priorities. */
export const taskPriorityValues = ['Low', 'Medium', 'High'] as const;

/** A task type's name in each interface language. */
export interface TaskTypeTranslations {
  es: string;
  en: string;
}

/**
 * A kind of task (spec §3 Task type): cleaning, maintenance... A subtype is a task type whose
 * `parentId` names its type. `key` is the stable name the server seeds them by.
 */
export const taskTypes = pgTable(
  'task_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => taskTypes.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<TaskTypeTranslations>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('task_types_key').on(table.key), index('task_types_parent').on(table.parentId)],
);

/**
 * Something to do in a room on a day (spec §3 Task), optionally for one of its bookings. `userId` is
 * the customer account the task is for (the room's owner when not chosen).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskTypeId: uuid('task_type_id')
      .notNull()
      .references(() => taskTypes.id, { onDelete: 'restrict' }),
    priority: text('priority', { enum: taskPriorityValues }).notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The day, `yyyy-MM-dd`, and the time, `HH:mm`, in the room's own clock. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    description: text('description'),
    /** When someone marked the task done; null while it is open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The calendar reads a date range; the room's screen its own tasks.
    index('tasks_date').on(table.date, table.time),
    index('tasks_room_date').on(table.roomId, table.date),
    index('tasks_booking').on(table.bookingId),
    check('tasks_time_format', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export type TaskTypeRow = typeof taskTypes.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
