// Export and import of an owner's whole structure as one document (docs/protocols.md): locations,
// where the rooms sit, every node's cards. An import is checked whole before anything is written,
// then applied in one transaction; a dry run applies it the same way and rolls back, so its report
// is exactly what the import would do.
import { cardSchemas, PROTOCOL_DOCUMENT_FORMAT, type CardContent, type CardModule, type ProtocolDocument } from '@sereno/validation';
import type { Database } from '../platform/database.ts';
import type { NodeRow } from '../db/schema/protocols.ts';
import { assignFiles, fileNamesOfOwner, releaseOwnerFiles } from './files.ts';
import { deleteNodes, insertLocation, moveNode, ownerGraph, updateLocation, type GraphNode } from './graph.ts';
import type { ProtocolMessageKey } from './messages.ts';
import { cardsOfOwner, deleteResources, insertResource, updateResourceContent } from './resources.ts';

type DocumentCards = ProtocolDocument['root']['cards'];

/** Builds the document of `ownerId`'s graph (whose root is `root`): keys are node ids, so it imports back unchanged. */
export async function exportStructure(db: Database, root: NodeRow): Promise<ProtocolDocument> {
  const [graph, cards] = await Promise.all([ownerGraph(db, root.ownerId), cardsOfOwner(db, root.ownerId)]);
  const cardsOf = (nodeId: string): DocumentCards =>
    cards
      .filter((card) => card.nodeId === nodeId)
      .sort((a, b) => a.module.localeCompare(b.module))
      .map((card) => ({ module: card.module, content: card.content as Record<string, unknown> }));
  const parentKey = (node: GraphNode) => (node.parentId === root.id ? null : node.parentId);
  return {
    format: PROTOCOL_DOCUMENT_FORMAT,
    version: 1,
    root: { cards: cardsOf(root.id) },
    locations: graph
      .filter((node) => node.kind === 'location')
      .map((node) => ({
        key: node.id,
        parentKey: parentKey(node),
        name: node.name,
        type: node.locationType ?? 'branch',
        description: node.description,
        cards: cardsOf(node.id),
      })),
    rooms: graph
      .filter((node) => node.kind === 'room' && node.roomId !== null)
      .map((node) => ({ roomId: node.roomId ?? '', name: node.name, parentKey: parentKey(node), cards: cardsOf(node.id) })),
  };
}

export interface ImportReport {
  locations: { created: number; updated: number; deleted: number; unchanged: number };
  rooms: { moved: number; unchanged: number };
  cards: { created: number; updated: number; deleted: number; unchanged: number };
}

/** A reason the document cannot be imported: one of the protocols' texts, or a field's validation message. */
export type ImportProblem = { key: ProtocolMessageKey; params: Record<string, string> } | { field: string; message: string };

/** Same JSON whatever the order of the keys (jsonb keeps its own). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/**
 * Checks `document` against `ownerId`'s graph and, when it holds, makes the graph say what it says:
 * locations created, changed or deleted, rooms moved (a room left out goes under the root), cards
 * created, changed or deleted (a card's files go with the card that lists them). Returns the
 * problems (nothing written) or the report.
 */
export async function importStructure(
  tx: Database,
  { root, document, now }: { root: NodeRow; document: ProtocolDocument; now: Date },
): Promise<{ problems: ImportProblem[] } | { report: ImportReport }> {
  const ownerId = root.ownerId;
  const graph = await ownerGraph(tx, ownerId);
  const existing = new Map(graph.filter((node) => node.kind === 'location').map((node) => [node.id, node]));
  const roomNodes = new Map(graph.filter((node) => node.kind === 'room').map((node) => [node.roomId ?? '', node]));
  const ownedFiles = await fileNamesOfOwner(tx, ownerId);
  const problems: ImportProblem[] = [];

  const keys = new Set<string>();
  for (const location of document.locations) {
    if (keys.has(location.key)) problems.push({ key: 'importDuplicateKey', params: { key: location.key } });
    keys.add(location.key);
  }
  for (const location of document.locations) {
    if (location.parentKey !== null && !keys.has(location.parentKey)) problems.push({ key: 'importUnknownParent', params: { key: location.parentKey } });
  }
  const seenRooms = new Set<string>();
  for (const room of document.rooms) {
    if (!roomNodes.has(room.roomId)) problems.push({ key: 'importUnknownRoom', params: { roomId: room.roomId } });
    if (seenRooms.has(room.roomId)) problems.push({ key: 'importDuplicateRoom', params: { roomId: room.roomId } });
    seenRooms.add(room.roomId);
    if (room.parentKey !== null && !keys.has(room.parentKey)) problems.push({ key: 'importUnknownParent', params: { key: room.parentKey } });
  }

  // Parents before children; what is left over sits in a cycle.
  const ordered: ProtocolDocument['locations'] = [];
  const placed = new Set<string>();
  let pending = document.locations.filter((location) => location.parentKey === null || keys.has(location.parentKey));
  while (pending.length > 0) {
    const ready = pending.filter((location) => location.parentKey === null || placed.has(location.parentKey));
    if (ready.length === 0) {
      for (const location of pending) problems.push({ key: 'importCycle', params: { key: location.key } });
      break;
    }
    for (const location of ready) placed.add(location.key);
    ordered.push(...ready);
    pending = pending.filter((location) => !placed.has(location.key));
  }

  /** The checked cards of each node of the document, by where they are in it. */
  const checkCards = (where: string, cards: DocumentCards): { module: CardModule; content: CardContent }[] => {
    const modules = new Set<string>();
    return cards.flatMap((card, index) => {
      if (modules.has(card.module)) problems.push({ key: 'importDuplicateCard', params: { node: where, module: card.module } });
      modules.add(card.module);
      const parsed = cardSchemas[card.module].safeParse(card.content);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push({ field: [where, 'cards', index, 'content', ...issue.path].join('.'), message: issue.message });
        }
        return [];
      }
      for (const name of (parsed.data as { files?: string[] }).files ?? []) {
        if (!ownedFiles.has(name)) problems.push({ key: 'importUnknownFile', params: { name } });
      }
      return [{ module: card.module, content: parsed.data }];
    });
  };
  const rootCards = checkCards('root', document.root.cards);
  const locationCards = new Map(document.locations.map((location, index) => [location.key, checkCards(`locations.${index}`, location.cards)]));
  const roomCards = new Map(document.rooms.map((room, index) => [room.roomId, checkCards(`rooms.${index}`, room.cards)]));
  if (problems.length > 0) return { problems };

  const report: ImportReport = {
    locations: { created: 0, updated: 0, deleted: 0, unchanged: 0 },
    rooms: { moved: 0, unchanged: 0 },
    cards: { created: 0, updated: 0, deleted: 0, unchanged: 0 },
  };
  const nodeOfKey = new Map<string, string>();
  const parentOf = (key: string | null) => (key === null ? root.id : (nodeOfKey.get(key) ?? root.id));
  for (const location of ordered) {
    const values = { name: location.name, locationType: location.type, description: location.description };
    const current = existing.get(location.key);
    if (!current) {
      nodeOfKey.set(location.key, await insertLocation(tx, { ownerId, parentId: parentOf(location.parentKey), now, ...values }));
      report.locations.created += 1;
      continue;
    }
    nodeOfKey.set(location.key, current.id);
    const parentId = parentOf(location.parentKey);
    const same =
      current.parentId === parentId &&
      current.name === values.name &&
      current.locationType === values.locationType &&
      current.description === values.description;
    if (same) report.locations.unchanged += 1;
    else {
      await updateLocation(tx, current.id, values, now);
      if (current.parentId !== parentId) await moveNode(tx, current.id, parentId, now);
      report.locations.updated += 1;
    }
  }
  const placedRooms = new Map(document.rooms.map((room) => [room.roomId, room.parentKey]));
  for (const [roomId, node] of roomNodes) {
    const parentId = parentOf(placedRooms.get(roomId) ?? null);
    if (node.parentId === parentId) report.rooms.unchanged += 1;
    else {
      await moveNode(tx, node.id, parentId, now);
      report.rooms.moved += 1;
    }
  }

  const before = await cardsOfOwner(tx, ownerId);
  const gone = [...existing.keys()].filter((id) => !nodeOfKey.has(id));
  const goneSet = new Set(gone);
  report.locations.deleted = gone.length;
  report.cards.deleted += before.filter((card) => goneSet.has(card.nodeId)).length;
  await deleteNodes(tx, gone);

  const wanted = new Map<string, { module: CardModule; content: CardContent }[]>([
    [root.id, rootCards],
    ...[...locationCards].map(([key, cards]): [string, typeof cards] => [nodeOfKey.get(key) ?? '', cards]),
    ...[...roomCards].map(([roomId, cards]): [string, typeof cards] => [roomNodes.get(roomId)?.id ?? '', cards]),
  ]);
  const keptFiles = new Set<string>();
  const unwanted: string[] = [];
  for (const card of before.filter((each) => !goneSet.has(each.nodeId))) {
    if (!(wanted.get(card.nodeId) ?? []).some((each) => each.module === card.module)) unwanted.push(card.id);
  }
  await deleteResources(tx, unwanted);
  report.cards.deleted += unwanted.length;
  for (const [nodeId, cards] of wanted) {
    for (const { module, content } of cards) {
      const current = before.find((card) => card.nodeId === nodeId && card.module === module);
      let cardId = current?.id;
      if (!current) {
        cardId = (await insertResource(tx, { ownerId, nodeId, module, content, now })).id;
        report.cards.created += 1;
      } else if (canonical(current.content) === canonical(content)) report.cards.unchanged += 1;
      else {
        await updateResourceContent(tx, current.id, content, now);
        report.cards.updated += 1;
      }
      const files = (content as { files?: string[] }).files ?? [];
      for (const name of files) keptFiles.add(name);
      await assignFiles(tx, cardId ?? '', files);
    }
  }
  await releaseOwnerFiles(tx, ownerId, keptFiles);
  return { report };
}
