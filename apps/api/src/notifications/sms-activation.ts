// Spec §6: "SMS notification needs activation by the provider". Staff record it per customer once the
// provider has activated the customer's sender; until then a customer's SMS are kept, not sent.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { smsActivations } from '../db/schema/notifications.ts';

/** Whether SMS are activated for the customer `customerId` (an expression of the outer query), as SQL. */
export const smsActivatedFor = (customerId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${smsActivations} where ${smsActivations.customerId} = ${customerId})`;

export async function isSmsActivated(db: Database, customerId: string | null): Promise<boolean> {
  if (!customerId) return false;
  const [row] = await db.select({ customerId: smsActivations.customerId }).from(smsActivations).where(eq(smsActivations.customerId, customerId)).limit(1);
  return row !== undefined;
}

/** Records (or withdraws) the provider's activation of a customer's SMS. */
export async function setSmsActivation(
  db: Database,
  { customerId, activated, by, at }: { customerId: string; activated: boolean; by: string | null; at: Date },
): Promise<void> {
  if (activated) {
    await db.insert(smsActivations).values({ customerId, activatedAt: at, activatedBy: by }).onConflictDoNothing({ target: smsActivations.customerId });
  } else {
    await db.delete(smsActivations).where(eq(smsActivations.customerId, customerId));
  }
}
