// Password reset by email: a random token, of which the database keeps only the SHA-256, good for
// one use within an hour. Using it changes the password, spends every live link of the user and
// ends all of the user's sessions, in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@sereno/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/log.ts';
import { sendEmail } from '../email/outbox.ts';
import { resetPasswordEmail } from '../email/templates.ts';
import type { Database } from '../platform/database.ts';
import { endUserSessions } from '../platform/session/session.ts';
import { findUser, findUserByEmail, type UserRow } from '../users/queries.ts';
import { setPasswordHash } from '../users/service.ts';
import { hashPassword } from './passwords.ts';
import { passwordResetTokens } from '../db/schema/auth.ts';

export const resetTokenLifetimeMs = 60 * 60 * 1000;

const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link of the email: the panel's new-password page with the token and the address. */
export const resetLink = (publicUrl: string, token: string, email: string): string =>
  `${publicUrl}/new-password?${new URLSearchParams({ token, email }).toString()}`;

/**
 * Emails a reset link when the address belongs to an enabled account; does nothing otherwise. The
 * caller answers the same in both cases, so that nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Database,
  { email, language, publicUrl, now }: { email: string; language: Language; publicUrl: string; now: Date },
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.isDisabled) return false;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: tokenHashOf(token), createdAt: now, expiresAt: new Date(now.getTime() + resetTokenLifetimeMs) });
    await sendEmail(tx, resetPasswordEmail({ language, to: user.email, name: user.name, link: resetLink(publicUrl, token, user.email) }), now);
  });
  return true;
}

/** The user of a live (unused, unexpired) token; when `email` is given it must be the user's, in any letter case. */
export async function findResetTokenUser(db: Database, { token, email, now }: { token: string; email?: string; now: Date }): Promise<UserRow | null> {
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  const user = found && (await findUser(db, found.userId, undefined));
  if (!user || user.isDisabled) return null;
  if (email !== undefined && user.email.toLowerCase() !== email.trim().toLowerCase()) return null;
  return user;
}

/** Sets the new password with a live token; false when the token is not (or no longer) live. */
export async function resetPassword(db: Database, { token, password, now, ip }: { token: string; password: string; now: Date; ip: string }): Promise<boolean> {
  const user = await findResetTokenUser(db, { token, now });
  if (!user) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Spending the token is the check that counts: of two requests with one token, only one updates it.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (spent.length === 0) return false;
    // Every other link of the user, sent before this reset, stops working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await setPasswordHash(tx, user.id, passwordHash);
    await endUserSessions(tx, user.id);
    await recordAudit(tx, { actor: user, ip, now }, { action: 'user.password-reset', targetType: 'user', targetId: user.id });
    return true;
  });
}
