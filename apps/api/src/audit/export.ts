// The audit log's export (GET /api/audit/export.csv and .xlsx, docs/exports.md): what GET /audit
// lists with the same filters and sort (newest first by default), every page; administrators only,
// as the log. An entry has no room: its time is written in Europe/Madrid, named in the header. The
// action and the object are in words of the requester's language, as the panel's audit page says
// them, and a preset change or a bulk action has the number of rooms it touched.
import { auditActionWords, auditTargetWords } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { defaultTimeZone, type ExportColumn } from '../platform/export/columns.ts';
import { listExportPages, registerExportRoutes } from '../platform/export/routes.ts';
import { auditQuerySchema, auditSortColumns, auditWhere } from './routes.ts';
import { auditLog } from '../db/schema/audit.ts';

type AuditExportRow = typeof auditLog.$inferSelect;

export const auditExportColumns: readonly ExportColumn<AuditExportRow>[] = [
  { header: { es: 'Fecha', en: 'Date' }, kind: 'dateTime', value: (row) => row.at },
  { header: { es: 'Usuario', en: 'User' }, kind: 'text', value: (row) => row.actorUsername, width: 22 },
  { header: { es: 'Acción', en: 'Action' }, kind: 'text', value: (row, language) => auditActionWords[language][row.action], width: 30 },
  { header: { es: 'Objeto', en: 'Object' }, kind: 'text', value: (row, language) => auditTargetWords[language][row.targetType], width: 18 },
  // How many rooms a preset change or a bulk action touched; empty for a write to one object.
  { header: { es: 'Salas', en: 'Rooms' }, kind: 'number', value: (row) => row.rooms },
  { header: { es: 'Id del objeto', en: 'Object id' }, kind: 'text', value: (row) => row.targetId, width: 38 },
  { header: { es: 'Dirección IP', en: 'IP address' }, kind: 'text', value: (row) => row.ip },
  { header: { es: 'Id del usuario', en: 'User id' }, kind: 'text', value: (row) => row.actorId, width: 38 },
];

export const auditExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerExportRoutes(app, {
    path: '/audit/export',
    action: 'audit.read',
    tag: 'audit',
    operationIds: { csv: 'exportAudit', xlsx: 'exportAuditXlsx' },
    list: 'GET /audit',
    details:
      'Administrators only. Each write with its time in Europe/Madrid (named in the header), its author, action and object in words, the rooms it touched and its address.',
    querystring: auditQuerySchema.omit({ offset: true, limit: true }),
    errors: {
      400: errorResponse('A bad filter or sort key'),
      401: errorResponse('No live session'),
      403: errorResponse('Not an administrator'),
    },
    name: 'audit',
    source: async (_request, { sortKey, sortDirection, ...filters }) => ({
      columns: auditExportColumns,
      pages: listExportPages({
        select: () => db.select().from(auditLog).$dynamic(),
        where: auditWhere(filters),
        sortColumns: auditSortColumns,
        defaultSort: 'at',
        tieBreaker: auditLog.id,
        keyOf: (row) => row.id,
        sortKey,
        sortDirection,
      }),
      timeZoneOf: () => defaultTimeZone,
      timeZones: [defaultTimeZone],
    }),
  });
};
