// The tasks list's export (GET /api/tasks/export.csv and .xlsx, docs/exports.md): what GET /tasks
// lists with the same filters and sort, every page. A task's day and time are its room's own clock
// as stored; when it was done and created, in the room's zone, named in the header.
import type { Language, taskPriorities } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { defaultTimeZone, type ExportColumn, type ExportSource } from '../platform/export/columns.ts';
import { listExportPages, registerExportRoutes } from '../platform/export/routes.ts';
import { roomTimeZoneOf } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { selectTasks, taskListWhere, taskSortColumns, type TaskFilters } from './queries.ts';
import type { TaskWithJoins } from './responses.ts';
import { taskListQuerySchema } from './routes.ts';
import { tasks } from '../db/schema/tasks.ts';

type TaskExportRow = TaskWithJoins & { timeZone: string | null };

const priorityWords: Record<Language, Record<(typeof taskPriorities)[number], string>> = {
  es: { High: 'Alta', Medium: 'Media', Low: 'Baja' },
  en: { High: 'High', Medium: 'Medium', Low: 'Low' },
};

export const taskExportColumns: readonly ExportColumn<TaskExportRow>[] = [
  { header: { es: 'Día', en: 'Day' }, kind: 'text', value: (row) => row.task.date, width: 12 },
  { header: { es: 'Hora', en: 'Time' }, kind: 'text', value: (row) => row.task.time, width: 8 },
  { header: { es: 'Tipo', en: 'Type' }, kind: 'text', value: (row, language) => row.typeTranslations[language], width: 22 },
  { header: { es: 'Prioridad', en: 'Priority' }, kind: 'text', value: (row, language) => priorityWords[language][row.task.priority] },
  { header: { es: 'Sala', en: 'Room' }, kind: 'text', value: (row) => row.roomName, width: 28 },
  { header: { es: 'Descripción', en: 'Description' }, kind: 'text', value: (row) => row.task.description, width: 40 },
  { header: { es: 'Cliente', en: 'Customer' }, kind: 'text', value: (row) => row.username },
  { header: { es: 'Hecha', en: 'Done' }, kind: 'boolean', value: (row) => row.task.doneAt !== null },
  { header: { es: 'Hecha el', en: 'Done at' }, kind: 'dateTime', value: (row) => row.task.doneAt },
  { header: { es: 'Creada', en: 'Created' }, kind: 'dateTime', value: (row) => row.task.createdAt },
  { header: { es: 'Id', en: 'Id' }, kind: 'text', value: (row) => row.task.id, width: 38 },
];

/** What GET /tasks lists `caller` with these filters and sort, every page, as an export source. */
export async function taskExportSource(
  db: Database,
  caller: UserRow,
  { filters, sortKey, sortDirection }: { filters: TaskFilters; sortKey?: keyof typeof taskSortColumns | undefined; sortDirection: 'asc' | 'desc' },
): Promise<ExportSource<TaskExportRow>> {
  const where = taskListWhere(caller, filters);
  const zone = roomTimeZoneOf(tasks.roomId);
  const zones = await db.selectDistinct({ zone }).from(tasks).where(where).limit(2);
  const pages = listExportPages({
    select: () => {
      const select = selectTasks(db);
      select._.config.fields.timeZone = zone;
      return select;
    },
    where,
    sortColumns: taskSortColumns,
    defaultSort: 'date',
    tieBreaker: tasks.id,
    sortKey,
    sortDirection,
  });
  return {
    columns: taskExportColumns,
    pages: pages as AsyncIterable<TaskExportRow[]>,
    timeZoneOf: (row) => row.timeZone ?? defaultTimeZone,
    timeZones: [...new Set(zones.map((row) => row.zone ?? defaultTimeZone))],
  };
}

export const taskExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerExportRoutes(app, {
    path: '/tasks/export',
    action: 'tasks.read',
    tag: 'tasks',
    operationIds: { csv: 'exportTasks', xlsx: 'exportTasksXlsx' },
    list: 'GET /tasks',
    details: "A task's day and time as its room's clock holds them; when it was done and created in the room's time zone, named in the header.",
    querystring: taskListQuerySchema.omit({ offset: true, limit: true }),
    errors: {
      400: errorResponse('A filter or sort key is invalid'),
      401: errorResponse('No live session'),
      403: errorResponse('The role may not do this'),
    },
    name: 'tasks',
    source: (request, { sortKey, sortDirection, ...filters }) => taskExportSource(db, callerOf(request), { filters, sortKey, sortDirection }),
  });
};
