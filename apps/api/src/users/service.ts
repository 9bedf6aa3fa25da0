import { email, password, requiredString, type Role } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../platform/database.ts';
import { findClashingUser } from './queries.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export interface NewUser {
  username: string;
  email: string;
  name: string;
  role: Role;
  password: string;
  customerId?: string;
  alias?: string;
}

/** Hashes the password and stores the account. The caller has validated the input. */
export async function insertUser(db: Database, { password: plain, ...user }: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: await hashPassword(plain) })
    .returning();
  if (!row) throw new Error(`The user ${user.username} was not stored`);
  return row;
}

export const newAdminSchema = z.object({
  username: requiredString(),
  email: email(),
  name: requiredString(),
  password: password(),
});
export type NewAdmin = z.input<typeof newAdminSchema>;

export class UserExistsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserExistsError';
  }
}

/**
 * The first administrator of a production installation (or another one later). Refuses a username
 * or an email that an account already has. Validation errors come out as zod's, with message keys.
 */
export async function createAdmin(db: Database, input: NewAdmin): Promise<UserRow> {
  const admin = newAdminSchema.parse(input);
  const clash = await findClashingUser(db, admin);
  if (clash) {
    throw new UserExistsError(
      clash.username === admin.username ? `The username "${admin.username}" is taken` : `The email "${admin.email}" belongs to another account`,
    );
  }
  return insertUser(db, { ...admin, role: 'admin' });
}

/** Stores a new password hash for the user (the caller has checked the right to set it). */
export async function setPasswordHash(tx: Database, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
