// The alarm calls of spec §7 Alarms: the list (paginated), statistics, a room's alarms and a range of
// them, acknowledge, resolve, and the CSV export of a filtered list. Who may call what:
// docs/permissions.md, "Alarms" — everyone who reads rooms, within the rooms they may see.
import {
  alarmFilterFields,
  alarmRangeQuerySchema,
  alarmResolveSchema,
  alarmStatisticsQuerySchema,
  message,
  sortDirections,
  type Language,
} from '@sereno/validation';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../events/bus.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { exportMaxRows } from '../platform/export/columns.ts';
import { exportResponse, sendExport } from '../platform/export/send.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { notifiedSomeone } from '../notifications/alarm-counts.ts';
import { roomExists } from '../rooms/service.ts';
import { acknowledgeAlarm, resolveAlarm, type AlarmResolution } from './actions.ts';
import { alarmExportSource } from './export.ts';
import { alarmSortColumns, alarmSortKeys } from './list-order.ts';
import type { AlarmNotifier } from './evaluations.ts';
import { publishAlarmChanges } from './publish.ts';
import { alarmResponseSchema, findAlarm, findAlarms, selectAlarmsWithJoins, toAlarmResponse } from './responses.ts';
import { visibleAlarms } from './scope.ts';
import { alarms } from '../db/schema/alarms.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The most alarms GET /alarms/{roomId} and its range answer (newest first). */
export const roomAlarmsMax = 500;

const identifier = z.uuid({ error: message('identifier') });
const filterSchema = listQuery(alarmSortKeys, alarmFilterFields).extend({
  // Without a sortKey the newest come first; the list conventions' default (asc) applies to a chosen key.
  sortDirection: z.enum(sortDirections, { error: message('option') }).optional(),
});
const exportQuerySchema = z.object(alarmFilterFields).partial().omit({ page: true });

const alarmPageSchema = z
  .object({ alarms: z.array(alarmResponseSchema), totalPages: z.int().nonnegative(), totalAlarms: z.int().nonnegative() })
  .meta({ id: 'AlarmPage' });
const alarmListSchema = z.object({ alarms: z.array(alarmResponseSchema) }).meta({ id: 'AlarmList' });
const statisticsSchema = z
  .object({ last7Days: z.int().nonnegative(), last30Days: z.int().nonnegative(), total: z.int().nonnegative() })
  .meta({ id: 'AlarmStatistics' });

const common = {
  400: errorResponse('A filter or an id is not valid'),
  401: errorResponse('No live session'),
  403: errorResponse('Manufacturers do not see rooms'),
};
const notFound = errorResponse('No such alarm (or not one the caller may see)');
const roomNotFound = errorResponse('No such room, or not one the caller may see: "Room not found"');

type Filters = Partial<z.output<typeof exportQuerySchema>>;

export const alarmRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; events: EventBus; notify: AlarmNotifier }> = async (
  app,
  { db, clock, events, notify },
) => {
  const refuse = (language: Language, statusCode: number, key: 'alarmNotFound' | 'alarmAlreadyResolved' | 'roomNotFound'): never => {
    throw new HttpError(statusCode, serverMessage(language, key));
  };

  /** The where clause of the list filters, within what the caller may see. */
  const filtered = (request: FastifyRequest, filters: Filters): SQL | undefined =>
    and(
      visibleAlarms(callerOf(request)),
      filters.from === undefined ? undefined : gte(alarms.createdAt, filters.from),
      filters.to === undefined ? undefined : lt(alarms.createdAt, filters.to),
      filters.roomId === undefined ? undefined : eq(alarms.roomId, filters.roomId),
      filters.ownerId === undefined ? undefined : eq(alarms.ownerId, filters.ownerId),
      filters.type === undefined ? undefined : eq(alarms.type, filters.type),
      filters.state === undefined ? undefined : eq(alarms.state, filters.state),
      filters.showAll === true ? undefined : notifiedSomeone(alarms.id),
    );

  /** A room the caller may see (live or merged away: its alarms stay its own), or 404. */
  const visibleRoom = async (request: FastifyRequest, roomId: string): Promise<void> => {
    if (!(await roomExists(db, roomId, visibleRooms(callerOf(request))))) refuse(requestLanguage(request), 404, 'roomNotFound');
  };

  app.get(
    '/alarms/paginated',
    {
      config: { action: 'alarms.read' },
      schema: {
        operationId: 'listAlarms',
        tags: ['alarms'],
        summary: 'A page of alarms',
        security: sessionSecurity,
        description:
          'Filters `from`, `to` (on createdAt), `roomId`, `ownerId`, `type`, `state` (active or resolved), `showAll` (true: also the alarms that notified nobody; by default only those with a notification); ' +
          'an empty filter is ignored. `page` (from 1) or `offset`, `limit` (1–25, default 10). `sortKey` createdAt (default: newest first), level, type, name, or priority (the active alarms first, the most severe and then the oldest first; then the resolved ones, newest first).',
        querystring: filterSchema,
        response: { 200: jsonResponse('A page of alarms', alarmPageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { page, sortKey, sortDirection, offset, limit, ...filters } = request.query;
      const language = requestLanguage(request);
      const result = await listPage(db, {
        select: selectAlarmsWithJoins(db),
        table: alarms,
        where: filtered(request, filters),
        sortColumns: alarmSortColumns,
        defaultSort: 'createdAt',
        tieBreaker: alarms.id,
        page: {
          sortKey,
          sortDirection: sortDirection ?? (sortKey === undefined ? 'desc' : 'asc'),
          offset: page === undefined ? offset : (page - 1) * limit,
          limit,
        },
      });
      reply.header('cache-control', 'no-store');
      return { alarms: result.items.map((row) => toAlarmResponse(row, language)), totalPages: result.totalPages, totalAlarms: result.total };
    },
  );

  app.get(
    '/alarms/statistics',
    {
      config: { action: 'alarms.read' },
      schema: {
        operationId: 'getAlarmStatistics',
        tags: ['alarms'],
        summary: 'How many alarms: the last 7 days, the last 30 days, and in all',
        security: sessionSecurity,
        description:
          'Every alarm the caller may see (with or without notification), optionally of one room (`roomId`) or owner (`ownerId`). Days count back from now.',
        querystring: alarmStatisticsQuerySchema,
        response: { 200: jsonResponse('The counts', statisticsSchema), ...common },
      },
    },
    async (request, reply) => {
      const where = and(filtered(request, { ...request.query, showAll: true }));
      const now = clock().getTime();
      const since = (days: number) =>
        sql<number>`count(*) filter (where ${alarms.createdAt} >= ${new Date(now - days * dayMs).toISOString()}::timestamptz)::int`;
      const [counts] = await db
        .select({ last7Days: since(7), last30Days: since(30), total: count() })
        .from(alarms)
        .where(where);
      reply.header('cache-control', 'no-store');
      return { last7Days: counts?.last7Days ?? 0, last30Days: counts?.last30Days ?? 0, total: counts?.total ?? 0 };
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/alarms/export.${format}`,
      {
        config: { action: 'alarms.read' },
        schema: {
          operationId: format === 'csv' ? 'exportAlarms' : 'exportAlarmsXlsx',
          tags: ['alarms'],
          summary: `The filtered alarms as ${format === 'csv' ? 'CSV' : 'an Excel workbook (XLSX)'}`,
          security: sessionSecurity,
          description:
            `The filters of GET /alarms/paginated, newest first, at most ${exportMaxRows.toLocaleString('en')} rows, streamed. ` +
            "Headers in the request's language; times in the room's time zone, named in the header; levels and states in words. " +
            (format === 'csv'
              ? "UTF-8 with a byte-order mark, `;` between cells in Spanish and `,` in English; a text starting with = + - @, a tab or a carriage return gets a leading ' (no formula runs in a spreadsheet)."
              : 'Date cells and number cells, the header row frozen, column widths set.'),
          querystring: exportQuerySchema,
          response: { 200: exportResponse(format), ...common },
        },
      },
      async (request, reply) => {
        const source = await alarmExportSource(db, filtered(request, request.query));
        return sendExport(reply, format, source, { language: requestLanguage(request), name: 'alarms' });
      },
    );
  }

  app.get(
    '/alarms/:roomId',
    {
      config: { action: 'alarms.read' },
      schema: {
        operationId: 'listRoomAlarms',
        tags: ['alarms'],
        summary: "A room's alarms",
        security: sessionSecurity,
        description: `The room's alarms, newest first (at most ${roomAlarmsMax}), with or without notification.`,
        params: z.object({ roomId: identifier }),
        response: { 200: jsonResponse("The room's alarms", alarmListSchema), ...common, 404: roomNotFound },
      },
    },
    async (request, reply) => {
      await visibleRoom(request, request.params.roomId);
      reply.header('cache-control', 'no-store');
      return { alarms: await findAlarms(db, eq(alarms.roomId, request.params.roomId), requestLanguage(request), roomAlarmsMax) };
    },
  );

  app.get(
    '/alarms/:roomId/range',
    {
      config: { action: 'alarms.read' },
      schema: {
        operationId: 'listRoomAlarmsInRange',
        tags: ['alarms'],
        summary: "A room's alarms raised between two instants",
        security: sessionSecurity,
        description: `\`from\` (default: 24 hours before \`to\`) to \`to\` (exclusive; default: now), at most 366 days; newest first, at most ${roomAlarmsMax}.`,
        params: z.object({ roomId: identifier }),
        querystring: alarmRangeQuerySchema,
        response: { 200: jsonResponse("The room's alarms in the range", alarmListSchema), ...common, 404: roomNotFound },
      },
    },
    async (request, reply) => {
      await visibleRoom(request, request.params.roomId);
      const to = request.query.to ?? clock();
      const from = request.query.from ?? new Date(to.getTime() - dayMs);
      reply.header('cache-control', 'no-store');
      return {
        alarms: await findAlarms(
          db,
          and(eq(alarms.roomId, request.params.roomId), gte(alarms.createdAt, from), lt(alarms.createdAt, to)),
          requestLanguage(request),
          roomAlarmsMax,
        ),
      };
    },
  );

  const act = async (action: 'acknowledge' | 'resolve', request: FastifyRequest, id: string, resolution?: AlarmResolution) => {
    const caller = callerOf(request);
    const language = requestLanguage(request);
    const scope = visibleAlarms(caller);
    const context = { actor: caller, ip: request.ip, now: clock() };
    const result = action === 'acknowledge' ? await acknowledgeAlarm(db, id, scope, context) : await resolveAlarm(db, id, scope, context, notify, resolution);
    if (result.outcome === 'notFound') return refuse(language, 404, 'alarmNotFound');
    if (result.outcome === 'alreadyResolved') return refuse(language, 409, 'alarmAlreadyResolved');
    await publishAlarmChanges(db, events, [{ alarmId: result.alarm.id, roomId: result.alarm.roomId, monitorId: result.alarm.monitorId }], request.log);
    return (await findAlarm(db, result.alarm.id, undefined, language)) ?? refuse(language, 404, 'alarmNotFound');
  };

  app.post(
    '/alarms/:id/acknowledge',
    {
      config: { action: 'alarms.handle' },
      schema: {
        operationId: 'acknowledgeAlarm',
        tags: ['alarms'],
        summary: 'Say that someone has seen the alarm',
        security: sessionSecurity,
        description:
          'Records who and when (the first acknowledgement stays; acknowledging again answers the alarm unchanged). An acknowledged alarm at the guest stage no longer reaches the host by itself.',
        params: z.object({ id: identifier }),
        response: { 200: jsonResponse('The alarm', alarmResponseSchema), ...common, 404: notFound },
      },
    },
    async (request) => act('acknowledge', request, request.params.id),
  );

  app.post(
    '/alarms/:id/resolve',
    {
      config: { action: 'alarms.handle' },
      schema: {
        operationId: 'resolveAlarm',
        tags: ['alarms'],
        summary: 'Resolve an active alarm',
        security: sessionSecurity,
        description:
          "Records who and when, and, when the body gives them, why (`reason`) and a `note` (at most 1000 characters; blank is none), answered in `resolved` and the CSV export; 409 when it is already resolved. A noise that goes on raises a new alarm after the room's sustain time.",
        params: z.object({ id: identifier }),
        // Fastify hands a POST without a body over as null.
        body: alarmResolveSchema.nullish(),
        response: {
          200: jsonResponse('The resolved alarm', alarmResponseSchema),
          ...common,
          404: notFound,
          409: errorResponse('The alarm is already resolved'),
        },
      },
    },
    async (request) => act('resolve', request, request.params.id, request.body ?? undefined),
  );
};
