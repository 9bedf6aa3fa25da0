import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const auditActions = [
  'user.create',
  'user.update',
  'user.disable',
  'user.enable',
  'user.delete',
  'user.password',
  'user.sessions-end',
  'user.register',
  'user.password-reset',
  'user.login',
  'customer.create',
  'customer.update',
  'contract.create',
  'contract.update',
  'integration.create',
  'integration.update',
  'integration.delete',
  'room.create',
  'room.update',
  'room.settings',
  'room.monitor',
  'room.merge',
  'room.merge-done',
  'room.note',
  'room.preset',
  'room.bulk',
  'preset.create',
  'preset.update',
  'preset.delete',
  'device.create',
  'device.update',
  'device.delete',
  'device.token',
  'device.ota',
  'alarm.acknowledge',
  'alarm.resolve',
  'alarm.markFalse',
  'alarm.unmarkFalse',
  'booking.create',
  'booking.update',
  'booking.delete',
  'task.create',
  'task.update',
  'task.delete',
  'node.activate',
  'node.create',
  'node.update',
  'node.move',
  'node.delete',
  'node.import',
  'resource.create',
  'resource.update',
  'resource.move',
  'resource.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an entry is about: the table its `targetId` is a row of. */
export const auditTargets = ['user', 'customer', 'integration', 'room', 'device', 'alarm', 'booking', 'task', 'node', 'resource', 'preset'] as const;
export type AuditTarget = (typeof auditTargets)[number];

/**
 * Every write through the API: who (the account, and its username as it was, which stays after the
 * account is deleted), what (action and target), when and from where (client address).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', { enum: auditTargets }).notNull(),
    targetId: uuid('target_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    /** How many rooms a write touched, for those that change many at once (a preset, a bulk action); else null. */
    rooms: integer('rooms'),
  },
  (table) => [index('audit_log_at').on(table.at), index('audit_log_target').on(table.targetType, table.targetId)],
);

export type AuditRow = typeof auditLog.$inferSelect;
