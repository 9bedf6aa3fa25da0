// Protocol cards (resources) as the API answers them (docs/protocols.md).
import { cardModules } from '@sereno/validation';
import { z } from 'zod';
import type { NodeCard, ResourceRow } from './resources.ts';

export const resourceSchema = z
  .object({
    _id: z.uuid(),
    ownerId: z.uuid(),
    nodeId: z.uuid().describe('The node the card is attached to'),
    module: z.enum(cardModules).describe('The card module: which schema `content` follows'),
    content: z.record(z.string(), z.unknown()).describe("The card's fields, as the module's schema of @sereno/validation gives them"),
    protocolMode: z.boolean().describe('true when the card is inherited from an ancestor of the node read'),
    inheritanceLevel: z.int().nonnegative().describe('0: the node’s own card; otherwise how many levels up it comes from'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ProtocolResource' });
export type ResourceResponse = z.infer<typeof resourceSchema>;

export const resourceListSchema = z.array(resourceSchema).meta({ id: 'ProtocolResourceList' });

export const toResource = (card: ResourceRow | NodeCard): ResourceResponse => {
  const inheritanceLevel = 'inheritanceLevel' in card ? card.inheritanceLevel : 0;
  return {
    _id: card.id,
    ownerId: card.ownerId,
    nodeId: card.nodeId,
    module: card.module,
    content: card.content as Record<string, unknown>,
    protocolMode: inheritanceLevel > 0,
    inheritanceLevel,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
};

export const cardCountsSchema = z
  .object({ counts: z.record(z.uuid(), z.int().nonnegative()).describe('Per node asked: its own cards (0 for a node the caller does not see)') })
  .meta({ id: 'NodeCardCounts' });
