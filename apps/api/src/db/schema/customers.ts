import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Spec §3 Customer: the company that rents out the rooms, its billing data and where its reports go. */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The company name (`companyName` in the API). */
  name: text('name').notNull(),
  alias: text('alias'),
  contact: text('contact'),
  /** The billing email. */
  email: text('email'),
  phone: text('phone'),
  vat: text('vat'),
  iban: text('iban'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  zipcode: text('zipcode'),
  /** Comma-separated emails and phones, as the panel's fields write them. */
  reportsEmail: text('reports_email'),
  reportsPhone: text('reports_phone'),
  reportsPhoneSMS: text('reports_phone_sms'),
  /** The language of the messages to the customer's report contacts and its people without one of their own (`es`, `en`); null: Spanish. */
  language: text('language'),
  disconnectionNotificationEnabled: boolean('disconnection_notification_enabled').notNull().default(false),
  /** Where the customer came from (sales channel, partner); set by staff. */
  origin: text('origin'),
  /** Sereno staff's note about the customer: only the first message is kept, as text. */
  annotations: text('annotations'),
  /** The third-party services (PMS) the customer uses, by name. */
  thirdPartyServices: jsonb('third_party_services').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's contract with Sereno: a bundle of licences (spec §3 Service contract). */
export const serviceContracts = pgTable(
  'service_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_contracts_customer').on(table.customerId)],
);

/**
 * A licence line of a contract: `qty` rooms of a device `family` may be monitored while `activo`.
 * How many are used is counted from the rooms that hold it, never stored.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceContractId: uuid('service_contract_id')
      .notNull()
      .references(() => serviceContracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    activo: boolean('activo').notNull().default(true),
    family: text('family').notNull(),
  },
  (table) => [index('licences_contract').on(table.serviceContractId), check('licences_qty_nonnegative', sql`${table.qty} >= 0`)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type LicenceRow = typeof licences.$inferSelect;
