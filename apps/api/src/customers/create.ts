// POST /customers: staff add a customer, its first user and its first contracts in one transaction,
// so that a refused user (its username taken) leaves no customer without people behind.
import type { CustomerCreate } from '@sereno/validation';
import { recordAudit, type AuditContext } from '../audit/log.ts';
import type { Database } from '../platform/database.ts';
import { createUser, type UserWriteOutcome } from '../users/management.ts';
import type { UserRow } from '../users/queries.ts';
import { insertCustomerWithContracts, type NewCustomer } from './queries.ts';

/** Thrown inside the transaction to roll the customer back when its user is refused. */
class UserRefused extends Error {
  readonly outcome: Exclude<UserWriteOutcome<UserRow>, { outcome: 'done' }>;
  constructor(outcome: Exclude<UserWriteOutcome<UserRow>, { outcome: 'done' }>) {
    super(outcome.outcome);
    this.outcome = outcome;
  }
}

export async function createCustomerWithUser(
  db: Database,
  caller: UserRow,
  input: CustomerCreate,
  context: AuditContext,
): Promise<UserWriteOutcome<{ customerId: string; userId: string }>> {
  const { companyName, ...fields } = input.customer;
  const customer: NewCustomer = { ...fields, name: companyName };
  try {
    const value = await db.transaction(async (tx) => {
      const { id: customerId } = await insertCustomerWithContracts(
        tx,
        customer,
        input.serviceContracts.map((contract) => ({ name: contract.name, signedAt: context.now, licences: contract.licenses })),
      );
      await recordAudit(tx, context, { action: 'customer.create', targetType: 'customer', targetId: customerId });
      const user = await createUser(tx, caller, { ...input.user, role: 'customer', customerId }, context);
      if (user.outcome !== 'done') throw new UserRefused(user);
      return { customerId, userId: user.value.id };
    });
    return { outcome: 'done', value };
  } catch (error) {
    if (error instanceof UserRefused) return error.outcome;
    throw error;
  }
}
