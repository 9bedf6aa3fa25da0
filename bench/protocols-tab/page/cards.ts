// The room's 40 cards as GET /api/resources/owner/{ownerId}/room/{roomId} answers them: every module
// of the catalogue once, filled as the stories fill it, and five more of a second room card each
// (nearest first); half of them inherited from the building or its root.
import type { GraphNode, ProtocolResource } from '@sereno/api-client';
import { cardModules, type CardModule } from '@sereno/validation';
import { sampleContent } from '../../../packages/protocol-cards/src/stories/samples.ts';

export const ownerId = '00000000-0000-4000-8000-0000000000a1';
export const roomId = '00000000-0000-4000-8000-0000000000b1';
export const cardCount = 40;

const node = (n: number, name: string, kind: GraphNode['kind'], parentId: string | null): GraphNode => ({
  _id: `00000000-0000-4000-8000-0000000000c${n}`,
  depth: n,
  description: null,
  kind,
  name,
  parentId,
  roomId: kind === 'room' ? roomId : null,
  type: kind === 'location' ? 'building' : null,
});
const root = node(0, 'Sereno', 'root', null);
const building = node(1, 'Edificio Sol', 'location', root._id);
const room = node(2, '', 'room', building._id);
export const roomPath = { ancestors: [root, building], nodeId: room._id, ownerId, roomId };

const modules: CardModule[] = Array.from({ length: cardCount }, (_, index) => cardModules[index % cardModules.length] as CardModule);

export const roomCards: ProtocolResource[] = modules.map((module, index) => {
  const levelsUp = index % 2 === 0 ? 0 : index % 4 === 1 ? 1 : 2;
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    module,
    content: sampleContent[module] as ProtocolResource['content'],
    nodeId: [room, building, root][levelsUp]?._id ?? room._id,
    ownerId,
    protocolMode: levelsUp > 0,
    inheritanceLevel: levelsUp,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
});

/** Every text a card holds, in order: what the plain list shows. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
