import { z } from 'zod';
import { message } from '../messages/message.ts';
import { roles } from '../roles/roles.ts';
import { languages } from '../messages/resources.ts';
import { email } from '../rules/email.ts';
import { longText } from '../rules/length.ts';
import { password, passwordWithConfirmation } from '../rules/password.ts';
import { requiredString } from '../rules/required.ts';
import { enumOf, id, optionalText } from './common.ts';

/** Spec §3 Current user: what login and GET /api/me return, and what the panel keeps in local storage. */
export const currentUserSchema = z
  .object({
    _id: id(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    name: z.string(),
    customerId: id().optional().describe('The customer this user belongs to, for the customer role'),
    alias: z.string().optional(),
    language: z.enum(languages).optional().describe('The language of the messages Sereno sends the person; absent: the customer’s, else Spanish'),
    alarmLinksLogIn: z
      .boolean()
      .optional()
      .describe('true: the link of their alarm emails logs them in, for that one room (PUT /api/profile/alarm-links); absent: it opens the login'),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Spec §3 User, as lists and details show it. */
export const userSchema = z.object({
  _id: id(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  createdAt: z.iso.datetime({ offset: true }),
  isDisabled: z.boolean(),
  customerId: id().optional(),
  alias: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /users: an account made by an administrator. */
export const userCreateSchema = z.object({
  username: requiredString(),
  email: email(),
  name: requiredString(),
  role: enumOf(roles),
  password: password(),
  customerId: id().optional(),
  alias: optionalText(),
  annotations: longText().optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** A text an update may clear: emptied (the panel's cleared field) or null clears it; absent leaves it. */
const clearableText = (text: z.ZodType<string, string>) =>
  z
    .union([text, z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .optional();

/**
 * PUT /users/{id}: everything but the password, which has its own call. An absent field is left as it
 * is; `customerId: null` detaches the account from its customer, and an emptied alias or annotation
 * clears it.
 */
export const userUpdateSchema = userCreateSchema
  .omit({ password: true })
  .partial()
  .extend({
    customerId: id().nullable().optional(),
    alias: clearableText(z.string()),
    annotations: clearableText(longText()),
    isDisabled: z.boolean().optional(),
  });
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** POST /register: a new customer account (name required, spec §2). */
export const registerSchema = z.object({ name: requiredString(), username: requiredString(), email: email() }).and(passwordWithConfirmation());
export type RegisterInput = z.input<typeof registerSchema>;

/** PUT /users/password/{id}: the failure text is the spec's 'La contraseña debe seguir los requisitos'. */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string({ error: message('required') }).min(1, { error: message('required') }) })
  .and(passwordWithConfirmation({ error: 'passwordRequirements' }));
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** POST /reset-password: asks for the link. */
export const resetPasswordRequestSchema = z.object({ email: email() });

/** POST /new-password: the token of the link and the new password twice. */
export const newPasswordSchema = z.object({ token: requiredString() }).and(passwordWithConfirmation());
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
