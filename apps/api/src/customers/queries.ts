// What the other modules ask of customers (they do not query its tables themselves:
// docs/architecture.md).
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { customers, type CustomerRow } from './table.ts';

export type { CustomerRow };

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
