// Who the protocol calls act for (docs/permissions.md, "Protocols"): the owner whose graph a caller
// reads (another customer's answers 404 like a missing one) or changes (another customer's answers
// 403 'not the owner', spec §6), and the rooms it reads through (rooms/queries.ts).
import type { FastifyRequest } from 'fastify';
import { callerOf, mayWriteGraphOf, visibleGraphOwners, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { HttpError } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { findGraphRoom, liveRoomsManagedBy, type GraphRoom } from '../rooms/service.ts';
import { findUser, type UserRow } from '../users/queries.ts';
import { findNode, findRoot, graphAbove, type NodeRow } from './graph.ts';
import { protocolText, type ProtocolMessageKey } from './messages.ts';

/** Refuses the request with one of the protocols' texts, in the request's language. */
export const refuse = (request: FastifyRequest, statusCode: number, key: ProtocolMessageKey, params: Record<string, string | number> = {}): never => {
  throw new HttpError(statusCode, protocolText(requestLanguage(request), key, params));
};

/** The owner `ownerId` if the caller may read its graph; 404 otherwise. */
export async function readableOwner(db: Database, request: FastifyRequest, ownerId: string): Promise<UserRow> {
  return (await findUser(db, ownerId, visibleGraphOwners(callerOf(request)))) ?? refuse(request, 404, 'ownerNotFound');
}

/** The owner `ownerId` if the caller may change its structure; 404 when there is none, 403 'not the owner'. */
export async function writableOwner(db: Database, request: FastifyRequest, ownerId: string): Promise<UserRow> {
  const owner = (await findUser(db, ownerId, undefined)) ?? refuse(request, 404, 'ownerNotFound');
  if (!mayWriteGraphOf(callerOf(request), owner)) refuse(request, 403, 'notTheOwner');
  return owner;
}

/** The live room `roomId` of `ownerId`, if the caller sees it (a manager: a room it manages); 404 otherwise. */
export async function readableRoom(db: Database, request: FastifyRequest, ownerId: string, roomId: string): Promise<GraphRoom> {
  const room = await findGraphRoom(db, roomId, visibleRooms(callerOf(request)));
  if (!room || room.ownerId !== ownerId) return refuse(request, 404, 'roomNotInGraph');
  return room;
}

/** The manager `managerId`: the caller itself, or one of the people the caller sees; 404 otherwise. */
export async function readableManager(db: Database, request: FastifyRequest, managerId: string): Promise<UserRow> {
  const caller = callerOf(request);
  const manager = caller.id === managerId ? caller : await findUser(db, managerId, visibleGraphOwners(caller));
  if (manager?.role !== 'manager') return refuse(request, 404, 'managerNotFound');
  return manager;
}

/**
 * The node `id` and its owner's root, both locked, if the caller may change the owner's structure.
 * The root is locked first in every structure change: one owner's changes run one after the other,
 * so two moves at once cannot make a cycle.
 */
export async function lockGraphOfNode(tx: Database, request: FastifyRequest, id: string): Promise<{ node: NodeRow; root: NodeRow }> {
  const found = (await findNode(tx, id)) ?? refuse(request, 404, 'nodeNotFound');
  await writableOwner(tx, request, found.ownerId);
  const root = (await findRoot(tx, found.ownerId, { lock: true })) ?? refuse(request, 404, 'nodeNotFound');
  const node = (await findNode(tx, id, { lock: true })) ?? refuse(request, 404, 'nodeNotFound');
  return { node, root };
}

/**
 * The ids of `found` the caller may read: nodes of the owners whose graphs it reads, and for a
 * manager the nodes above the rooms it manages (what GET /nodes/graph/manager/{id} shows it).
 */
export async function readableNodeIds(db: Database, request: FastifyRequest, found: readonly NodeRow[]): Promise<Set<string>> {
  const caller = callerOf(request);
  const owners = new Set<string>();
  for (const ownerId of new Set(found.map((node) => node.ownerId))) {
    if (await findUser(db, ownerId, visibleGraphOwners(caller))) owners.add(ownerId);
  }
  const managed =
    caller.role === 'manager'
      ? new Set(
          (
            await graphAbove(
              db,
              (await liveRoomsManagedBy(db, caller.id)).map((room) => room.id),
            )
          ).map((node) => node.id),
        )
      : new Set<string>();
  return new Set(found.filter((node) => owners.has(node.ownerId) || managed.has(node.id)).map((node) => node.id));
}

/** The node `nodeId` of `ownerId` if the caller may read it; 404 otherwise. */
export async function readableNode(db: Database, request: FastifyRequest, ownerId: string, nodeId: string): Promise<NodeRow> {
  const node = await findNode(db, nodeId);
  if (!node || node.ownerId !== ownerId || !(await readableNodeIds(db, request, [node])).has(node.id)) return refuse(request, 404, 'nodeNotFound');
  return node;
}
