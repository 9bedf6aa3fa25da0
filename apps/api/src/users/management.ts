// POST, PUT and DELETE /users: accounts made, changed and removed by the people who manage them,
// within what docs/permissions.md lets each role touch. Each write is one transaction, with its
// audit entry.
import type { Role, UserCreate, UserUpdate } from '@sereno/validation';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { recordAudit, type AuditAction, type AuditContext } from '../audit/log.ts';
import { hashPassword } from '../auth/passwords.ts';
import { mayGrantRole, mayWriteUser, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/database-errors.ts';
import { endUserSessions } from '../platform/session/session.ts';
import { hasChanges } from '../platform/updates.ts';
import { findUser } from './queries.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export type UserWriteRefusal = 'notFound' | 'forbidden' | 'exists' | 'customerNotFound' | 'cannotDeleteSelf' | 'cannotDisableSelf' | 'lastAdmin';
export type UserWriteOutcome<T> = { outcome: 'done'; value: T } | { outcome: UserWriteRefusal };

class Refusal extends Error {
  readonly refusal: UserWriteRefusal;
  constructor(refusal: UserWriteRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

/** Runs `write` in a transaction; a refusal or a clash rolls it back and comes out as an outcome. */
async function refusable<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<UserWriteOutcome<T>> {
  try {
    return { outcome: 'done', value: await db.transaction(write) };
  } catch (error) {
    if (error instanceof Refusal) return { outcome: error.refusal };
    if (isUniqueViolation(error)) return { outcome: 'exists' };
    if (isForeignKeyViolation(error)) return { outcome: 'customerNotFound' };
    throw error;
  }
}

/** Whether another account has the username, or the email in any letter case. */
async function clashes(tx: Database, { username, email }: { username?: string | undefined; email?: string | undefined }, exceptId?: string): Promise<boolean> {
  const sameName = or(
    username === undefined ? undefined : eq(users.username, username),
    email === undefined ? undefined : eq(sql`lower(${users.email})`, email.toLowerCase()),
  );
  if (!sameName) return false;
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sameName, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return found !== undefined;
}

/**
 * Refuses a change that would leave no enabled administrator. The enabled administrators' rows are
 * locked first, so that two administrators demoting each other at once cannot both succeed.
 */
async function keepAnAdmin(tx: Database, target: UserRow, next: { role: Role; isDisabled: boolean } | null): Promise<void> {
  const stillAdmin = next !== null && next.role === 'admin' && !next.isDisabled;
  if (target.role !== 'admin' || target.isDisabled || stillAdmin) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isDisabled, false)))
    .for('update');
  if (!admins.some((admin) => admin.id !== target.id)) throw new Refusal('lastAdmin');
}

/** The customer a new or changed account belongs to: a customer's own people stay in its customer. */
function customerFor<Requested extends string | null | undefined>(caller: UserRow, requested: Requested): Requested | string | undefined {
  if (caller.role !== 'customer') return requested;
  if (requested !== undefined && requested !== caller.customerId) throw new Refusal('forbidden');
  return caller.customerId ?? undefined;
}

export function createUser(db: Database, caller: UserRow, input: UserCreate, context: AuditContext): Promise<UserWriteOutcome<UserRow>> {
  return refusable(db, async (tx) => {
    if (!mayGrantRole(caller, input.role)) throw new Refusal('forbidden');
    const customerId = customerFor(caller, input.customerId);
    if (await clashes(tx, input)) throw new Refusal('exists');
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        customerId,
        alias: input.alias,
        annotations: input.annotations,
      })
      .returning();
    if (!row) throw new Error(`The user ${input.username} was not stored`);
    await recordAudit(tx, context, { action: 'user.create', targetType: 'user', targetId: row.id });
    return row;
  });
}

export function updateUser(db: Database, caller: UserRow, id: string, input: UserUpdate, context: AuditContext): Promise<UserWriteOutcome<UserRow>> {
  return refusable(db, async (tx) => {
    const target = await findUser(tx, id, visibleUsers(caller));
    if (!target) throw new Refusal('notFound');
    if (!mayWriteUser(caller, target) || (input.role !== undefined && !mayGrantRole(caller, input.role))) throw new Refusal('forbidden');
    const customerId = input.customerId === undefined ? undefined : customerFor(caller, input.customerId);
    if (input.isDisabled === true && target.id === caller.id) throw new Refusal('cannotDisableSelf');
    if (await clashes(tx, input, target.id)) throw new Refusal('exists');
    await keepAnAdmin(tx, target, { role: input.role ?? target.role, isDisabled: input.isDisabled ?? target.isDisabled });
    const changes = {
      username: input.username,
      email: input.email,
      name: input.name,
      role: input.role,
      customerId,
      alias: input.alias,
      annotations: input.annotations,
      isDisabled: input.isDisabled,
    };
    const { isDisabled, ...fields } = changes;
    const actions: AuditAction[] = [
      ...(Object.values(fields).some((value) => value !== undefined) ? (['user.update'] as const) : []),
      ...(isDisabled === undefined || isDisabled === target.isDisabled ? [] : [isDisabled ? ('user.disable' as const) : ('user.enable' as const)]),
    ];
    // An empty change (all fields absent) leaves the account as it is, and the log too.
    if (!hasChanges(changes)) return target;
    const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
    if (!row) throw new Refusal('notFound');
    // A disabled account is logged out everywhere at once, in the same commit.
    if (row.isDisabled) await endUserSessions(tx, row.id);
    for (const action of actions) await recordAudit(tx, context, { action, targetType: 'user', targetId: row.id });
    return row;
  });
}

export function deleteUser(db: Database, caller: UserRow, id: string, context: AuditContext): Promise<UserWriteOutcome<null>> {
  return refusable(db, async (tx) => {
    const target = await findUser(tx, id, visibleUsers(caller));
    if (!target) throw new Refusal('notFound');
    if (!mayWriteUser(caller, target)) throw new Refusal('forbidden');
    if (target.id === caller.id) throw new Refusal('cannotDeleteSelf');
    await keepAnAdmin(tx, target, null);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAudit(tx, context, { action: 'user.delete', targetType: 'user', targetId: target.id });
    return null;
  });
}
