import { z } from 'zod';
import { longText, maxLength } from '../rules/length.ts';
import { requiredString } from '../rules/required.ts';
import { enumOf, id } from './common.ts';

/** The kinds of location an owner draws its structure with (spec §2 assets manager). */
export const locationTypes = ['headquarters', 'building', 'branch'] as const;
export type LocationType = (typeof locationTypes)[number];

/** What a location says of itself: its name (spec §5 'Branch name required'), its kind, a note. */
export const nodeContentSchema = z.object({
  name: requiredString().pipe(maxLength(200)),
  type: enumOf(locationTypes),
  description: longText().optional(),
});
export type NodeContentInput = z.input<typeof nodeContentSchema>;

/** POST /nodes: a new location of `ownerId`'s graph, under `parentId` (default: the root). */
export const nodeCreateSchema = nodeContentSchema.extend({
  type: enumOf(locationTypes).default('branch'),
  ownerId: id(),
  parentId: id().optional(),
});
export type NodeCreateInput = z.input<typeof nodeCreateSchema>;

/** PATCH /nodes/{id}/content: only what is sent changes. */
export const nodeContentUpdateSchema = z.object({
  name: requiredString().pipe(maxLength(200)).optional(),
  type: enumOf(locationTypes).optional(),
  description: longText().optional(),
});
