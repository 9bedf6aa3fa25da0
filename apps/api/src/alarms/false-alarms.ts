// A person says an alarm was false, and why (PUT/DELETE /api/alarms/{id}/false-alarm): kept on the
// alarm with who and when, audited, and read back by the room's tuning (./tuning.ts). Any alarm may
// be marked, active or resolved: an alarm that resolved by itself at 3 a.m. is judged in the morning.
import type { FalseAlarmCause } from '@sereno/validation';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditContext } from '../audit/log.ts';
import type { Database } from '../platform/database.ts';
import { alarms, type AlarmRow } from '../db/schema/alarms.ts';

/** Marks the alarm false with its cause (marking again changes the cause); undefined when the caller cannot see it. */
export async function markFalseAlarm(
  db: Database,
  id: string,
  scope: SQL | undefined,
  context: AuditContext,
  cause: FalseAlarmCause,
): Promise<AlarmRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alarms)
      .set({ falseAlarmCause: cause, falseAlarmAt: context.now, falseAlarmBy: context.actor.id, updatedAt: context.now })
      .where(and(eq(alarms.id, id), scope))
      .returning();
    if (row) await recordAudit(tx, context, { action: 'alarm.markFalse', targetType: 'alarm', targetId: id });
    return row;
  });
}

/** Takes the mark back; undefined when the caller cannot see the alarm. */
export async function unmarkFalseAlarm(db: Database, id: string, scope: SQL | undefined, context: AuditContext): Promise<AlarmRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alarms)
      .set({ falseAlarmCause: null, falseAlarmAt: null, falseAlarmBy: null, updatedAt: context.now })
      .where(and(eq(alarms.id, id), scope))
      .returning();
    if (row) await recordAudit(tx, context, { action: 'alarm.unmarkFalse', targetType: 'alarm', targetId: id });
    return row;
  });
}
