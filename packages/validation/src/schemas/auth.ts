import { z } from 'zod';
import { message } from '../messages/message.ts';
import { requiredString } from '../rules/required.ts';

/** POST /api/login and the login form: a username or an email, and the password as typed. */
export const loginSchema = z.object({
  username: requiredString(),
  password: z.string({ error: message('required') }).min(1, { error: message('required') }),
});
export type LoginInput = z.infer<typeof loginSchema>;
