// Self-registration (spec §7 Auth): a new customer account, that is a customer named after the
// person and a user with the customer role linked to it, created together or not at all.
import type { RegisterInput } from '@sereno/validation';
import { recordAudit } from '../audit/log.ts';
import { insertCustomer } from '../customers/queries.ts';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { findClashingUser, type UserRow } from '../users/queries.ts';
import { insertUser } from '../users/service.ts';

/** The new user, or null when the username or the email (any letter case) belongs to an account. */
export async function registerCustomer(
  db: Database,
  { name, username, email, password }: Pick<RegisterInput, 'name' | 'username' | 'email' | 'password'>,
  { ip, now }: { ip: string; now: Date },
): Promise<UserRow | null> {
  if (await findClashingUser(db, { username, email })) return null;
  try {
    return await db.transaction(async (tx) => {
      const customerId = await insertCustomer(tx, { name });
      const user = await insertUser(tx, { username, email, name, role: 'customer', password, customerId });
      await recordAudit(tx, { actor: user, ip, now }, { action: 'user.register', targetType: 'user', targetId: user.id });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
