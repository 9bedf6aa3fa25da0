// The users list's export (GET /api/users/export.csv and .xlsx, docs/exports.md): what GET /users
// lists with the same filters and sort, every page — for a customer, the accounts of its own
// customer only. Users have no room: their creation time is written in Europe/Madrid, named in the
// header. No password hash is ever read.
import type { Language, Role } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { defaultTimeZone, type ExportColumn } from '../platform/export/columns.ts';
import { listExportPages, registerExportRoutes } from '../platform/export/routes.ts';
import { shownUserColumns, userListQuerySchema, userListWhere, userSortColumns } from './management-routes.ts';
import { users, type UserRow } from '../db/schema/users.ts';

type UserExportRow = Omit<UserRow, 'passwordHash'>;

const roleWords: Record<Language, Record<Role, string>> = {
  es: {
    admin: 'Administrador',
    controller: 'Controlador',
    fieldServiceAgents: 'Técnico de campo',
    manager: 'Gestor',
    customer: 'Cliente',
    manufacturer: 'Fabricante',
  },
  en: {
    admin: 'Administrator',
    controller: 'Controller',
    fieldServiceAgents: 'Field service agent',
    manager: 'Manager',
    customer: 'Customer',
    manufacturer: 'Manufacturer',
  },
};

export const userExportColumns: readonly ExportColumn<UserExportRow>[] = [
  { header: { es: 'Usuario', en: 'Username' }, kind: 'text', value: (row) => row.username, width: 22 },
  { header: { es: 'Nombre', en: 'Name' }, kind: 'text', value: (row) => row.name, width: 24 },
  { header: { es: 'Email', en: 'Email' }, kind: 'text', value: (row) => row.email, width: 28 },
  { header: { es: 'Rol', en: 'Role' }, kind: 'text', value: (row, language) => roleWords[language][row.role] },
  { header: { es: 'Activo', en: 'Enabled' }, kind: 'boolean', value: (row) => !row.isDisabled },
  { header: { es: 'Alias', en: 'Alias' }, kind: 'text', value: (row) => row.alias },
  { header: { es: 'Creado', en: 'Created' }, kind: 'dateTime', value: (row) => row.createdAt },
  { header: { es: 'Id', en: 'Id' }, kind: 'text', value: (row) => row.id, width: 38 },
];

export const userExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerExportRoutes(app, {
    path: '/users/export',
    action: 'users.manage',
    tag: 'users',
    operationIds: { csv: 'exportUsers', xlsx: 'exportUsersXlsx' },
    list: 'GET /users',
    details: 'Roles and states in words; the creation time in Europe/Madrid, named in the header.',
    querystring: userListQuerySchema.omit({ offset: true, limit: true }),
    errors: {
      400: errorResponse('A bad filter or sort key'),
      401: errorResponse('No live session'),
      403: errorResponse('The role may not list users'),
    },
    name: 'users',
    source: async (request, { sortKey, sortDirection, ...filters }) => ({
      columns: userExportColumns,
      pages: listExportPages({
        select: () => db.select(shownUserColumns).from(users).$dynamic(),
        where: userListWhere(callerOf(request), filters),
        sortColumns: userSortColumns,
        defaultSort: 'username',
        tieBreaker: users.id,
        keyOf: (row) => row.id,
        sortKey,
        sortDirection,
      }),
      timeZoneOf: () => defaultTimeZone,
      timeZones: [defaultTimeZone],
    }),
  });
};
