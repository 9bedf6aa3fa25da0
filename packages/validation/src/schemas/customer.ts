import { z } from 'zod';
import { email, emailList } from '../rules/email.ts';
import { longText, maxLength } from '../rules/length.ts';
import { message } from '../messages/message.ts';
import { phone, phoneList } from '../rules/phone.ts';
import { requiredString } from '../rules/required.ts';
import { iban, vat } from '../rules/billing.ts';
import { integerInRange } from '../rules/numbers.ts';
import { password } from '../rules/password.ts';
import { enumOf, id, optionalText, optionalWith } from './common.ts';
import { languages } from '../messages/resources.ts';

/**
 * Staff's note about a customer. Older clients send the annotation thread (texts or `{message}`
 * objects); only its first message is kept, as text (spec §3).
 */
const annotations = () =>
  z
    .union([longText(), z.array(z.union([longText(), z.object({ message: longText() }).transform((item) => item.message)]))])
    .transform((value) => (Array.isArray(value) ? value[0] : value) || undefined)
    .describe('Only the first message is kept, as text');

/** Spec §3 Customer, as its form edits it (PUT /customers/{id}). */
export const customerSchema = z.object({
  companyName: requiredString(),
  contact: optionalText(),
  alias: optionalText(),
  email: optionalWith(email()).describe('The billing email'),
  phone: optionalWith(phone()),
  vat: optionalWith(vat()),
  iban: optionalWith(iban()),
  address: optionalText(),
  city: optionalText(),
  state: optionalText(),
  country: optionalText(),
  zipcode: optionalText(),
  reportsEmail: optionalWith(emailList()),
  reportsPhone: optionalWith(phoneList()),
  reportsPhoneSMS: optionalWith(phoneList()),
  language: optionalWith(enumOf(languages)).describe(
    'The language of the messages to the report contacts and to the customer’s people without one of their own; absent: Spanish',
  ),
  disconnectionNotificationEnabled: z.boolean().default(false),
  origin: optionalText().describe('Where the customer came from (sales channel, partner); set by staff'),
  thirdPartyServices: z
    .array(requiredString().pipe(maxLength(50)))
    .max(20, { error: message('maxItems', { max: 20 }) })
    .transform((names) => [...new Set(names)])
    .default([])
    .describe('The property-management systems and other services the customer uses, by name'),
  annotations: annotations().optional(),
});
export type CustomerInput = z.input<typeof customerSchema>;
export type Customer = z.output<typeof customerSchema>;

/** A licence line of a new contract (spec §3 Service contract): `qty` rooms of a device family. */
export const licenceInputSchema = z.object({
  name: requiredString().pipe(maxLength(100)),
  qty: integerInRange(0, 10000),
  family: requiredString().pipe(maxLength(50)).default('sereno-s1').describe('The device family the licence is for'),
  activo: z.boolean().default(true),
});
export type LicenceInput = z.input<typeof licenceInputSchema>;

/** A new service contract with its licences. */
export const serviceContractInputSchema = z.object({
  name: requiredString().pipe(maxLength(100)),
  licenses: z
    .array(licenceInputSchema)
    .min(1, { error: message('required') })
    .max(20, { error: message('maxItems', { max: 20 }) }),
});

/**
 * PUT /customers/{id}/service-contracts/{contractId}: the contract as it is to be. A line with `_id`
 * changes that licence; one without is new; a line left out is removed (refused while rooms hold it).
 */
export const serviceContractUpdateSchema = z.object({
  name: serviceContractInputSchema.shape.name,
  licenses: z
    .array(licenceInputSchema.extend({ _id: id().optional() }))
    .min(1, { error: message('required') })
    .max(20, { error: message('maxItems', { max: 20 }) }),
});
export type ServiceContractUpdateInput = z.input<typeof serviceContractUpdateSchema>;
export type ServiceContractUpdate = z.output<typeof serviceContractUpdateSchema>;
export type ServiceContractInput = z.input<typeof serviceContractInputSchema>;

/**
 * POST /customers: staff add a customer and its first user (a `customer` account) in one go, with
 * its first contracts; either all of it is stored or none.
 */
export const customerCreateSchema = z.object({
  customer: customerSchema,
  user: z.object({
    username: requiredString(),
    email: email(),
    name: requiredString(),
    password: password(),
  }),
  serviceContracts: z
    .array(serviceContractInputSchema)
    .max(10, { error: message('maxItems', { max: 10 }) })
    .default([]),
});
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
export type CustomerCreate = z.output<typeof customerCreateSchema>;
