import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The lists are shared with the panel and the export's words (@sereno/validation audit.ts).
import { auditActions, auditTargets } from '@sereno/validation';
export { auditActions, auditTargets, type AuditAction, type AuditTarget } from '@sereno/validation';

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
