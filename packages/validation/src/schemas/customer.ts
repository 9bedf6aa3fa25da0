import { z } from 'zod';
import { email, emailList } from '../rules/email.ts';
import { longText } from '../rules/length.ts';
import { phone, phoneList } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { optionalText, optionalWith } from './common.ts';

/** Spec §3 Customer, as its form edits it (PUT /customers/{id}). */
export const customerSchema = z.object({
  companyName: requiredString(),
  contact: optionalText(),
  alias: optionalText(),
  email: optionalWith(email()).describe('The billing email'),
  phone: optionalWith(phone()),
  vat: optionalText(),
  iban: optionalText(),
  address: optionalText(),
  city: optionalText(),
  state: optionalText(),
  country: optionalText(),
  zipcode: optionalText(),
  reportsEmail: optionalWith(emailList()),
  reportsPhone: optionalWith(phoneList()),
  reportsPhoneSMS: optionalWith(phoneList()),
  disconnectionNotificationEnabled: z.boolean().default(false),
  annotations: longText().optional().describe('Only the first message is kept, as text'),
});
export type CustomerInput = z.input<typeof customerSchema>;
export type Customer = z.output<typeof customerSchema>;
