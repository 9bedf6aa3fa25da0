import { nodeCardsQuery, roomCardsQuery, roomNodePathQuery, type GraphNode, type ProtocolResource } from '@sereno/api-client';
import type { InheritedFrom } from '@sereno/protocol-cards';
import { useQuery } from '@tanstack/react-query';

export interface ShownCard {
  card: ProtocolResource;
  /** Set for a card that comes from a node above. */
  inheritedFrom?: InheritedFrom;
}

/** Whose cards: a room (by its room id), or a node of the owner's graph (the graph names the nodes above). */
export type CardsTarget = { roomId: string } | { nodeId: string; nodes: readonly GraphNode[] };

/**
 * Every card that applies to a room or a node, its own and inherited (the nearest of each module,
 * docs/protocols.md "Inheritance"), each inherited one with the node it comes from.
 */
export function useCards(ownerId: string, target: CardsTarget) {
  const roomId = 'roomId' in target ? target.roomId : '';
  const path = useQuery({ ...roomNodePathQuery(ownerId, roomId), enabled: roomId !== '' });
  const roomCards = useQuery({ ...roomCardsQuery(ownerId, roomId), enabled: roomId !== '' && path.isSuccess });
  const nodeCards = useQuery({ ...nodeCardsQuery(ownerId, 'nodeId' in target ? target.nodeId : ''), enabled: 'nodeId' in target });
  const cards = roomId ? roomCards : nodeCards;
  const above = 'nodes' in target ? target.nodes : (path.data?.ancestors ?? []);
  const names = new Map(above.map((node) => [node._id, node.name]));
  const list: ShownCard[] | undefined = cards.data?.map((card) =>
    card.protocolMode ? { card, inheritedFrom: { name: names.get(card.nodeId) ?? '', levelsUp: card.inheritanceLevel } } : { card },
  );
  const nodeId = 'nodeId' in target ? target.nodeId : path.data?.nodeId;
  const error = (roomId ? path.error : null) ?? cards.error;
  const retry = () => void (roomId && path.isError ? path.refetch() : cards.refetch());
  return { error, retry, list, nodeId };
}
