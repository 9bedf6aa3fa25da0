// Each node's own cards, read from the owner's export document (one call for the whole graph):
// the root's, each location's by its key (its id) and each room's by its room id.
import type { GraphNode, ProtocolDocument, ProtocolModule } from '@sereno/api-client';

export interface OwnCard {
  module: ProtocolModule;
  content: Record<string, unknown>;
}

export function ownCardsByNode(nodes: readonly GraphNode[], document: ProtocolDocument): Map<string, OwnCard[]> {
  const locations = new Map(document.locations.map((location) => [location.key, location.cards ?? []]));
  const rooms = new Map(document.rooms.map((room) => [room.roomId, room.cards ?? []]));
  const own = new Map<string, OwnCard[]>();
  for (const node of nodes) {
    const cards = node.kind === 'root' ? document.root.cards : node.kind === 'location' ? locations.get(node._id) : rooms.get(node.roomId ?? '');
    own.set(node._id, (cards ?? []) as OwnCard[]);
  }
  return own;
}

/** Whether `node` has a card of `module`, its own or from an ancestor (the nearest one wins; any will do). */
export function hasCard(byId: ReadonlyMap<string, GraphNode>, own: ReadonlyMap<string, OwnCard[]>, node: GraphNode, module: ProtocolModule): boolean {
  let current: GraphNode | undefined = node;
  while (current) {
    if (own.get(current._id)?.some((card) => card.module === module)) return true;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return false;
}
