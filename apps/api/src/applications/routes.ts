// A user's own API applications (spec §7 Users, integrations): list, create (the key is shown once),
// rename, delete. Who may call what: docs/permissions.md, "User integrations".
import { message, userIntegrationSchema } from '@sereno/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf, integrationOwners, mayWriteIntegrationsOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findUser, userAmong, type UserRow } from '../users/queries.ts';
import { issueApplicationKey } from './keys.ts';
import { userIntegrations, type UserIntegrationRow } from '../db/schema/applications.ts';

const identifier = z.uuid({ error: message('identifier') });

const integrationSchema = z
  .object({
    _id: z.uuid(),
    userId: z.uuid(),
    applicationName: z.string(),
    applicationId: z.string().describe('The public id the application sends with its key'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().optional(),
  })
  .meta({ id: 'UserIntegration' });

const toIntegration = (row: UserIntegrationRow): z.infer<typeof integrationSchema> => ({
  _id: row.id,
  userId: row.userId,
  applicationName: row.applicationName,
  applicationId: row.applicationId,
  createdAt: row.createdAt.toISOString(),
  ...(row.lastUsedAt ? { lastUsedAt: row.lastUsedAt.toISOString() } : {}),
});

export const userIntegrationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const fail = (request: FastifyRequest, statusCode: number, key: ServerMessageKey): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'integration', targetId });

  /** The user whose integrations the caller touches: 404 unless visible, 403 unless writable when `write`. */
  async function ownerFor(request: FastifyRequest, userId: string, { write }: { write: boolean }): Promise<UserRow> {
    const caller = callerOf(request);
    const owner = await findUser(db, userId, integrationOwners(caller));
    if (!owner) return fail(request, 404, 'userNotFound');
    if (write && !mayWriteIntegrationsOf(caller, owner)) fail(request, 403, 'forbidden');
    return owner;
  }

  /** The integration with `id` of a user the caller may write for; 404 otherwise, as if it did not exist. */
  async function writableIntegration(request: FastifyRequest, id: string): Promise<UserIntegrationRow> {
    const [row] = await db
      .select()
      .from(userIntegrations)
      .where(and(eq(userIntegrations.id, id), userAmong(userIntegrations.userId, integrationOwners(callerOf(request)))));
    if (!row) return fail(request, 404, 'integrationNotFound');
    await ownerFor(request, row.userId, { write: true });
    return row;
  }

  app.get(
    '/users/:userId/integrations',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listUserIntegrations',
        tags: ['users'],
        summary: "A user's API applications (never their keys)",
        security: sessionSecurity,
        params: z.object({ userId: identifier }),
        response: {
          200: jsonResponse('The applications, oldest first', z.object({ integrations: z.array(integrationSchema) }).meta({ id: 'UserIntegrations' })),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          404: errorResponse('No such user, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerFor(request, request.params.userId, { write: false });
      const rows = await db
        .select()
        .from(userIntegrations)
        .where(eq(userIntegrations.userId, owner.id))
        .orderBy(asc(userIntegrations.createdAt), asc(userIntegrations.id));
      reply.header('cache-control', 'no-store');
      return { integrations: rows.map(toIntegration) };
    },
  );

  app.post(
    '/users/integrations',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'createUserIntegration',
        tags: ['users'],
        summary: 'Create an API application and its key',
        security: sessionSecurity,
        description: '`userId` defaults to the caller. The answer holds `applicationKey`: it is shown this once and only its hash is kept.',
        body: userIntegrationSchema.extend({ userId: identifier.optional() }),
        response: {
          201: jsonResponse(
            'The application, with its key',
            integrationSchema.extend({ applicationKey: z.string().describe('The secret key: shown once, never again') }).meta({ id: 'CreatedUserIntegration' }),
          ),
          400: errorResponse('The name is missing, or the id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The caller may see the user but not act for it'),
          404: errorResponse('No such user, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerFor(request, request.body.userId ?? callerOf(request).id, { write: true });
      const { applicationKey, ...credentials } = issueApplicationKey();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(userIntegrations)
          .values({ userId: owner.id, applicationName: request.body.applicationName, ...credentials, createdAt: clock() })
          .returning();
        if (!created) throw new Error('the insert returned nothing');
        await audit(tx, request, 'integration.create', created.id);
        return created;
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ ...toIntegration(row), applicationKey });
    },
  );

  app.put(
    '/users/integrations/:id',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'renameUserIntegration',
        tags: ['users'],
        summary: 'Rename an API application',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        body: userIntegrationSchema,
        response: {
          200: jsonResponse('The application as renamed', integrationSchema),
          400: errorResponse('The name is missing, or the id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The caller may see the user but not act for it'),
          404: errorResponse('No such application, or not one the caller may see'),
        },
      },
    },
    async (request) => {
      const integration = await writableIntegration(request, request.params.id);
      const renamed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(userIntegrations)
          .set({ applicationName: request.body.applicationName })
          .where(eq(userIntegrations.id, integration.id))
          .returning();
        if (row) await audit(tx, request, 'integration.update', row.id);
        return row;
      });
      return toIntegration(renamed ?? fail(request, 404, 'integrationNotFound'));
    },
  );

  app.delete(
    '/users/integrations/:id',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'deleteUserIntegration',
        tags: ['users'],
        summary: 'Delete an API application: its key stops working at once',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        response: {
          204: z.undefined().describe('The application is deleted'),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The caller may see the user but not act for it'),
          404: errorResponse('No such application, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const integration = await writableIntegration(request, request.params.id);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(userIntegrations).where(eq(userIntegrations.id, integration.id)).returning({ id: userIntegrations.id });
        if (row) await audit(tx, request, 'integration.delete', row.id);
      });
      return reply.code(204).send();
    },
  );
};
