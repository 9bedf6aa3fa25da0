// The audit log is written by the write itself, in its transaction: an entry exists exactly when the
// change was committed.
import type { Database } from '../platform/database.ts';
import type { UserRow } from '../users/queries.ts';
import { auditLog, type AuditAction, type AuditTarget } from '../db/schema/audit.ts';

export type { AuditAction } from '../db/schema/audit.ts';

/** Who writes, from where and when: what a route knows of its request. */
export interface AuditContext {
  actor: Pick<UserRow, 'id' | 'username'>;
  ip: string;
  now: Date;
}

export async function recordAudit(
  tx: Database,
  context: AuditContext,
  entry: { action: AuditAction; targetType: AuditTarget; targetId: string; rooms?: number },
): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, actorId: context.actor.id, actorUsername: context.actor.username, at: context.now, ip: context.ip });
}

/** Several entries of one write at once (a bulk action: one per room it changed). */
export async function recordAudits(
  tx: Database,
  context: AuditContext,
  entries: readonly { action: AuditAction; targetType: AuditTarget; targetId: string; rooms?: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(auditLog)
    .values(entries.map((entry) => ({ ...entry, actorId: context.actor.id, actorUsername: context.actor.username, at: context.now, ip: context.ip })));
}
