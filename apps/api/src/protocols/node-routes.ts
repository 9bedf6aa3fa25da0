// The node graph's writes (spec §7 Nodes): a new location, its content, a move, a deletion. Every
// change locks its owner's root first (guards.ts), so one owner's structure changes one at a time.
import { can, nodeContentUpdateSchema, nodeCreateSchema } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { sweepOrphanFiles } from './files.ts';
import { deleteNodes, findNode, findRoot, insertLocation, graphNode, moveNode, moveNodes, subtreeOf, updateLocation } from './graph.ts';
import { lockGraphOfNode, refuse, writableOwner } from './guards.ts';
import { protocolText, type ProtocolMessageKey } from './messages.ts';
import type { ProtocolOptions } from './options.ts';
import { graphNodeSchema, nodeIdAnswer, protocolErrors, toGraphNode } from './node-responses.ts';

const identifier = z.uuid();
const nodeNotFound = errorResponse('No such node');
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const nodeRoutes: FastifyPluginAsyncZod<ProtocolOptions> = async (app, { db, clock, files: { storage } }) => {
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'node', targetId });

  /** The node as the graph shows it, with its depth. */
  async function answerNode(id: string) {
    const node = await graphNode(db, id);
    if (!node) throw new Error('the node went away');
    return toGraphNode(node);
  }

  app.post(
    '/nodes',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'createNode',
        tags: ['protocols'],
        summary: "A new location in an owner's graph",
        security: sessionSecurity,
        description:
          "`name` is required ('Campo requerido'); `type` headquarters, building or branch (default); under `parentId` (a location or the root of the same graph; default the root). The graph must be active (409).",
        body: nodeCreateSchema,
        response: {
          201: jsonResponse('The new location', nodeIdAnswer),
          ...protocolErrors,
          404: errorResponse('No such owner'),
          409: errorResponse("The owner's graph is not active"),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = await db.transaction(async (tx) => {
        const owner = await writableOwner(tx, request, body.ownerId);
        const root = (await findRoot(tx, owner.id, { lock: true })) ?? refuse(request, 409, 'graphNotActive');
        const parent = body.parentId === undefined ? root : ((await findNode(tx, body.parentId)) ?? refuse(request, 400, 'parentNotFound'));
        if (parent.ownerId !== owner.id) refuse(request, 400, 'moveAcrossOwners');
        if (parent.kind === 'room') refuse(request, 400, 'targetIsRoom');
        const created = await insertLocation(tx, {
          ownerId: owner.id,
          parentId: parent.id,
          name: body.name,
          locationType: body.type,
          description: body.description ?? null,
          now: clock(),
        });
        await audit(tx, request, 'node.create', created);
        return created;
      });
      return reply.code(201).send({ _id: id });
    },
  );

  app.patch(
    '/nodes/:id/content',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'updateNodeContent',
        tags: ['protocols'],
        summary: "Change a location's name, type or description",
        security: sessionSecurity,
        description: 'Only what is sent changes. The root takes a name and a description; a room node is changed through its room (400).',
        params: z.object({ id: identifier }),
        body: nodeContentUpdateSchema,
        response: { 200: jsonResponse('The node as changed', graphNodeSchema), ...protocolErrors, 404: nodeNotFound },
      },
    },
    async (request) => {
      const { name, type, description } = request.body;
      await db.transaction(async (tx) => {
        const { node } = await lockGraphOfNode(tx, request, request.params.id);
        if (node.kind === 'room') refuse(request, 400, 'targetIsRoom');
        const values = {
          ...(name !== undefined ? { name } : {}),
          ...(type !== undefined && node.kind === 'location' ? { locationType: type } : {}),
          ...(description !== undefined ? { description: description || null } : {}),
        };
        await updateLocation(tx, node.id, values, clock());
        await audit(tx, request, 'node.update', node.id);
      });
      return answerNode(request.params.id);
    },
  );

  app.patch(
    '/nodes/:id/link/:targetId',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'moveNode',
        tags: ['protocols'],
        summary: 'Move a location or a room under another location',
        security: sessionSecurity,
        description:
          'The target must be the root or a location of the same graph (400 across owners, 400 a room), differ from the current parent (400), ' +
          'and not be the node itself or inside it (400: no cycles). The root does not move.',
        params: z.object({ id: identifier, targetId: identifier }),
        response: { 200: jsonResponse('The node where it now is', graphNodeSchema), ...protocolErrors, 404: nodeNotFound },
      },
    },
    async (request) => {
      const { id, targetId } = request.params;
      await db.transaction(async (tx) => {
        const { node } = await lockGraphOfNode(tx, request, id);
        if (node.kind === 'root') refuse(request, 400, 'cannotMoveRoot');
        const target = (await findNode(tx, targetId)) ?? refuse(request, 404, 'parentNotFound');
        if (target.ownerId !== node.ownerId) refuse(request, 400, 'moveAcrossOwners');
        if (target.kind === 'room') refuse(request, 400, 'targetIsRoom');
        if (target.id === node.parentId) refuse(request, 400, 'sameParent');
        if ((await subtreeOf(tx, node.id)).some((below) => below.id === target.id)) refuse(request, 400, 'moveIntoItself');
        await moveNode(tx, node.id, target.id, clock());
        await audit(tx, request, 'node.move', node.id);
      });
      return answerNode(id);
    },
  );

  /** A refused deletion, worded as spec §8's 'Failed to delete node: {status} - {message}'. */
  const refuseDeletion = (request: FastifyRequest, statusCode: number, key: ProtocolMessageKey): never => {
    const language = requestLanguage(request);
    throw new HttpError(statusCode, protocolText(language, 'deleteFailed', { status: statusCode, reason: protocolText(language, key) }));
  };

  app.delete(
    '/nodes/:id',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'deleteNode',
        tags: ['protocols'],
        summary: 'Delete a location',
        security: sessionSecurity,
        description:
          "The location goes with the empty locations below it. A location with rooms below it cannot be deleted (409); the root cannot (400), nor a room's node (400). " +
          "The admin tools' recursive delete (`recursive=true`, administrators only) also takes a location with rooms: `confirmation` must repeat the location's name (400), " +
          "and its rooms move up to the location's parent. A refusal reads 'Failed to delete node: {status} - {reason}'.",
        params: z.object({ id: identifier }),
        querystring: z.object({
          recursive: booleanText.optional().describe('true: the admin tools’ delete, rooms included (they move up)'),
          confirmation: z.string().max(200).optional().describe("The location's name, typed again (recursive delete)"),
        }),
        response: {
          204: z.undefined().describe('The location is deleted'),
          ...protocolErrors,
          404: nodeNotFound,
          409: errorResponse('The location has rooms'),
        },
      },
    },
    async (request, reply) => {
      const { recursive = false, confirmation } = request.query;
      if (recursive && !can(callerOf(request).role, 'protocols.deleteRecursively')) refuseDeletion(request, 403, 'recursiveForAdmins');
      await db.transaction(async (tx) => {
        const { node } = await lockGraphOfNode(tx, request, request.params.id);
        if (node.kind === 'root') refuseDeletion(request, 400, 'cannotDeleteRoot');
        if (node.kind === 'room') refuseDeletion(request, 400, 'cannotDeleteRoom');
        const subtree = await subtreeOf(tx, node.id);
        const roomNodes = subtree.filter((below) => below.kind === 'room').map((below) => below.id);
        if (roomNodes.length > 0 && !recursive) refuseDeletion(request, 409, 'locationHasRooms');
        if (recursive && confirmation?.trim() !== node.name) refuseDeletion(request, 400, 'confirmationMismatch');
        if (node.parentId === null) throw new Error('a location without a parent');
        await moveNodes(tx, roomNodes, node.parentId, clock());
        await deleteNodes(
          tx,
          subtree.filter((below) => below.kind !== 'room').map((below) => below.id),
        );
        await audit(tx, request, 'node.delete', node.id);
      });
      // The deleted locations' cards went with them, and their files are orphans now.
      await sweepOrphanFiles(db, storage);
      return reply.code(204).send();
    },
  );
};
