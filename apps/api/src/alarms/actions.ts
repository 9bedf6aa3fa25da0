// What a person does to an alarm (POST /api/alarms/{id}/acknowledge and /resolve), each in one
// transaction with its audit entry. The room's row is locked first, as the ingest transaction locks it
// before it evaluates, so a person and the engine never change one alarm at once (nor deadlock).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditContext } from '../audit/log.ts';
import type { Database } from '../platform/database.ts';
import { lockRoomRow } from '../rooms/service.ts';
import type { AlarmNotifier } from './evaluations.ts';
import { alarmEvaluations, alarms, type AlarmRow } from '../db/schema/alarms.ts';
import type { AlarmResolutionReason } from '@sereno/validation';

export type AlarmActionResult = { outcome: 'done'; alarm: AlarmRow } | { outcome: 'notFound' } | { outcome: 'alreadyResolved' };

async function lockAlarm(tx: Database, id: string, scope: SQL | undefined): Promise<AlarmRow | undefined> {
  const [found] = await tx
    .select({ roomId: alarms.roomId })
    .from(alarms)
    .where(and(eq(alarms.id, id), scope));
  if (!found) return undefined;
  await lockRoomRow(tx, found.roomId);
  const [row] = await tx.select().from(alarms).where(eq(alarms.id, id)).for('update');
  return row;
}

/** Marks who saw the alarm first; acknowledging again keeps the first. An acknowledged alarm no longer goes from the guest to the host by itself. */
export async function acknowledgeAlarm(db: Database, id: string, scope: SQL | undefined, context: AuditContext): Promise<AlarmActionResult> {
  return db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, id, scope);
    if (!alarm) return { outcome: 'notFound' };
    if (alarm.acknowledgedAt !== null) return { outcome: 'done', alarm };
    const [row] = await tx
      .update(alarms)
      .set({ acknowledgedAt: context.now, acknowledgedBy: context.actor.id, updatedAt: context.now })
      .where(eq(alarms.id, id))
      .returning();
    await recordAudit(tx, context, { action: 'alarm.acknowledge', targetType: 'alarm', targetId: id });
    return row ? { outcome: 'done', alarm: row } : { outcome: 'notFound' };
  });
}

/** What the person said when resolving: why, and a note (kept for the trail and the morning after). */
export interface AlarmResolution {
  reason?: AlarmResolutionReason | undefined;
  note?: string | undefined;
}

/**
 * Resolves an active alarm, keeping why and the note when the person gave them. For noise, the room's sustain runs start again: a party that goes on
 * raises a new alarm only after the sustain time, rather than at the next reading.
 */
export async function resolveAlarm(
  db: Database,
  id: string,
  scope: SQL | undefined,
  context: AuditContext,
  notify: AlarmNotifier,
  resolution: AlarmResolution = {},
): Promise<AlarmActionResult> {
  return db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, id, scope);
    if (!alarm) return { outcome: 'notFound' };
    if (alarm.state === 'resolved') return { outcome: 'alreadyResolved' };
    const [row] = await tx
      .update(alarms)
      .set({
        state: 'resolved',
        resolvedAt: context.now,
        resolvedBy: context.actor.id,
        // An empty note (spaces only, trimmed by the schema) is no note.
        resolutionReason: resolution.reason ?? null,
        resolutionNote: resolution.note || null,
        hostDueAt: null,
        updatedAt: context.now,
      })
      .where(eq(alarms.id, id))
      .returning();
    if (!row) return { outcome: 'notFound' };
    if (row.type === 'sound') {
      await tx
        .update(alarmEvaluations)
        .set({ state: sql`jsonb_set(${alarmEvaluations.state}, '{noise}', '{"low": null, "medium": null, "high": null, "quietSince": null}'::jsonb)` })
        .where(eq(alarmEvaluations.roomId, row.roomId));
    }
    await recordAudit(tx, context, { action: 'alarm.resolve', targetType: 'alarm', targetId: id });
    await notify(tx, { alarm: row, stage: 'resolved', at: context.now, resolvedBy: context.actor.username });
    return { outcome: 'done', alarm: row };
  });
}
