// The cards' queries: the only code that builds queries on the `resources` table. A node's cards are
// read with its ancestors' in one round trip (a recursive query up the graph): for each module the
// nearest card wins, so a room's own card overrides what it would inherit.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CardContent, CardModule } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import { nodes, resources, type ResourceRow } from '../db/schema/protocols.ts';

export type { ResourceRow };

/** A card as a node sees it: its own (`inheritanceLevel` 0) or inherited from the ancestor that many levels up. */
export interface NodeCard extends ResourceRow {
  inheritanceLevel: number;
}

interface CardRow {
  id: string;
  owner_id: string;
  node_id: string;
  module: CardModule;
  content: CardContent;
  created_at: Date | string;
  updated_at: Date | string;
  level: number;
}

const toNodeCard = (row: CardRow): NodeCard => ({
  id: row.id,
  ownerId: row.owner_id,
  nodeId: row.node_id,
  module: row.module,
  content: row.content,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  inheritanceLevel: Number(row.level),
});

/**
 * The cards a node shows: its own and those it inherits, the nearest of each module, nearest first.
 * The node is `start`: a node id, or the node of a room in its owner's graph.
 */
async function cardsFrom(db: Database, start: ReturnType<typeof sql>, module: CardModule | undefined): Promise<NodeCard[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS level FROM ${nodes} WHERE ${start}
      UNION ALL
      SELECT p.id, p.parent_id, up.level + 1 FROM ${nodes} p JOIN up ON p.id = up.parent_id
    ), nearest AS (
      SELECT DISTINCT ON (r.module) r.id, r.owner_id, r.node_id, r.module, r.content, r.created_at, r.updated_at, up.level
      FROM ${resources} r JOIN up ON r.node_id = up.id
      ${module === undefined ? sql`` : sql`WHERE r.module = ${module}`}
      ORDER BY r.module, up.level
    ) SELECT * FROM nearest ORDER BY level, module, id`);
  return (result as unknown as { rows: CardRow[] }).rows.map(toNodeCard);
}

/** The cards of the node `nodeId`, own and inherited. */
export const cardsOfNode = (db: Database, nodeId: string, module?: CardModule): Promise<NodeCard[]> => cardsFrom(db, sql`id = ${nodeId}`, module);

/** The cards of the room `roomId` in `ownerId`'s graph, own and inherited (none when the room is not in it). */
export const cardsOfRoom = (db: Database, ownerId: string, roomId: string, module?: CardModule): Promise<NodeCard[]> =>
  cardsFrom(db, sql`owner_id = ${ownerId} AND room_id = ${roomId}`, module);

/** The card `id`; with `lock`, locked for the rest of the transaction. */
export async function findResource(db: Database, id: string, { lock = false } = {}): Promise<ResourceRow | undefined> {
  const query = db.select().from(resources).where(eq(resources.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The card of `module` the node `nodeId` has of its own. */
export async function ownCardOf(db: Database, nodeId: string, module: CardModule): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.nodeId, nodeId), eq(resources.module, module)));
  return row;
}

/** The cards the node `nodeId` has of its own. */
export function ownCardsOf(db: Database, nodeId: string): Promise<ResourceRow[]> {
  return db.select().from(resources).where(eq(resources.nodeId, nodeId));
}

export async function insertResource(
  tx: Database,
  values: { ownerId: string; nodeId: string; module: CardModule; content: CardContent; now: Date },
): Promise<ResourceRow> {
  const { now, ...card } = values;
  const [row] = await tx
    .insert(resources)
    .values({ ...card, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the insert returned nothing');
  return row;
}

export async function updateResourceContent(tx: Database, id: string, content: CardContent, now: Date): Promise<void> {
  await tx.update(resources).set({ content, updatedAt: now }).where(eq(resources.id, id));
}

export async function moveResource(tx: Database, id: string, nodeId: string, now: Date): Promise<void> {
  await tx.update(resources).set({ nodeId, updatedAt: now }).where(eq(resources.id, id));
}

/** Deletes the cards `ids`. */
export async function deleteResources(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(resources).where(inArray(resources.id, [...ids]));
}

/** How many cards of their own each of the nodes `nodeIds` has (nodes without any are left out). */
export async function cardCounts(db: Database, nodeIds: readonly string[]): Promise<Map<string, number>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db
    .select({ nodeId: resources.nodeId, cards: count() })
    .from(resources)
    .where(inArray(resources.nodeId, [...nodeIds]))
    .groupBy(resources.nodeId);
  return new Map(rows.map((row) => [row.nodeId, Number(row.cards)]));
}

/** Every card of `ownerId`'s graph. */
export function cardsOfOwner(db: Database, ownerId: string): Promise<ResourceRow[]> {
  return db.select().from(resources).where(eq(resources.ownerId, ownerId));
}
