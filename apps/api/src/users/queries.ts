// The reads of users, for the users module and for every other one (they do not query `users`
// themselves: docs/architecture.md). Fragments for another module's query take its column.
import { and, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/database.ts';
import { isAnyId } from '../platform/any-id.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export type { UserRow };

/** The ids of the people of a customer, as a subquery for `inArray`. */
export const usersOfCustomer = (customerId: string): SQL => sql`(select ${users.id} from ${users} where ${users.customerId} = ${customerId})`;

/** The ids of the people of no customer (staff), as a subquery for `inArray`. */
export const usersWithoutCustomer = (): SQL => sql`(select ${users.id} from ${users} where ${users.customerId} is null)`;

/** The users whose username matches the `ilike` pattern, as a where clause on `users`. */
export const usernameLike = (pattern: string): SQL => ilike(users.username, pattern);

/** The user `id`, as a where clause on `users`. */
export const userIs = (id: string): SQL => eq(users.id, id);

/** The people of the customer `customerId`, as a where clause on `users`. */
export const userOfCustomer = (customerId: string): SQL => eq(users.customerId, customerId);

/** The users whose role is one of `roles`, as a where clause on `users`. */
export const userWithRoleIn = (roles: readonly UserRow['role'][]): SQL => inArray(users.role, [...roles]);

/** The users that `scope` keeps (undefined: every user), as a where clause on another table's `userId` column. */
export const userAmong = (userId: AnyColumn, scope: SQL | undefined): SQL | undefined =>
  scope === undefined ? undefined : inArray(userId, sql`(select ${users.id} from ${users} where ${scope})`);

/** The username of the user `userId` (a column of the outer query); null when there is none. */
export const usernameOf = (userId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${outerColumn(userId)})`;

/** The customer of the user `userId` (a column of the outer query); null for staff. */
export const customerIdOf = (userId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${users.customerId} from ${users} where ${users.id} = ${outerColumn(userId)})`;

/**
 * The rows of another module's `table` that `where` keeps, each with the user its `userId` column
 * names (null when there is none), as one prepared statement `name`: the session of every request
 * is read with its user in one round trip (docs/scaling.md, "Per request").
 */
export function prepareWithUser<Table extends PgTable>(
  db: Database,
  table: Table,
  userId: AnyColumn,
  where: SQL,
  name: string,
): { execute(placeholders: Record<string, unknown>): Promise<{ row: Table['$inferSelect']; user: UserRow | null }[]> } {
  return db
    .select({ row: table as PgTable, user: users })
    .from(table as PgTable)
    .leftJoin(users, eq(users.id, userId))
    .where(where)
    .prepare(name) as never;
}

/** The usernames of the users `ids` (one query for a page of another module's rows: an export's). */
export async function usernamesOf(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(isAnyId(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The customer of a user (null for staff, undefined when there is no such user). */
export async function customerOfUser(db: Database, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  return row === undefined ? undefined : row.customerId;
}

/** The accounts whose email (any letter case) is one of `emails` (lower case), and the account `id`: who may act through an alarm email. */
export async function accountsByEmailOrId(
  db: Database,
  emails: readonly string[],
  id: string | null,
): Promise<Pick<UserRow, 'id' | 'email' | 'role' | 'isDisabled' | 'language' | 'alarmLinksLogIn'>[]> {
  const byEmail = emails.length > 0 ? inArray(sql`lower(${users.email})`, [...emails]) : undefined;
  const byId = id ? eq(users.id, id) : undefined;
  if (!byEmail && !byId) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      isDisabled: users.isDisabled,
      language: users.language,
      alarmLinksLogIn: users.alarmLinksLogIn,
    })
    .from(users)
    .where(or(byEmail, byId));
}

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
export async function findClashingUser(
  db: Database,
  { username, email }: { username: string; email: string },
): Promise<Pick<UserRow, 'username' | 'email'> | undefined> {
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

/** Whether `userId` is an enabled manager account of `customerId` (a room's manager works for its owner's customer). */
export async function isManagerOf(db: Database, userId: string, customerId: string | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'manager'), eq(users.customerId, customerId), ne(users.isDisabled, true)));
  return row !== undefined;
}

/** Whether the user `id` exists. */
export async function userExists(db: Database, id: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return user !== undefined;
}

/** The user with `id` among those `scope` keeps (undefined: any user). */
export async function findUser(db: Database, id: string, scope: SQL | undefined): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), scope))
    .limit(1);
  return user;
}

/** Which of `usernames` belong to an account. */
export async function existingUsernames(db: Database, usernames: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  return new Set(rows.map((row) => row.username));
}

/** The account with the email `email`, in any letter case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}
