import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { users, type UserRow } from './table.ts';

/**
 * The account a login names: by username, or by email whatever its letter case. Should a username
 * equal another account's email, the username wins.
 */
export async function findUserForLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(sql`lower(${users.email})`, login.toLowerCase())))
    .orderBy(desc(eq(users.username, login)))
    .limit(1);
  return user;
}

/** Whether the username, or the email in any letter case, already belongs to an account. */
export async function findClashingUser(db: Database, { username, email }: { username: string; email: string }): Promise<Pick<UserRow, 'username' | 'email'> | undefined> {
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, username), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return user;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** The user with `id` among those `scope` keeps (undefined: any user). */
export async function findUser(db: Database, id: string, scope: SQL | undefined): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), scope)).limit(1);
  return user;
}
