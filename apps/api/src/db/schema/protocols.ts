import type { CardContent, CardModule, LocationType } from '@sereno/validation';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** A node of an owner's graph: its root (one per owner, made by the activation), a location, or a room (a leaf). */
export const nodeKinds = ['root', 'location', 'room'] as const;
export type NodeKind = (typeof nodeKinds)[number];

/**
 * The protocol graph of an owner (docs/protocols.md): a tree of locations with the owner's rooms as
 * leaves. The root exists from the activation on: an owner without one has no active graph.
 */
export const nodes = pgTable(
  'nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A parent with children cannot go alone (checked at the end of the statement: a subtree goes in one delete).
    parentId: uuid('parent_id').references((): AnyPgColumn => nodes.id, { onDelete: 'no action' }),
    kind: text('kind', { enum: nodeKinds }).notNull(),
    /** A location's name; a room's node shows its room's name instead. */
    name: text('name').notNull().default(''),
    locationType: text('location_type').$type<LocationType>(),
    description: text('description'),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('nodes_parent').on(table.parentId),
    index('nodes_owner').on(table.ownerId),
    uniqueIndex('nodes_one_root_per_owner')
      .on(table.ownerId)
      .where(sql`${table.kind} = 'root'`),
    uniqueIndex('nodes_room').on(table.roomId),
    check('nodes_root_has_no_parent', sql`(${table.kind} = 'root') = (${table.parentId} is null)`),
    check('nodes_room_leaf', sql`(${table.kind} = 'room') = (${table.roomId} is not null)`),
  ],
);

export type NodeRow = typeof nodes.$inferSelect;

/**
 * A protocol card's content attached to a node (docs/protocols.md): one card of a module per node;
 * the nodes below inherit it unless they have their own of the same module. `content` was checked by
 * the module's schema of @sereno/validation when it was written. A card goes with its node.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    module: text('module').$type<CardModule>().notNull(),
    content: jsonb('content').$type<CardContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('resources_node_module').on(table.nodeId, table.module), index('resources_owner').on(table.ownerId)],
);

export type ResourceRow = typeof resources.$inferSelect;

/**
 * A file uploaded to a card, kept in the file storage under `name` (the server's `<uuid>.<ext>`).
 * When its card goes the row stays with `resourceId` null: an orphan, whose stored file the sweep
 * removes (src/protocols/files.ts) before the row.
 */
export const resourceFiles = pgTable(
  'resource_files',
  {
    name: text('name').primaryKey(),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    /** The name it had on the uploader's computer, for the download; never used as a path. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resource_files_resource').on(table.resourceId)],
);

export type ResourceFileRow = typeof resourceFiles.$inferSelect;
