// docs/permissions.md, "Bookings and tasks": each case acts on a task in a new room of the subject.
// Tasks are read like bookings; written by the booking writers and by field service agents, who do
// the work in the rooms.
import { eq } from 'drizzle-orm';
import { tasks, taskTypes } from '../../src/db/schema/tasks.ts';
import type { DemoServer } from '../demo-server.ts';
import { bookingReaders, roomOf } from './bookings.ts';
import { everywhere, exportDecisions, type RouteCase, type Subject } from './matrix.ts';

async function cleaningTypeId(demo: DemoServer): Promise<string> {
  const [row] = await demo.server.db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.key, 'cleaning'));
  return row?.id ?? '';
}

/** A task in a new room of the subject; its description is the subject's id, which the list cases look for. */
async function taskOf(subject: Subject, demo: DemoServer): Promise<string> {
  const roomId = await roomOf(subject, demo);
  const [row] = await demo.server.db
    .insert(tasks)
    .values({
      roomId,
      taskTypeId: await cleaningTypeId(demo),
      priority: 'Medium',
      date: '2026-03-02',
      time: '12:00',
      description: subject.id,
      userId: subject.id,
    })
    .returning({ id: tasks.id });
  return row?.id ?? '';
}

// Writers are the readers: field service agents, who see every room, change tasks too.
const taskWriters = bookingReaders;
const lists = { ...bookingReaders('listed'), manager: ['listed', 'hidden', 'hidden'] as const, customer: ['listed', 'hidden', 'hidden'] as const };
const descriptionsOf = (body: unknown): string[] => ((body as { tasks?: { description?: string }[] }).tasks ?? []).map((task) => task.description ?? '');

export const tasksMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/task-types',
    request: () => ({ method: 'GET', url: '/api/task-types' }),
    decisions: { ...bookingReaders(200), manager: everywhere(200), customer: everywhere(200) },
  },
  {
    route: 'GET /api/tasks',
    request: async (subject, _role, demo) => {
      await taskOf(subject, demo);
      return { method: 'GET', url: `/api/tasks?search=${subject.id}` };
    },
    itemIds: descriptionsOf,
    decisions: lists,
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    route: `GET /api/tasks/export.${format}`,
    request: async (subject: Subject, _role: unknown, demo: DemoServer) => {
      await taskOf(subject, demo);
      return { method: 'GET' as const, url: `/api/tasks/export.${format}?search=${subject.id}` };
    },
    decisions: exportDecisions(lists),
  })),
  {
    route: 'GET /api/tasks/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/tasks/${await taskOf(subject, demo)}` }),
    decisions: bookingReaders(200),
  },
  {
    route: 'POST /api/tasks',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: { roomId: await roomOf(subject, demo), taskTypeId: await cleaningTypeId(demo), priority: 'Low', date: '2026-03-03', time: '10:00' },
    }),
    decisions: taskWriters(201),
  },
  {
    route: 'PUT /api/tasks/{id}',
    request: async (subject, _role, demo) => ({ method: 'PUT', url: `/api/tasks/${await taskOf(subject, demo)}`, payload: { priority: 'High' } }),
    decisions: taskWriters(200),
  },
  {
    route: 'DELETE /api/tasks/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/tasks/${await taskOf(subject, demo)}` }),
    decisions: taskWriters(204),
  },
];
