// The node graph's reads and its activation (spec §7 Nodes): an owner's graph, a manager's, a room's
// path, and POST /nodes/graph/owner/{id}. docs/protocols.md explains the model.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { liveRoomsManagedBy, liveRoomsOfOwner } from '../rooms/service.ts';
import { ancestorsOf, findRoot, graphAbove, insertRoot, ownerGraph, roomNode } from './graph.ts';
import { readableManager, readableOwner, readableRoom, refuse, writableOwner } from './guards.ts';
import { managerGraphSchema, nodeGraphSchema, nodePathSchema, protocolErrors, toGraphNode } from './node-responses.ts';

const identifier = z.uuid();

export const graphRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  async function graphOf(ownerId: string) {
    const root = await findRoot(db, ownerId);
    return {
      ownerId,
      active: root !== undefined,
      activatedAt: root?.createdAt.toISOString() ?? null,
      nodes: root ? (await ownerGraph(db, ownerId)).map(toGraphNode) : [],
    };
  }

  app.get(
    '/nodes/graph/:id',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getNodeGraph',
        tags: ['protocols'],
        summary: "An owner's protocol graph",
        security: sessionSecurity,
        description: '`id` is the owner (a user). Before the activation the graph is empty (`active: false`).',
        params: z.object({ id: identifier }),
        response: { 200: jsonResponse('The graph', nodeGraphSchema), ...protocolErrors, 404: errorResponse('No such owner (or not one the caller may see)') },
      },
    },
    async (request, reply) => {
      const owner = await readableOwner(db, request, request.params.id);
      reply.header('cache-control', 'no-store');
      return graphOf(owner.id);
    },
  );

  app.post(
    '/nodes/graph/owner/:id',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'activateNodeGraph',
        tags: ['protocols'],
        summary: "Activate an owner's protocol graph",
        security: sessionSecurity,
        description: 'Creates the root, named after the owner, with every live room of the owner under it. 409 when the graph is already active.',
        params: z.object({ id: identifier }),
        response: {
          201: jsonResponse('The new graph', nodeGraphSchema),
          ...protocolErrors,
          404: errorResponse('No such owner'),
          409: errorResponse('The graph is already active'),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.transaction(async (tx) => {
          const owner = await writableOwner(tx, request, request.params.id);
          if (await findRoot(tx, owner.id)) refuse(request, 409, 'graphAlreadyActive');
          const rooms = await liveRoomsOfOwner(tx, owner.id);
          const root = await insertRoot(tx, { ownerId: owner.id, name: owner.name || owner.username, roomIds: rooms.map((room) => room.id), now: clock() });
          await recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action: 'node.activate', targetType: 'node', targetId: root.id });
        });
      } catch (error) {
        // Two activations at once: the second meets the first's root.
        if (isUniqueViolation(error)) refuse(request, 409, 'graphAlreadyActive');
        throw error;
      }
      return reply.code(201).send(await graphOf(request.params.id));
    },
  );

  app.get(
    '/nodes/graph/manager/:id',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getManagerNodeGraph',
        tags: ['protocols'],
        summary: 'The graph of what a manager manages',
        security: sessionSecurity,
        description:
          "The nodes of the live rooms the manager manages, with their ancestors (one root per owner). A manager reads its own; a customer its customer's managers; staff any.",
        params: z.object({ id: identifier }),
        response: {
          200: jsonResponse('The graph', managerGraphSchema),
          ...protocolErrors,
          404: errorResponse('No such manager (or not one the caller may see)'),
        },
      },
    },
    async (request, reply) => {
      const manager = await readableManager(db, request, request.params.id);
      const rooms = await liveRoomsManagedBy(db, manager.id);
      reply.header('cache-control', 'no-store');
      return {
        managerId: manager.id,
        nodes: (
          await graphAbove(
            db,
            rooms.map((room) => room.id),
          )
        ).map(toGraphNode),
      };
    },
  );

  app.get(
    '/nodes/path/:ownerId/room/:roomId',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getRoomNodePath',
        tags: ['protocols'],
        summary: "A room's ancestors in its owner's graph",
        security: sessionSecurity,
        description:
          'The locations above the room, root first (`depth` 0 is the root). 404 when the room is not a live room of the owner the caller sees, or not in the graph.',
        params: z.object({ ownerId: identifier, roomId: identifier }),
        response: {
          200: jsonResponse('The path', nodePathSchema),
          ...protocolErrors,
          404: errorResponse('The room is not in the graph (or not one the caller may see)'),
        },
      },
    },
    async (request, reply) => {
      const { ownerId, roomId } = request.params;
      await readableRoom(db, request, ownerId, roomId);
      const node = (await roomNode(db, ownerId, roomId)) ?? refuse(request, 404, 'roomNotInGraph');
      reply.header('cache-control', 'no-store');
      return { ownerId, roomId, nodeId: node.id, ancestors: (await ancestorsOf(db, node.id)).map(toGraphNode) };
    },
  );
};
