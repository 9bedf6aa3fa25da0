// Writing protocol cards (spec §7 Resources): a new card on a node or on a room, its content, a move
// to another node, a deletion. Like the node graph's writes, each locks its owner's root first
// (guards.ts): one owner's structure and cards change one at a time.
import { cardSchema, cardSchemas, resourceContentUpdateSchema, resourceCreateSchema, type CardContent, type CardModule } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError, validationMessage } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { protocolText } from './messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findGraphRoom } from '../rooms/service.ts';
import { fileNamesOf, releaseFiles, sweepOrphanFiles } from './files.ts';
import { findNode, roomNode, type NodeRow } from './graph.ts';
import { lockGraphOfNode, refuse, writableOwner } from './guards.ts';
import { protocolErrors } from './node-responses.ts';
import type { ProtocolOptions } from './options.ts';
import { resourceSchema, toResource } from './resource-responses.ts';
import { deleteResources, findResource, insertResource, moveResource, ownCardOf, ownCardsOf, updateResourceContent, type ResourceRow } from './resources.ts';

const identifier = z.uuid();
const resourceNotFound = errorResponse('No such card');
const cardConflict = errorResponse('The node already has a card of this module');

export const resourceWriteRoutes: FastifyPluginAsyncZod<ProtocolOptions> = async (app, { db, clock, files: { storage } }) => {
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'resource', targetId });

  /** A new card of `module` on `node` (locked with its graph), refused when the node has one already. */
  async function addCard(tx: Database, request: FastifyRequest, node: NodeRow, module: CardModule, content: CardContent): Promise<ResourceRow> {
    if (await ownCardOf(tx, node.id, module)) refuse(request, 409, 'cardExists');
    const card = await insertResource(tx, { ownerId: node.ownerId, nodeId: node.id, module, content, now: clock() });
    await audit(tx, request, 'resource.create', card.id);
    return card;
  }

  /** The card `id` of `ownerId` (when given), locked with its owner's graph, if the caller may change it. */
  async function lockCard(tx: Database, request: FastifyRequest, id: string, ownerId?: string): Promise<ResourceRow> {
    const found = (await findResource(tx, id)) ?? refuse(request, 404, 'resourceNotFound');
    if (ownerId !== undefined && found.ownerId !== ownerId) refuse(request, 404, 'resourceNotFound');
    await lockGraphOfNode(tx, request, found.nodeId);
    return (await findResource(tx, id, { lock: true })) ?? refuse(request, 404, 'resourceNotFound');
  }

  /** The node `nodeId` of `ownerId`, locked with its graph, if the caller may change the owner's structure. */
  async function lockNodeOf(tx: Database, request: FastifyRequest, ownerId: string, nodeId: string) {
    await writableOwner(tx, request, ownerId);
    if ((await findNode(tx, nodeId))?.ownerId !== ownerId) refuse(request, 404, 'nodeNotFound');
    return lockGraphOfNode(tx, request, nodeId);
  }

  app.post(
    '/resources',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'createResource',
        tags: ['protocols'],
        summary: 'A new protocol card on a node',
        security: sessionSecurity,
        description:
          "`content` must pass the schema of `module` (400, unknown modules too). One card of a module per node (409). The caller must be allowed to change the owner's structure (403 'not the owner').",
        body: resourceCreateSchema,
        response: { 201: jsonResponse('The new card', resourceSchema), ...protocolErrors, 404: errorResponse('No such node'), 409: cardConflict },
      },
    },
    async (request, reply) => {
      const { ownerId, nodeId, module, content } = request.body;
      const card = await db.transaction(async (tx) => {
        const { node } = await lockNodeOf(tx, request, ownerId, nodeId);
        return addCard(tx, request, node, module, content);
      });
      return reply.code(201).send(toResource(card));
    },
  );

  app.post(
    '/resources/room/:linkId',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'createRoomResource',
        tags: ['protocols'],
        summary: 'A new protocol card on a room',
        security: sessionSecurity,
        description: "As POST /resources, on the node of the room `linkId` in its owner's graph (404 when the room is not in it).",
        params: z.object({ linkId: identifier.describe('The room') }),
        body: cardSchema,
        response: { 201: jsonResponse('The new card', resourceSchema), ...protocolErrors, 404: errorResponse('No such room in a graph'), 409: cardConflict },
      },
    },
    async (request, reply) => {
      const { module, content } = request.body;
      const card = await db.transaction(async (tx) => {
        const room = await findGraphRoom(tx, request.params.linkId, undefined);
        const found = room?.ownerId ? await roomNode(tx, room.ownerId, room.id) : undefined;
        if (!room?.ownerId || !found) {
          if (room?.ownerId) await writableOwner(tx, request, room.ownerId);
          return refuse(request, 404, 'roomNotInGraph');
        }
        const { node } = await lockGraphOfNode(tx, request, found.id);
        return addCard(tx, request, node, module, content);
      });
      return reply.code(201).send(toResource(card));
    },
  );

  app.patch(
    '/resources/:id/content',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'updateResourceContent',
        tags: ['protocols'],
        summary: "Replace a card's content",
        security: sessionSecurity,
        description: "`content` replaces the card's and must pass its module's schema (400). Without `content` nothing changes.",
        params: z.object({ id: identifier }),
        body: resourceContentUpdateSchema,
        response: { 200: jsonResponse('The card as changed', resourceSchema), ...protocolErrors, 404: resourceNotFound },
      },
    },
    async (request) => {
      const { content } = request.body;
      const card = await db.transaction(async (tx) => {
        const found = await lockCard(tx, request, request.params.id);
        if (content === undefined) return found;
        const parsed = cardSchemas[found.module].safeParse(content);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({ field: ['content', ...issue.path].join('.'), message: issue.message }));
          throw new HttpError(400, validationMessage(requestLanguage(request), issues));
        }
        const listed = (parsed.data as { files?: string[] }).files ?? [];
        const uploaded = await fileNamesOf(tx, found.id);
        const foreign = listed.findIndex((name) => !uploaded.has(name));
        if (foreign >= 0) {
          const language = requestLanguage(request);
          const reason = protocolText(language, 'fileNotOfCard', { name: listed[foreign] ?? '' });
          throw new HttpError(400, `content.files.${foreign}: ${protocolText(language, 'uploadFailed', { reason })}`);
        }
        await releaseFiles(tx, found.id, listed);
        await updateResourceContent(tx, found.id, parsed.data, clock());
        await audit(tx, request, 'resource.update', found.id);
        return (await findResource(tx, found.id)) ?? found;
      });
      await sweepOrphanFiles(db, storage);
      return toResource(card);
    },
  );

  app.patch(
    '/resources/:id/link/:nodeId',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'moveResource',
        tags: ['protocols'],
        summary: 'Move a card to another node of the same graph',
        security: sessionSecurity,
        description:
          'The target must be another node of the same owner (400 across owners, 400 the node it is on) without a card of the same module (409). The nodes below the target inherit it from then on.',
        params: z.object({ id: identifier, nodeId: identifier }),
        response: { 200: jsonResponse('The card where it now is', resourceSchema), ...protocolErrors, 404: resourceNotFound, 409: cardConflict },
      },
    },
    async (request) => {
      const { id, nodeId } = request.params;
      const card = await db.transaction(async (tx) => {
        const found = await lockCard(tx, request, id);
        const target = (await findNode(tx, nodeId)) ?? refuse(request, 404, 'nodeNotFound');
        if (target.ownerId !== found.ownerId) refuse(request, 400, 'moveAcrossOwners');
        if (target.id === found.nodeId) refuse(request, 400, 'sameNode');
        if (await ownCardOf(tx, target.id, found.module)) refuse(request, 409, 'cardExists');
        await moveResource(tx, found.id, target.id, clock());
        await audit(tx, request, 'resource.move', found.id);
        return (await findResource(tx, found.id)) ?? found;
      });
      return toResource(card);
    },
  );

  app.delete(
    '/resources/:id/owner/:ownerId',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'deleteResource',
        tags: ['protocols'],
        summary: 'Delete a card',
        security: sessionSecurity,
        description: 'The card of `ownerId` goes (404 when it is not one of its cards); the nodes below inherit from further up again.',
        params: z.object({ id: identifier, ownerId: identifier }),
        response: { 204: z.undefined().describe('The card is deleted'), ...protocolErrors, 404: resourceNotFound },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const found = await lockCard(tx, request, request.params.id, request.params.ownerId);
        await deleteResources(tx, [found.id]);
        await audit(tx, request, 'resource.delete', found.id);
      });
      await sweepOrphanFiles(db, storage);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/resources/owner/:ownerId/nodeId/:nodeId',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'deleteNodeResources',
        tags: ['protocols'],
        summary: 'Delete every card of a node',
        security: sessionSecurity,
        description: "The node's own cards go (inherited ones stay where they are); answers how many went.",
        params: z.object({ ownerId: identifier, nodeId: identifier }),
        response: {
          200: jsonResponse('How many cards went', z.object({ deleted: z.int().nonnegative() }).meta({ id: 'DeletedResources' })),
          ...protocolErrors,
          404: errorResponse('No such node'),
        },
      },
    },
    async (request) => {
      const { ownerId, nodeId } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const { node } = await lockNodeOf(tx, request, ownerId, nodeId);
        const cards = await ownCardsOf(tx, node.id);
        await deleteResources(
          tx,
          cards.map((card) => card.id),
        );
        for (const card of cards) await audit(tx, request, 'resource.delete', card.id);
        return cards.length;
      });
      await sweepOrphanFiles(db, storage);
      return { deleted };
    },
  );
};
