import { message, sortDirections } from '@sereno/validation';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { auditActions, auditLog, auditTargets } from '../db/schema/audit.ts';

type AuditEntry = typeof auditLog.$inferSelect;

const auditEntrySchema = z
  .object({
    _id: z.uuid(),
    actorId: z.uuid().nullable().describe('The account that wrote; null once that account is deleted'),
    actorUsername: z.string().describe('Its username at the time'),
    action: z.enum(auditActions),
    targetType: z.enum(auditTargets),
    targetId: z.uuid(),
    at: z.iso.datetime(),
    ip: z.string().describe('The client address'),
    rooms: z.int().nonnegative().optional().describe('How many rooms the write touched, for a preset change or a bulk action'),
  })
  .meta({ id: 'AuditEntry' });

const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), totalPages: z.int().nonnegative(), totalEntries: z.int().nonnegative() })
  .meta({ id: 'AuditPage' });

// Newest first unless asked otherwise: an operator opens the log to see what just happened.
export const auditQuerySchema = listQuery(['at', 'action', 'actorUsername'], {
  action: z.enum(auditActions, { error: message('option') }).describe('Only this action'),
  actorId: z.uuid({ error: message('identifier') }).describe('Only writes by this account'),
  targetType: z.enum(auditTargets, { error: message('option') }).describe('Only writes to this kind of object'),
  targetId: z.uuid({ error: message('identifier') }).describe('Only writes to this object'),
  from: z.iso
    .datetime({ offset: true, error: message('date') })
    .transform((value) => new Date(value))
    .describe('Only writes at or after this moment (ISO 8601, `2026-11-28T20:00:00+01:00`)'),
  to: z.iso
    .datetime({ offset: true, error: message('date') })
    .transform((value) => new Date(value))
    .describe('Only writes before this moment (ISO 8601, exclusive)'),
}).extend({ sortDirection: z.enum(sortDirections).default('desc') });

/** The entries the log (and its export) shows with these filters. */
export const auditWhere = ({
  action,
  actorId,
  targetType,
  targetId,
  from,
  to,
}: {
  action?: AuditEntry['action'] | undefined;
  actorId?: string | undefined;
  targetType?: AuditEntry['targetType'] | undefined;
  targetId?: string | undefined;
  /** The first moment kept, and the first one past the range (so that a day ends at the next one's midnight). */
  from?: Date | undefined;
  to?: Date | undefined;
}) =>
  and(
    action === undefined ? undefined : eq(auditLog.action, action),
    actorId === undefined ? undefined : eq(auditLog.actorId, actorId),
    targetType === undefined ? undefined : eq(auditLog.targetType, targetType),
    targetId === undefined ? undefined : eq(auditLog.targetId, targetId),
    from === undefined ? undefined : gte(auditLog.at, from),
    to === undefined ? undefined : lt(auditLog.at, to),
  );

/** What each `sortKey` of the log orders by. */
export const auditSortColumns = { at: auditLog.at, action: auditLog.action, actorUsername: auditLog.actorUsername };

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { action: 'audit.read' },
      schema: {
        operationId: 'listAudit',
        tags: ['audit'],
        summary: 'The audit log of writes',
        security: sessionSecurity,
        description:
          'Administrators only. Filters `action`, `actorId`, `targetType`, `targetId`, and the moments `from` (inclusive) and `to` (exclusive); `sortKey` at (default), action or actorUsername; newest first by default.',
        querystring: auditQuerySchema,
        response: {
          200: jsonResponse('A page of the audit log', auditPageSchema),
          400: errorResponse('A bad filter, sort key, offset or limit (over 25)'),
          401: errorResponse('No live session'),
          403: errorResponse('Not an administrator'),
        },
      },
    },
    async (request, reply) => {
      const { action, actorId, targetType, targetId, from, to, ...page } = request.query;
      const result = await listPage(db, {
        select: db.select().from(auditLog).$dynamic(),
        table: auditLog,
        where: auditWhere({ action, actorId, targetType, targetId, from, to }),
        sortColumns: auditSortColumns,
        defaultSort: 'at',
        tieBreaker: auditLog.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return {
        entries: result.items.map((row) => ({
          _id: row.id,
          actorId: row.actorId,
          actorUsername: row.actorUsername,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          at: row.at.toISOString(),
          ip: row.ip,
          ...(row.rooms === null ? {} : { rooms: row.rooms }),
        })),
        totalPages: result.totalPages,
        totalEntries: result.total,
      };
    },
  );
};
