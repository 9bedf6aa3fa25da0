import type { CurrentUser } from '@sereno/validation';
import type { UserRow } from '../db/schema/users.ts';

/** The current-user payload (spec §3) of a stored user. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    name: user.name,
    ...(user.customerId ? { customerId: user.customerId } : {}),
    ...(user.alias ? { alias: user.alias } : {}),
    ...(user.language === 'es' || user.language === 'en' ? { language: user.language } : {}),
    ...(user.alarmLinksLogIn ? { alarmLinksLogIn: true } : {}),
  };
}
