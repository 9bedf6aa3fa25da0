// The node graph's queries: the only code that builds queries on the `nodes` table. Rooms are read
// through the rooms module (rooms/queries.ts); a room's node shows its room's current name.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { LocationType } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import { isLiveRoom, roomNameOf } from '../rooms/service.ts';
import { nodes, type NodeKind, type NodeRow } from '../db/schema/protocols.ts';

export type { NodeKind, NodeRow };

/** A node as the graph answers it: its place (`parentId`, `depth` from the root) and what it shows. */
export interface GraphNode {
  id: string;
  ownerId: string;
  parentId: string | null;
  kind: NodeKind;
  name: string;
  locationType: LocationType | null;
  description: string | null;
  roomId: string | null;
  depth: number;
}

type NodeWithName = { node: NodeRow; roomName: string | null };

/**
 * Puts nodes in tree order (each node before its children; locations before rooms, then by name)
 * with their depth. Nodes whose parent is not among them are roots of the answer.
 */
function inTreeOrder(rows: readonly NodeWithName[]): GraphNode[] {
  const named = rows.map(({ node, roomName }) => ({ ...node, name: node.kind === 'room' ? (roomName ?? node.name) : node.name }));
  const byParent = new Map<string | null, typeof named>();
  const ids = new Set(named.map((node) => node.id));
  for (const node of named) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  const rank = (kind: NodeKind) => (kind === 'room' ? 1 : 0);
  const ordered: GraphNode[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = (byParent.get(parent) ?? []).sort((a, b) => rank(a.kind) - rank(b.kind) || a.name.localeCompare(b.name, 'es') || a.id.localeCompare(b.id));
    for (const node of children) {
      ordered.push({
        id: node.id,
        ownerId: node.ownerId,
        parentId: node.parentId,
        kind: node.kind,
        name: node.name,
        locationType: node.locationType,
        description: node.description,
        roomId: node.roomId,
        depth,
      });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

const selectNamed = (db: Database) =>
  db
    .select({ node: nodes, roomName: roomNameOf(nodes.roomId) })
    .from(nodes)
    .$dynamic();
/** Room nodes of merged-away (deleted) rooms stay out of every answer. */
const shown = or(ne(nodes.kind, 'room'), isLiveRoom(nodes.roomId));

/** The root of `ownerId`'s graph: present exactly when the graph is active. */
export async function findRoot(db: Database, ownerId: string, { lock = false } = {}): Promise<NodeRow | undefined> {
  const query = db
    .select()
    .from(nodes)
    .where(and(eq(nodes.ownerId, ownerId), eq(nodes.kind, 'root')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The whole graph of an owner, in tree order. */
export async function ownerGraph(db: Database, ownerId: string): Promise<GraphNode[]> {
  return inTreeOrder(await selectNamed(db).where(and(eq(nodes.ownerId, ownerId), shown)));
}

/** The rooms' nodes and their ancestors (the graph a manager sees), in tree order: one root per owner. */
export async function graphAbove(db: Database, roomIds: readonly string[]): Promise<GraphNode[]> {
  if (roomIds.length === 0) return [];
  const ids = await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id FROM ${nodes} WHERE room_id IN (${sql.join(
        roomIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      UNION
      SELECT p.id, p.parent_id FROM ${nodes} p JOIN up ON p.id = up.parent_id
    ) SELECT id FROM up`);
  const found = (ids as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  return inTreeOrder(await selectNamed(db).where(and(inArray(nodes.id, found), shown)));
}

/** The node `id`; with `lock`, locked for the rest of the transaction. */
export async function findNode(db: Database, id: string, { lock = false } = {}): Promise<NodeRow | undefined> {
  const query = db.select().from(nodes).where(eq(nodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The node of the room `roomId` in `ownerId`'s graph. */
export async function roomNode(db: Database, ownerId: string, roomId: string): Promise<NodeRow | undefined> {
  const [row] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.ownerId, ownerId), eq(nodes.roomId, roomId)));
  return row;
}

/** The ancestors of the node `id`, root first (the node itself left out). */
export async function ancestorsOf(db: Database, id: string): Promise<GraphNode[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS distance FROM ${nodes} WHERE id = ${id}
      UNION ALL
      SELECT p.id, p.parent_id, up.distance + 1 FROM ${nodes} p JOIN up ON p.id = up.parent_id
    ) SELECT id, distance FROM up WHERE distance > 0`);
  const distances = new Map((result as unknown as { rows: { id: string; distance: number }[] }).rows.map((row) => [row.id, Number(row.distance)]));
  if (distances.size === 0) return [];
  const rows = await selectNamed(db).where(inArray(nodes.id, [...distances.keys()]));
  const ordered = inTreeOrder(rows);
  return ordered.sort((a, b) => (distances.get(b.id) ?? 0) - (distances.get(a.id) ?? 0)).map((node, depth) => ({ ...node, depth }));
}

/** The node `id` and everything below it. */
export async function subtreeOf(db: Database, id: string): Promise<Pick<NodeRow, 'id' | 'kind' | 'roomId'>[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE down AS (
      SELECT id, kind, room_id FROM ${nodes} WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.kind, c.room_id FROM ${nodes} c JOIN down ON c.parent_id = down.id
    ) SELECT id, kind, room_id FROM down`);
  return (result as unknown as { rows: { id: string; kind: NodeKind; room_id: string | null }[] }).rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    roomId: row.room_id,
  }));
}

/** Activates `ownerId`'s graph: its root, named after the owner, with the owner's rooms under it. */
export async function insertRoot(
  tx: Database,
  { ownerId, name, roomIds, now }: { ownerId: string; name: string; roomIds: readonly string[]; now: Date },
): Promise<NodeRow> {
  const [root] = await tx.insert(nodes).values({ ownerId, kind: 'root', name, createdAt: now, updatedAt: now }).returning();
  if (!root) throw new Error('the insert returned nothing');
  if (roomIds.length > 0) {
    await tx.insert(nodes).values(roomIds.map((roomId) => ({ ownerId, parentId: root.id, kind: 'room' as const, roomId, createdAt: now, updatedAt: now })));
  }
  return root;
}

export interface LocationValues {
  name: string;
  locationType: LocationType;
  description: string | null;
}

/** A new location under `parentId`. */
export async function insertLocation(
  tx: Database,
  { ownerId, parentId, now, ...values }: LocationValues & { ownerId: string; parentId: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(nodes)
    .values({ ownerId, parentId, kind: 'location', ...values, createdAt: now, updatedAt: now })
    .returning({ id: nodes.id });
  if (!row) throw new Error('the insert returned nothing');
  return row.id;
}

export async function updateLocation(tx: Database, id: string, values: Partial<LocationValues>, now: Date): Promise<void> {
  await tx
    .update(nodes)
    .set({ ...values, updatedAt: now })
    .where(eq(nodes.id, id));
}

export async function moveNode(tx: Database, id: string, parentId: string, now: Date): Promise<void> {
  await tx.update(nodes).set({ parentId, updatedAt: now }).where(eq(nodes.id, id));
}

/** Moves the room nodes `ids` under `parentId`. */
export async function moveNodes(tx: Database, ids: readonly string[], parentId: string, now: Date): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(nodes)
      .set({ parentId, updatedAt: now })
      .where(inArray(nodes.id, [...ids]));
}

/** Deletes the nodes `ids` in one statement (a subtree: parents and children go together). */
export async function deleteNodes(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(nodes).where(inArray(nodes.id, [...ids]));
}

/**
 * A room joins its owner's graph under the root, when the owner has an active graph and the room is
 * not in it yet (the wizard's new rooms; a room whose owner changed leaves its former graph).
 */
export async function joinOwnerGraph(tx: Database, { roomId, ownerId, now }: { roomId: string; ownerId: string | null; now: Date }): Promise<void> {
  await tx.delete(nodes).where(and(eq(nodes.roomId, roomId), ownerId === null ? undefined : ne(nodes.ownerId, ownerId)));
  if (ownerId === null) return;
  const root = await findRoot(tx, ownerId, { lock: true });
  if (!root) return;
  const [existing] = await tx.select({ id: nodes.id }).from(nodes).where(eq(nodes.roomId, roomId));
  if (!existing) await tx.insert(nodes).values({ ownerId, parentId: root.id, kind: 'room', roomId, createdAt: now, updatedAt: now });
}

/** Nodes of `ownerId`'s graph by id (the counter, the export). */
export async function nodesOfOwner(db: Database, ownerId: string): Promise<NodeRow[]> {
  return db.select().from(nodes).where(eq(nodes.ownerId, ownerId)).orderBy(asc(nodes.createdAt), asc(nodes.id));
}

/** The nodes `ids` that exist. */
export async function nodesByIds(db: Database, ids: readonly string[]): Promise<NodeRow[]> {
  return ids.length === 0
    ? []
    : db
        .select()
        .from(nodes)
        .where(inArray(nodes.id, [...ids]));
}

/** The node `id` as the graph shows it, its depth counted from its owner's root. */
export async function graphNode(db: Database, id: string): Promise<GraphNode | undefined> {
  const [row] = await selectNamed(db).where(eq(nodes.id, id));
  if (!row) return undefined;
  const [shown] = inTreeOrder([row]);
  return shown && { ...shown, depth: (await ancestorsOf(db, id)).length };
}
