// The bodies of the card calls (spec §7 Resources).
import { z } from 'zod';
import { id } from '../schemas/common.ts';
import { cardSchema } from './cards.ts';

/** POST /resources: a card on the node `nodeId` of `ownerId`'s graph. */
export const resourceCreateSchema = z.intersection(z.object({ ownerId: id(), nodeId: id() }), cardSchema);
export type ResourceCreateInput = z.input<typeof resourceCreateSchema>;

/**
 * PATCH /resources/{id}/content: the card's whole new content, checked by its module's schema (the
 * module is the card's and does not change). Without `content` nothing changes.
 */
export const resourceContentUpdateSchema = z.object({ content: z.record(z.string(), z.unknown()).optional() });
