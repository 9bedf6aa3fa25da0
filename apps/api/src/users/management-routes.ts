// The users screen's calls (spec §7 Users): the list, one user, create, change, delete, and the
// username search of the search-user select. Who may call what: docs/permissions.md.
import { message, roles, userCreateSchema, userSchema, userUpdateSchema } from '@sereno/validation';
import { and, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../audit/log.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { containsPattern, listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { UserWriteOutcome, UserWriteRefusal } from './management.ts';
import { createUser, deleteUser, updateUser } from './management.ts';
import { findUser } from './queries.ts';
import { users, type UserRow } from '../db/schema/users.ts';

const userResponseSchema = userSchema.extend({ annotations: z.string().optional() }).meta({ id: 'User' });
type UserResponse = z.infer<typeof userResponseSchema>;

/** A user's columns but the password hash: what a list reads, since nothing it answers needs the hash. */
export const { passwordHash: _passwordHash, ...shownUserColumns } = getTableColumns(users);

const toUser = (row: Omit<UserRow, 'passwordHash'>): UserResponse => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  isDisabled: row.isDisabled,
  ...(row.customerId ? { customerId: row.customerId } : {}),
  ...(row.alias ? { alias: row.alias } : {}),
  ...(row.annotations ? { annotations: row.annotations } : {}),
});

export const userStatuses = ['enabled', 'disabled'] as const;

/** The users the list (and its export) shows `caller` with these filters. */
export const userListWhere = (
  caller: UserRow,
  { role, status, search }: { role?: UserRow['role'] | undefined; status?: (typeof userStatuses)[number] | undefined; search?: string | undefined },
) =>
  and(
    visibleUsers(caller),
    role === undefined ? undefined : eq(users.role, role),
    status === undefined ? undefined : eq(users.isDisabled, status === 'disabled'),
    search === undefined ? undefined : or(...[users.username, users.email, users.name].map((column) => ilike(column, containsPattern(search)))),
  );

/** What each `sortKey` of the users list orders by. */
export const userSortColumns = { username: users.username, email: users.email, role: users.role, createdAt: users.createdAt };

export const userListQuerySchema = listQuery(['username', 'email', 'role', 'createdAt'], {
  role: z.enum(roles, { error: message('option') }).describe('Only users of this role'),
  status: z.enum(userStatuses, { error: message('option') }).describe('enabled or disabled users only'),
  search: z.string().max(100).describe('Text found anywhere in the username, the email or the name (any letter case)'),
});

const userPageSchema = z
  .object({ users: z.array(userResponseSchema), totalPages: z.int().nonnegative(), totalUsers: z.int().nonnegative() })
  .meta({ id: 'UserPage' });

export const usernamesPageSize = 10;
const usernamesPageSchema = z
  .object({
    usernames: z.array(z.object({ _id: z.uuid(), username: z.string() })),
    hasMore: z.boolean().describe('Whether a next page (offset + 10) has more; the select then offers "load more"'),
  })
  .meta({ id: 'UsernamesPage' });

/** Each refusal of a user write as its answer: status and message. */
export const userRefusalAnswers: Record<UserWriteRefusal, [number, ServerMessageKey]> = {
  notFound: [404, 'userNotFound'],
  forbidden: [403, 'forbidden'],
  exists: [409, 'userExists'],
  customerNotFound: [400, 'customerNotFound'],
  cannotDeleteSelf: [409, 'cannotDeleteSelf'],
  cannotDisableSelf: [409, 'cannotDisableSelf'],
  lastAdmin: [409, 'lastAdmin'],
};

function valueOf<T>(request: FastifyRequest, result: UserWriteOutcome<T>): T {
  if (result.outcome === 'done') return result.value;
  const [statusCode, key] = userRefusalAnswers[result.outcome];
  throw new HttpError(statusCode, serverMessage(requestLanguage(request), key));
}

const idParams = z.object({ id: z.uuid({ error: message('identifier') }) });

export const userManagementRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const auditOf = (request: FastifyRequest): AuditContext => ({ actor: callerOf(request), ip: request.ip, now: clock() });

  app.get(
    '/users',
    {
      config: { action: 'users.manage' },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'A page of users',
        security: sessionSecurity,
        description:
          'Filters `role`, `status` (enabled, disabled) and `search` (username, email or name, any letter case); an empty filter is ignored. ' +
          '`sortKey` username, email, role or createdAt (default username). Administrators and controllers see every user; a customer the customer and manager accounts of its own customer.',
        querystring: userListQuerySchema,
        response: {
          200: jsonResponse('A page of users', userPageSchema),
          400: errorResponse('A bad filter, sort key, offset or limit (over 25)'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not list users'),
        },
      },
    },
    async (request, reply) => {
      const { role, status, search, ...page } = request.query;
      const where = userListWhere(callerOf(request), { role, status, search });
      const result = await listPage(db, {
        select: db.select(shownUserColumns).from(users).$dynamic(),
        table: users,
        where,
        sortColumns: userSortColumns,
        defaultSort: 'username',
        tieBreaker: users.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return { users: result.items.map(toUser), totalPages: result.totalPages, totalUsers: result.total };
    },
  );

  app.get(
    '/users/usernames',
    {
      config: { action: 'users.search' },
      schema: {
        operationId: 'searchUsernames',
        tags: ['users'],
        summary: 'Usernames for the search-user select, 10 at a time',
        security: sessionSecurity,
        description: '`search` finds text anywhere in the username (any letter case); sorted by username. `hasMore` tells whether `offset + 10` has more.',
        querystring: z.object({
          search: z.string().max(100).optional(),
          offset: z.coerce.number().int().nonnegative().default(0),
        }),
        response: {
          200: jsonResponse('A page of usernames', usernamesPageSchema),
          400: errorResponse('A bad offset'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not search users'),
        },
      },
    },
    async (request, reply) => {
      const { search, offset } = request.query;
      const rows = await db
        .select({ _id: users.id, username: users.username })
        .from(users)
        .where(and(visibleUsers(callerOf(request)), search ? ilike(users.username, containsPattern(search)) : undefined))
        .orderBy(users.username, users.id)
        .offset(offset)
        .limit(usernamesPageSize + 1);
      reply.header('cache-control', 'no-store');
      return { usernames: rows.slice(0, usernamesPageSize), hasMore: rows.length > usernamesPageSize };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { action: 'users.manage' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'One user',
        security: sessionSecurity,
        params: idParams,
        response: {
          200: jsonResponse('The user', userResponseSchema),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not see users'),
          404: errorResponse('No such user, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const user = await findUser(db, request.params.id, visibleUsers(callerOf(request)));
      if (!user) throw new HttpError(404, serverMessage(requestLanguage(request), 'userNotFound'));
      reply.header('cache-control', 'no-store');
      return toUser(user);
    },
  );

  app.post(
    '/users',
    {
      config: { action: 'users.manage' },
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Create a user',
        security: sessionSecurity,
        description:
          'A customer creates customer and manager accounts of its own customer; a controller any role but admin; an administrator any. ' +
          '409 "El username o email ya existe" (USER_ALREADY_EXISTS) when the username, or the email in any letter case, belongs to an account.',
        body: userCreateSchema,
        response: {
          201: jsonResponse('The user is created', z.object({ userId: z.uuid() }).meta({ id: 'CreatedUser' })),
          400: errorResponse('A field is missing or invalid, or the customer does not exist'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not create users, or not of this role or customer'),
          409: errorResponse('The username or the email exists'),
        },
      },
    },
    async (request, reply) => {
      const user = valueOf(request, await createUser(db, callerOf(request), request.body, auditOf(request)));
      return reply.code(201).send({ userId: user.id });
    },
  );

  app.put(
    '/users/:id',
    {
      config: { action: 'users.manage' },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Change a user',
        security: sessionSecurity,
        description:
          'Absent fields stay as they are; the password has its own call. `isDisabled: true` ends every session of the user and blocks its login. ' +
          'Nobody disables their own account, and no change may leave the installation without an enabled administrator (409).',
        params: idParams,
        body: userUpdateSchema,
        response: {
          200: jsonResponse('The user as changed', userResponseSchema),
          400: errorResponse('A field is invalid, or the customer does not exist'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not change this user, or not give it this role or customer'),
          404: errorResponse('No such user, or not one the caller may see'),
          409: errorResponse('The username or email exists, the caller disables itself, or no enabled administrator would remain'),
        },
      },
    },
    async (request) => toUser(valueOf(request, await updateUser(db, callerOf(request), request.params.id, request.body, auditOf(request)))),
  );

  app.delete(
    '/users/:id',
    {
      config: { action: 'users.manage' },
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Delete a user permanently',
        security: sessionSecurity,
        description: 'The account, its sessions and its links go for good. Nobody deletes their own account (409).',
        params: idParams,
        response: {
          204: z.undefined().describe('The user is deleted'),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not delete this user'),
          404: errorResponse('No such user, or not one the caller may see'),
          409: errorResponse('The caller deletes itself'),
        },
      },
    },
    async (request, reply) => {
      valueOf(request, await deleteUser(db, callerOf(request), request.params.id, auditOf(request)));
      return reply.code(204).send();
    },
  );
};
