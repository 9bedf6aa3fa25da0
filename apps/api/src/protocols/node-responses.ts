// The node graph as the API answers it (docs/protocols.md).
import { locationTypes } from '@sereno/validation';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import type { GraphNode } from './graph.ts';
import { nodeKinds } from '../db/schema/protocols.ts';

export const graphNodeSchema = z
  .object({
    _id: z.uuid(),
    parentId: z.uuid().nullable().describe('null for the root'),
    kind: z.enum(nodeKinds).describe('root (the owner), location (headquarters, building, branch) or room (a leaf)'),
    name: z.string().describe("A location's name; a room node's is its room's"),
    type: z.enum(locationTypes).nullable().describe("A location's kind"),
    description: z.string().nullable(),
    roomId: z.uuid().nullable().describe("A room node's room"),
    depth: z.int().nonnegative().describe('The distance from the root of the answer (0: the root)'),
  })
  .meta({ id: 'GraphNode' });
export type GraphNodeResponse = z.infer<typeof graphNodeSchema>;

export const toGraphNode = (node: GraphNode): GraphNodeResponse => ({
  _id: node.id,
  parentId: node.parentId,
  kind: node.kind,
  name: node.name,
  type: node.locationType,
  description: node.description,
  roomId: node.roomId,
  depth: node.depth,
});

export const nodeGraphSchema = z
  .object({
    ownerId: z.uuid(),
    active: z.boolean().describe('Whether the owner activated its protocol graph'),
    activatedAt: z.iso.datetime().nullable(),
    nodes: z.array(graphNodeSchema).describe('The nodes in tree order: each before its children'),
  })
  .meta({ id: 'NodeGraph' });

export const managerGraphSchema = z
  .object({
    managerId: z.uuid(),
    nodes: z.array(graphNodeSchema).describe("The managed rooms' nodes and their ancestors, in tree order (one root per owner)"),
  })
  .meta({ id: 'ManagerGraph' });

export const nodePathSchema = z
  .object({ ownerId: z.uuid(), roomId: z.uuid(), nodeId: z.uuid().describe("The room's own node"), ancestors: z.array(graphNodeSchema).describe('Root first') })
  .meta({ id: 'NodePath' });

export const subscriptionSchema = z
  .object({
    subscribed: z.boolean().describe('Whether the licence check passes: every room considered holds a licence (and there is at least one)'),
    rooms: z.int().nonnegative().describe('The live rooms considered'),
    licensedRooms: z.int().nonnegative().describe('Those holding a licence'),
    available: z.int().nonnegative().describe("Places left on the licences of the owner's customer (0 for a manager)"),
  })
  .meta({ id: 'NodeSubscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

export const nodeIdAnswer = z.object({ _id: z.uuid() }).meta({ id: 'NodeIdAnswer' });

/** The errors every protocol call may answer. */
export const protocolErrors = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse("The role may not do this, or the caller is not the owner ('not the owner')"),
};
