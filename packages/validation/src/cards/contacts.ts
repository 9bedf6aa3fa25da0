// Spec §3 Emergency contact: name, type, email, telephone, description, days and hours.
import { z } from 'zod';
import { message } from '../messages/message.ts';
import { email } from '../rules/email.ts';
import { longText, maxLength } from '../rules/length.ts';
import { phone } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { enumOf, optionalText, optionalWith } from '../schemas/common.ts';

export const emergencyContactTypes = ['opening', 'plumbing', 'electricity', 'noise', 'general', 'other'] as const;
export type EmergencyContactType = (typeof emergencyContactTypes)[number];

/** At most this many people on one contacts card. */
export const CARD_CONTACTS_MAX = 50;

export const emergencyContactSchema = z.object({
  name: requiredString().pipe(maxLength(200)),
  type: enumOf(emergencyContactTypes),
  email: optionalWith(email()),
  telephone: phone(),
  description: longText().default(''),
  /** When to call, as the owner writes it ("L-V 9:00-18:00"). */
  daysAndHours: optionalText(),
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

const contactList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { error: message('required') })
    .max(CARD_CONTACTS_MAX, { error: message('maxItems', { max: CARD_CONTACTS_MAX }) });

/** The emergency contact card: whom to call for what. */
export const emergencyContactCardSchema = z.object({ contacts: contactList(emergencyContactSchema) });

/** The contacts card: the people of the property (cleaning, maintenance, reception). */
export const contactsCardSchema = z.object({
  contacts: contactList(
    z.object({
      name: requiredString().pipe(maxLength(200)),
      role: optionalText(),
      email: optionalWith(email()),
      telephone: phone(),
    }),
  ),
});
