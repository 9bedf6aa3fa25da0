import { z } from 'zod';
import { email } from '../rules/email.ts';
import { requiredString } from '../rules/required.ts';
import { languages } from '../messages/resources.ts';
import { enumOf } from './common.ts';

/**
 * PUT /api/profile: a person's own name, email and alias. A new email takes the current password
 * (`currentPassword`): whoever holds the email can reset the password, so changing it is changing
 * who owns the account. An emptied alias clears it.
 */
export const profileUpdateSchema = z.object({
  name: requiredString(),
  email: email(),
  alias: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  currentPassword: z.string().optional().describe('Needed only when the email changes'),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * PUT /api/profile/language: the language of the messages Sereno sends the person (alarm emails, SMS,
 * calls), saved with the panel's own language choice in Settings.
 */
export const profileLanguageSchema = z.object({ language: enumOf(languages) });
export type ProfileLanguage = z.input<typeof profileLanguageSchema>;

/**
 * PUT /api/profile/alarm-links: whether the link of one's alarm emails logs one in, for that one room
 * (a signed, single-use link valid 24 hours), rather than opening the login. Off unless chosen.
 */
export const profileAlarmLinksSchema = z.object({ logIn: z.boolean() }).meta({ id: 'ProfileAlarmLinks' });
