// The task calls of spec §7 Tasks: the list (with the calendar's date range), a task, create, change,
// delete (the task types: type-routes.ts). Who may call what: docs/permissions.md, "Bookings and tasks".
import { isoDate, message, taskCreateSchema, taskPriorities, taskUpdateSchema, type Language } from '@sereno/validation';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import type { EventBus } from '../events/bus.ts';
import { isLiveBookingOfRoom } from '../bookings/queries.ts';
import { callerOf, inVisibleRooms, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockRoom } from '../rooms/queries.ts';
import type { RoomRow } from '../rooms/service.ts';
import { taskText, type TaskMessageKey } from './messages.ts';
import { selectTasks, taskListWhere, taskSortColumns } from './queries.ts';
import { taskResponseSchema, toTaskResponse, type TaskWithJoins } from './responses.ts';
import { tasks, taskTypes, type TaskRow } from '../db/schema/tasks.ts';

const identifier = z.uuid({ error: message('identifier') });
const idParams = z.object({ id: identifier });

const sortKeys = ['date', 'priority', 'roomName', 'createdAt'] as const;
export const taskListQuerySchema = listQuery(sortKeys, {
  roomId: identifier.describe('Only the tasks of this room'),
  bookingId: identifier.describe('Only the tasks of this booking'),
  priority: z.enum(taskPriorities, { error: message('option') }),
  taskTypeId: identifier.describe('Only the tasks of this type or of one of its subtypes'),
  from: isoDate().describe('The first day, yyyy-MM-dd (the calendar shows a range)'),
  to: isoDate().describe('The last day, yyyy-MM-dd, included'),
  search: z.string().max(100).describe('Text found in the description (any letter case)'),
  customerId: identifier.describe("Only the tasks of this customer's rooms"),
  state: z.enum(['open', 'done'], { error: message('option') }).describe('open: not done yet; done: marked done'),
});
const taskPageSchema = z
  .object({ tasks: z.array(taskResponseSchema), totalTasks: z.int().nonnegative(), totalPages: z.int().nonnegative() })
  .meta({ id: 'TaskPage' });

const common = {
  400: errorResponse('A field is missing or invalid, an id is not an id, the task type does not exist, or the booking is not of the room'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
const notFound = errorResponse('No such task (or not one the caller may see)');

export const taskRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; events: EventBus }> = async (app, { db, clock, events }) => {
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'task', targetId });

  /** Tells the panels that show the room's tasks (GET /api/events), after the commit. */
  const announce = async (request: FastifyRequest, change: 'created' | 'updated' | 'deleted', taskId: string, roomIds: readonly string[]) => {
    try {
      for (const roomId of new Set(roomIds)) await events.publish({ type: 'task', roomId, taskId, change });
    } catch (error) {
      // The task is committed: a lost live event costs a refresh, never the task.
      request.log.error({ err: error }, 'tasks: publishing a task event failed');
    }
  };

  /** A refusal; on a change, prefixed with spec §8's 'Failed to update task'. */
  const refuse = (language: Language, statusCode: number, reason: string, { updating }: { updating: boolean }): never => {
    throw new HttpError(statusCode, updating ? taskText(language, 'updateFailed', { reason }) : reason);
  };
  const refuseWith = (request: FastifyRequest, statusCode: number, key: TaskMessageKey | 'roomNotFound', updating: boolean): never => {
    const language = requestLanguage(request);
    return refuse(language, statusCode, key === 'roomNotFound' ? serverMessage(language, 'roomNotFound') : taskText(language, key), { updating });
  };

  async function findTask(request: FastifyRequest, where: SQL | undefined): Promise<TaskWithJoins> {
    const [row] = await selectTasks(db)
      .where(and(where, inVisibleRooms(tasks.roomId, callerOf(request))))
      .limit(1);
    return row ?? refuseWith(request, 404, 'taskNotFound', false);
  }

  /** Checks what a task points at, within what the caller may see; the room is locked. */
  async function checkReferences(
    tx: Database,
    request: FastifyRequest,
    { taskTypeId, roomId, bookingId }: { taskTypeId: string; roomId: string; bookingId: string | null },
    updating: boolean,
  ): Promise<RoomRow> {
    const room = (await lockRoom(tx, roomId, visibleRooms(callerOf(request)))) ?? refuseWith(request, 404, 'roomNotFound', updating);
    const [type] = await tx.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.id, taskTypeId));
    if (!type) refuseWith(request, 400, 'taskTypeNotFound', updating);
    if (bookingId !== null) {
      if (!(await isLiveBookingOfRoom(tx, bookingId, room.id))) refuseWith(request, 400, 'bookingOfAnotherRoom', updating);
    }
    return room;
  }

  async function lockTask(tx: Database, request: FastifyRequest, id: string): Promise<TaskRow> {
    const [row] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), inVisibleRooms(tasks.roomId, callerOf(request))))
      .for('update');
    return row ?? refuseWith(request, 404, 'taskNotFound', false);
  }

  app.get(
    '/tasks',
    {
      config: { action: 'tasks.read' },
      schema: {
        operationId: 'listTasks',
        tags: ['tasks'],
        summary: 'A page of tasks',
        security: sessionSecurity,
        description:
          "Filters `roomId`, `customerId`, `bookingId`, `priority`, `taskTypeId` (a type takes its subtypes along), `from` and `to` (days, both included: the calendar's range), `state` (open, done), `search` (description); " +
          `an empty filter is ignored. \`sortKey\` ${sortKeys.join(', ')} (date and time by default; priority High first). Tasks of deleted rooms are left out.`,
        querystring: taskListQuerySchema,
        response: { 200: jsonResponse('A page of tasks', taskPageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { roomId, bookingId, priority, taskTypeId, from, to, search, customerId, state, ...page } = request.query;
      const filters = { roomId, bookingId, priority, taskTypeId, from, to, search, customerId, state };
      const where = taskListWhere(callerOf(request), filters);
      const result = await listPage(db, {
        select: selectTasks(db),
        table: tasks,
        where,
        sortColumns: taskSortColumns,
        defaultSort: 'date',
        tieBreaker: tasks.id,
        page,
      });
      const language = requestLanguage(request);
      reply.header('cache-control', 'no-store');
      return { tasks: result.items.map((row) => toTaskResponse(row, language)), totalTasks: result.total, totalPages: result.totalPages };
    },
  );

  app.get(
    '/tasks/:id',
    {
      config: { action: 'tasks.read' },
      schema: {
        operationId: 'getTask',
        tags: ['tasks'],
        summary: 'A task (spec §3 Task)',
        security: sessionSecurity,
        params: idParams,
        response: { 200: jsonResponse('The task', taskResponseSchema), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toTaskResponse(await findTask(request, eq(tasks.id, request.params.id)), requestLanguage(request));
    },
  );

  app.post(
    '/tasks',
    {
      config: { action: 'tasks.write' },
      schema: {
        operationId: 'createTask',
        tags: ['tasks'],
        summary: 'Create a task',
        security: sessionSecurity,
        description:
          'The room must be a live room the caller may see (404 "Room not found"); `bookingId`, when sent, a live booking of that room (400). ' +
          "The task is for the room's owner (`userId`). Description at most 5000 characters.",
        body: taskCreateSchema,
        response: {
          201: jsonResponse('The new task', z.object({ _id: z.uuid() }).meta({ id: 'TaskIdAnswer' })),
          ...common,
          404: errorResponse('The room is not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const room = await checkReferences(tx, request, { taskTypeId: body.taskTypeId, roomId: body.roomId, bookingId: body.bookingId ?? null }, false);
        const now = clock();
        const [created] = await tx
          .insert(tasks)
          .values({
            taskTypeId: body.taskTypeId,
            priority: body.priority,
            roomId: room.id,
            bookingId: body.bookingId ?? null,
            userId: room.ownerId,
            date: body.date,
            time: body.time,
            description: body.description || null,
            doneAt: body.done ? now : null,
            createdBy: callerOf(request).id,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: tasks.id });
        if (!created) throw new Error('the insert returned nothing');
        await audit(tx, request, 'task.create', created.id);
        return { id: created.id, roomId: room.id };
      });
      await announce(request, 'created', saved.id, [saved.roomId]);
      return reply.code(201).send({ _id: saved.id });
    },
  );

  app.put(
    '/tasks/:id',
    {
      config: { action: 'tasks.write' },
      schema: {
        operationId: 'updateTask',
        tags: ['tasks'],
        summary: 'Change a task',
        security: sessionSecurity,
        description:
          "Only the fields sent change; `bookingId: null` takes the booking off. A refused change says 'Failed to update task: ' and why " +
          '(the booking is not of the room: 400; the type does not exist: 400; the new room is not one the caller may see: 404).',
        params: idParams,
        body: taskUpdateSchema,
        response: { 200: jsonResponse('The task as changed', taskResponseSchema), ...common, 404: notFound },
      },
    },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const current = await lockTask(tx, request, request.params.id);
        const next = {
          taskTypeId: body.taskTypeId ?? current.taskTypeId,
          roomId: body.roomId ?? current.roomId,
          bookingId: body.bookingId === undefined ? current.bookingId : body.bookingId,
        };
        // A booking deleted since is left alone while the task stays in its room.
        const bookingToCheck = body.bookingId !== undefined || next.roomId !== current.roomId ? next.bookingId : null;
        const room = await checkReferences(tx, request, { ...next, bookingId: bookingToCheck }, true);
        await tx
          .update(tasks)
          .set({
            ...next,
            userId: room.id === current.roomId ? current.userId : room.ownerId,
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
            ...(body.date !== undefined ? { date: body.date } : {}),
            ...(body.time !== undefined ? { time: body.time } : {}),
            ...(body.description !== undefined ? { description: body.description || null } : {}),
            // Marking a done task done again keeps when it was first done.
            ...(body.done !== undefined ? { doneAt: body.done ? (current.doneAt ?? clock()) : null } : {}),
            updatedAt: clock(),
          })
          .where(eq(tasks.id, current.id));
        await audit(tx, request, 'task.update', current.id);
        return { id: current.id, roomIds: [current.roomId, room.id] };
      });
      await announce(request, 'updated', saved.id, saved.roomIds);
      return toTaskResponse(await findTask(request, eq(tasks.id, saved.id)), requestLanguage(request));
    },
  );

  app.delete(
    '/tasks/:id',
    {
      config: { action: 'tasks.write' },
      schema: {
        operationId: 'deleteTask',
        tags: ['tasks'],
        summary: 'Delete a task',
        security: sessionSecurity,
        description: 'The task is removed; the audit log keeps who deleted it and when.',
        params: idParams,
        response: { 204: z.undefined().describe('The task is deleted'), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      const deleted = await db.transaction(async (tx) => {
        const current = await lockTask(tx, request, request.params.id);
        await tx.delete(tasks).where(eq(tasks.id, current.id));
        await audit(tx, request, 'task.delete', current.id);
        return current;
      });
      await announce(request, 'deleted', deleted.id, [deleted.roomId]);
      return reply.code(204).send();
    },
  );
};
