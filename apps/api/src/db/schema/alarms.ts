import { alarmLevels, alarmResolutionReasons, alarmStates, alarmTypes, escalationStages, falseAlarmCauses } from '@sereno/validation';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rooms } from './rooms.ts';
import { users } from './users.ts';
import type { EvaluationState } from '../../alarms/engine/state.ts';

export { alarmStates, type AlarmState } from '@sereno/validation';
/**
 * How far an alarm's escalation got (docs/alarms.md): `none` before anyone was told, `guest` after
 * the guest's call, `host` once the host's channels were told. The live events carry it too.
 */
export { escalationStages, type EscalationStage } from '@sereno/validation';

/**
 * An alarm of a room (spec §3 Alarm): raised by the engine on a reading, whose `ts` is its
 * `createdAt`, so a replay of the same readings raises the same alarms. One active alarm per room and
 * type at most (a partial unique index): a repeat raises the level of the active one or touches it.
 * `ownerId`, `name` and `monitorId` are the room's when the alarm was raised. The calls, SMS and
 * emails of an alarm are counted from its notification jobs, never kept here twice.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    monitorId: text('monitor_id').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: alarmTypes }).notNull(),
    level: text('level', { enum: alarmLevels }).notNull(),
    /** The room's name when the alarm was raised. */
    name: text('name').notNull(),
    /** The ts of the reading that raised it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the row last changed (server time). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ts of the newest reading that met the alarm's condition. */
    lastTriggeredAt: timestamp('last_triggered_at', { withTimezone: true }).notNull(),
    /** The highest value seen while active: dBA, smoke %, or device count. */
    peak: real('peak').notNull(),
    /** The room's threshold for the alarm's type and level when it was last raised or changed (same unit as `peak`); null for alarms older than it. */
    threshold: real('threshold'),
    state: text('state', { enum: alarmStates }).notNull().default('active'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who resolved it; null while active, and for an alarm that resolved by itself. */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the person resolved it, when they said (POST /alarms/{id}/resolve). */
    resolutionReason: text('resolution_reason', { enum: alarmResolutionReasons }),
    /** What the person wrote when resolving it. */
    resolutionNote: text('resolution_note'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Marked as a false alarm (issue 21): what set it off; null while nobody said so. */
    falseAlarmCause: text('false_alarm_cause', { enum: falseAlarmCauses }),
    falseAlarmAt: timestamp('false_alarm_at', { withTimezone: true }),
    falseAlarmBy: uuid('false_alarm_by').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: escalationStages }).notNull().default('none'),
    /** At the guest stage: the reading ts from which a noise that goes on reaches the host. */
    hostDueAt: timestamp('host_due_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alarms_one_active_per_room_type')
      .on(table.roomId, table.type)
      .where(sql`${table.state} = 'active'`),
    index('alarms_created_at').on(table.createdAt),
    index('alarms_room_created_at').on(table.roomId, table.createdAt),
    index('alarms_owner').on(table.ownerId),
  ],
);

export type AlarmRow = typeof alarms.$inferSelect;

/**
 * The engine's memory of each room between readings (src/alarms/engine/state.ts), written in the
 * ingest transaction with the readings it follows from, so that a restart, or another server
 * process taking the room's next batch, carries on where this one stopped.
 */
export const alarmEvaluations = pgTable('alarm_evaluations', {
  roomId: uuid('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  /** The ts of the newest reading evaluated: older ones arriving late are stored but not evaluated. */
  lastTs: timestamp('last_ts', { withTimezone: true }).notNull(),
  state: jsonb('state').$type<EvaluationState>().notNull(),
});
