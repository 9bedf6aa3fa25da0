import { z } from 'zod';
import { roles } from './roles.ts';
import type { UserRow } from './table.ts';

/** The current user (spec §3): what login and GET /api/me return, and what the panel keeps in local storage. */
export const currentUserSchema = z
  .object({
    _id: z.uuid(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    name: z.string(),
    customerId: z.uuid().optional().describe('The customer this user belongs to, for the customer role'),
    alias: z.string().optional(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    name: user.name,
    ...(user.customerId ? { customerId: user.customerId } : {}),
    ...(user.alias ? { alias: user.alias } : {}),
  };
}
