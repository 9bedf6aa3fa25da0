// The engine's persistence, run inside the ingest transaction that stores the readings (docs/alarms.md):
// the rooms' evaluation state, their active alarms, and every alarm change commit together with the
// readings they follow from, so a crash loses nothing and a replay finds its readings already stored
// (duplicates are not evaluated again). The ingest UPDATE of `rooms` has already locked each room's
// row, so two writers — of this process or of another replica — evaluate one room one after the other.
import type { Reading } from '@sereno/validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { roomsToEvaluate } from '../rooms/service.ts';
import { evaluateRoom, type AlarmOutcome, type AlarmView, type EngineOptions, type NotificationStage, type RoomAlarmSettings } from './engine/evaluate.ts';
import { thresholdOf } from './engine/rules.ts';
import { initialEvaluationState } from './engine/state.ts';
import { alarmEvaluations, alarms, type AlarmRow } from '../db/schema/alarms.ts';

/** Tells the people of an alarm's stage (the notifications module's `notifyAlarmStage`), in the alarm's transaction. */
export type AlarmNotifier = (tx: Database, notice: { alarm: AlarmRow; stage: NotificationStage; at: Date; resolvedBy?: string | null }) => Promise<void>;

/** An alarm that changed in a committed transaction: published on the bus after the commit. */
export interface AlarmChangeNotice {
  alarmId: string;
  roomId: string;
  monitorId: string;
  /** This commit raised it: a batch that raises an alarm and keeps it going is still its raise. */
  raised?: boolean;
}

export interface RoomReadings {
  roomId: string;
  readings: readonly Reading[];
}

const viewOf = (row: AlarmRow): AlarmView => ({
  id: row.id,
  type: row.type,
  level: row.level,
  createdAt: row.createdAt,
  lastTriggeredAt: row.lastTriggeredAt,
  peak: row.peak,
  stage: row.stage,
  hostDueAt: row.hostDueAt,
  acknowledged: row.acknowledgedAt !== null,
  resolvedAt: row.resolvedAt,
});

/** Writes one outcome: the new or changed alarm row, then its notifications in order. */
async function writeOutcome(
  tx: Database,
  room: { id: string; monitorId: string; ownerId: string | null; name: string } & RoomAlarmSettings,
  { alarm, notifications }: AlarmOutcome,
  now: Date,
  notify: AlarmNotifier,
): Promise<AlarmRow> {
  const values = {
    level: alarm.level,
    // The room's threshold for the alarm's level now: a level that rises takes its own.
    threshold: thresholdOf(alarm.type, alarm.level, room),
    lastTriggeredAt: alarm.lastTriggeredAt,
    peak: alarm.peak,
    stage: alarm.stage,
    hostDueAt: alarm.hostDueAt,
    state: alarm.resolvedAt === null ? ('active' as const) : ('resolved' as const),
    resolvedAt: alarm.resolvedAt,
    updatedAt: now,
  };
  const [row] =
    alarm.id === null
      ? await tx
          .insert(alarms)
          .values({
            ...values,
            roomId: room.id,
            monitorId: room.monitorId,
            ownerId: room.ownerId,
            name: room.name,
            type: alarm.type,
            createdAt: alarm.createdAt,
          })
          .returning()
      : await tx.update(alarms).set(values).where(eq(alarms.id, alarm.id)).returning();
  if (!row) throw new Error(`alarm ${alarm.id ?? 'new'} of room ${room.id} was not written`);
  for (const { stage, at } of notifications) await notify(tx, { alarm: row, stage, at });
  return row;
}

/**
 * Evaluates the new readings of `batch` (rooms whose readings this transaction stored) and writes what
 * follows. Answers the alarms that changed in a way the panel shows (raised, level, resolved, stage).
 */
export async function evaluateAlarms(
  tx: Database,
  batch: readonly RoomReadings[],
  { options, now, notify }: { options: EngineOptions; now: Date; notify: AlarmNotifier },
): Promise<AlarmChangeNotice[]> {
  const withReadings = batch.filter((room) => room.readings.length > 0);
  if (withReadings.length === 0) return [];
  const ids = withReadings.map((room) => room.roomId);
  // One after the other: a transaction's statements share its connection anyway.
  const evaluated = await tx.select().from(alarmEvaluations).where(inArray(alarmEvaluations.roomId, ids));
  const roomRows = (await roomsToEvaluate(tx, ids)).map((room) => {
    const evaluation = evaluated.find((row) => row.roomId === room.id);
    return { ...room, lastTs: evaluation?.lastTs ?? null, state: evaluation?.state ?? null };
  });
  const activeRows = await tx
    .select()
    .from(alarms)
    .where(and(inArray(alarms.roomId, ids), eq(alarms.state, 'active')));
  const readingsOf = new Map(withReadings.map((room) => [room.roomId, room.readings]));
  const states: { room_id: string; last_ts: string; state: unknown }[] = [];
  const notices: AlarmChangeNotice[] = [];
  for (const room of roomRows) {
    if (room.monitorId === null) continue;
    const evaluation = evaluateRoom(
      room,
      { lastTs: room.lastTs, state: room.state ?? initialEvaluationState() },
      activeRows.filter((row) => row.roomId === room.id).map(viewOf),
      readingsOf.get(room.id) ?? [],
      options,
    );
    if (evaluation.lastTs === null || evaluation.lastTs.getTime() === room.lastTs?.getTime()) continue;
    states.push({ room_id: room.id, last_ts: evaluation.lastTs.toISOString(), state: evaluation.state });
    for (const outcome of evaluation.outcomes) {
      const row = await writeOutcome(tx, { ...room, monitorId: room.monitorId }, outcome, now, notify);
      if (outcome.changes.length > 0 || outcome.notifications.length > 0)
        notices.push({ alarmId: row.id, roomId: room.id, monitorId: room.monitorId, raised: outcome.changes.includes('raised') });
    }
  }
  if (states.length > 0) {
    // One statement for every room of the batch, whatever their number.
    await tx.execute(sql`
      INSERT INTO alarm_evaluations (room_id, last_ts, state)
      SELECT x.room_id, x.last_ts, x.state FROM json_to_recordset(${JSON.stringify(states)}::json) AS x(room_id uuid, last_ts timestamptz, state jsonb)
      ON CONFLICT (room_id) DO UPDATE SET last_ts = excluded.last_ts, state = excluded.state`);
  }
  return notices;
}
