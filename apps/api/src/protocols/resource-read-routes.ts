// Reading protocol cards (spec §7 Resources): a room's or a node's cards with what they inherit, and
// how many cards of their own nodes have (the assets manager's badges).
import { cardModules } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { nodesByIds, roomNode } from './graph.ts';
import { readableNode, readableNodeIds, readableRoom, refuse } from './guards.ts';
import { protocolErrors } from './node-responses.ts';
import { cardCounts, cardsOfNode, cardsOfRoom } from './resources.ts';
import { cardCountsSchema, resourceListSchema, toResource } from './resource-responses.ts';

const identifier = z.uuid();
const moduleFilter = z.enum(cardModules).optional();
/** Enough for every node of a large graph in one call. */
const COUNTER_IDS_MAX = 1000;
const inheritance =
  'Inherited cards carry `protocolMode: true` and `inheritanceLevel`, how many levels up they come from (0: the node’s own). ' +
  'Of each module only the nearest card is answered: a node’s own card overrides the one it would inherit.';

export const resourceReadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/resources/owner/:ownerId/room/:roomId',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getRoomResources',
        tags: ['protocols'],
        summary: "A room's protocol cards, its own and inherited",
        security: sessionSecurity,
        description: `${inheritance} Nearest first, then by module. 404 when the room is not a live room of the owner the caller sees, or not in the graph.`,
        params: z.object({ ownerId: identifier, roomId: identifier }),
        querystring: z.object({ module: moduleFilter.describe('Only the cards of this module') }),
        response: {
          200: jsonResponse('The cards', resourceListSchema),
          ...protocolErrors,
          404: errorResponse('The room is not in the graph (or not one the caller may see)'),
        },
      },
    },
    async (request, reply) => {
      const { ownerId, roomId } = request.params;
      await readableRoom(db, request, ownerId, roomId);
      const cards = await cardsOfRoom(db, ownerId, roomId, request.query.module);
      if (cards.length === 0 && !(await roomNode(db, ownerId, roomId))) refuse(request, 404, 'roomNotInGraph');
      reply.header('cache-control', 'no-store');
      return cards.map(toResource);
    },
  );

  app.get(
    '/resources/owner/:ownerId/node/:nodeId',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getNodeResources',
        tags: ['protocols'],
        summary: "A node's protocol cards, its own and inherited",
        security: sessionSecurity,
        description: `${inheritance} 404 when the node is not one of the owner's that the caller sees.`,
        params: z.object({ ownerId: identifier, nodeId: identifier }),
        querystring: z.object({ moduleType: moduleFilter.describe('Only the cards of this module') }),
        response: { 200: jsonResponse('The cards', resourceListSchema), ...protocolErrors, 404: errorResponse('No such node') },
      },
    },
    async (request, reply) => {
      const { ownerId, nodeId } = request.params;
      await readableNode(db, request, ownerId, nodeId);
      reply.header('cache-control', 'no-store');
      return (await cardsOfNode(db, nodeId, request.query.moduleType)).map(toResource);
    },
  );

  app.post(
    '/resources/nodes/counter',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'countNodeResources',
        tags: ['protocols'],
        summary: 'How many cards of their own nodes have',
        security: sessionSecurity,
        description: `Every id asked is answered: a node the caller does not see, or that does not exist, counts 0. At most ${COUNTER_IDS_MAX} ids.`,
        body: z.object({ ids: z.array(identifier).max(COUNTER_IDS_MAX) }),
        response: { 200: jsonResponse('The counts', cardCountsSchema), ...protocolErrors },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const readable = await readableNodeIds(db, request, await nodesByIds(db, ids));
      const counts = await cardCounts(db, [...readable]);
      return { counts: Object.fromEntries(ids.map((id) => [id, counts.get(id) ?? 0])) };
    },
  );
};
