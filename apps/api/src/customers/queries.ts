// What the other modules ask of customers (they do not query its tables themselves:
// docs/architecture.md).
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { insertStandardPreset } from '../presets/queries.ts';
import { customers, licences, serviceContracts, type CustomerRow } from '../db/schema/customers.ts';

export type { CustomerRow };

/** The customer `id`, as a where clause on `customers`. */
export const customerIs = (id: string): SQL => eq(customers.id, id);

/** The customer `id`, if there is one. */
export async function findCustomer(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Whether the customer `id` exists. */
export async function customerExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  return row !== undefined;
}

/** Locks the customer `id` for the rest of the transaction; false when there is none. */
export async function lockCustomer(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  return row !== undefined;
}

export type NewCustomer = typeof customers.$inferInsert;
export interface NewContract {
  name: string;
  signedAt: Date;
  licences: Pick<typeof licences.$inferInsert, 'name' | 'qty' | 'activo' | 'family'>[];
}

/** Stores a customer with its contracts and their licences (the demo's seed); answers its id and each licence's line by name. */
export async function insertCustomerWithContracts(
  tx: Database,
  customer: NewCustomer,
  contracts: readonly NewContract[],
): Promise<{ id: string; lines: Map<string, { licenceId: string; contractId: string }> }> {
  const [row] = await tx.insert(customers).values(customer).returning({ id: customers.id });
  if (!row) throw new Error('the customer insert returned nothing');
  await insertStandardPreset(tx, row.id);
  const lines = new Map<string, { licenceId: string; contractId: string }>();
  for (const contract of contracts) {
    const created = await insertContract(tx, row.id, contract);
    for (const line of created.lines) if (!lines.has(line.name)) lines.set(line.name, { licenceId: line.id, contractId: created.id });
  }
  return { id: row.id, lines };
}

/** Stores a contract of `customerId` with its licences; answers its id and its licence lines. */
export async function insertContract(tx: Database, customerId: string, contract: NewContract): Promise<{ id: string; lines: { id: string; name: string }[] }> {
  const [created] = await tx
    .insert(serviceContracts)
    .values({ customerId, name: contract.name, createdAt: contract.signedAt })
    .returning({ id: serviceContracts.id });
  if (!created) throw new Error('the contract insert returned nothing');
  const lines = await tx
    .insert(licences)
    .values(contract.licences.map((licence) => ({ ...licence, serviceContractId: created.id })))
    .returning({ id: licences.id, name: licences.name });
  return { id: created.id, lines };
}

/** Stores a customer named `name` (a self-registration); answers its id. */
export async function insertCustomer(tx: Database, customer: NewCustomer): Promise<string> {
  const [row] = await tx.insert(customers).values(customer).returning({ id: customers.id });
  if (!row) throw new Error('The customer was not stored');
  await insertStandardPreset(tx, row.id);
  return row.id;
}

/** The customer `id` if `scope` (a where clause such as `visibleCustomers(caller)`) lets it be seen. */
export async function findCustomerIn(db: Database, id: string, scope: SQL | undefined): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), scope));
  return row;
}

/** Turns the customer's disconnection emails on or off as a whole (spec §3 Customer disconnectionNotificationEnabled). */
export async function setCustomerDisconnectionEmails(tx: Database, id: string, enabled: boolean): Promise<void> {
  await tx.update(customers).set({ disconnectionNotificationEnabled: enabled }).where(eq(customers.id, id));
}
