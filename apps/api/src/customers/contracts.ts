// Changing a customer's contracts after onboarding: a new contract, or a contract's licences as they
// are to be. A licence line that rooms hold is never removed nor brought below their number, so that
// no room loses the licence it was created with.
import type { ServiceContractInput, ServiceContractUpdate } from '@sereno/validation';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit, type AuditContext } from '../audit/log.ts';
import { licences, serviceContracts } from '../db/schema/customers.ts';
import type { Database } from '../platform/database.ts';
import { contractsOf, usedLicences, type ContractWithLicences } from './licences.ts';
import { insertContract } from './queries.ts';

export type ContractWriteOutcome =
  | { outcome: 'done'; contract: ContractWithLicences }
  | { outcome: 'contractNotFound' }
  | { outcome: 'licenceNotInContract' }
  | { outcome: 'licenceInUse'; name: string; used: number };

async function contractOf(db: Database, customerId: string, contractId: string): Promise<ContractWithLicences> {
  const contract = (await contractsOf(db, customerId)).find((candidate) => candidate.id === contractId);
  if (!contract) throw new Error(`the contract ${contractId} was just written but is not found`);
  return contract;
}

/** Adds a contract with its licences to the customer `customerId` (which the caller may see). */
export async function addContract(db: Database, customerId: string, input: ServiceContractInput, context: AuditContext): Promise<ContractWithLicences> {
  const id = await db.transaction(async (tx) => {
    const created = await insertContract(tx, customerId, {
      name: input.name,
      signedAt: context.now,
      licences: input.licenses.map((licence) => ({
        name: licence.name,
        qty: licence.qty,
        activo: licence.activo ?? true,
        family: licence.family ?? 'sereno-s1',
      })),
    });
    await recordAudit(tx, context, { action: 'contract.create', targetType: 'customer', targetId: customerId });
    return created.id;
  });
  return contractOf(db, customerId, id);
}

/**
 * Sets the contract `contractId` of `customerId` to `input`: its name, each line with an `_id`
 * changed, each without one added, each left out removed. The lines are locked for the check, so a
 * room created meanwhile cannot take a place that is being taken away.
 */
export async function updateContract(
  db: Database,
  customerId: string,
  contractId: string,
  input: ServiceContractUpdate,
  context: AuditContext,
): Promise<ContractWriteOutcome> {
  type Refusal = Exclude<ContractWriteOutcome, { outcome: 'done' }>;
  const outcome = await db.transaction(async (tx): Promise<Refusal | { outcome: 'updated' }> => {
    const [contract] = await tx
      .select({ id: serviceContracts.id })
      .from(serviceContracts)
      .where(and(eq(serviceContracts.id, contractId), eq(serviceContracts.customerId, customerId)))
      .for('update');
    if (!contract) return { outcome: 'contractNotFound' };
    const current = await tx.select().from(licences).where(eq(licences.serviceContractId, contractId)).for('update');
    const currentIds = new Set(current.map((line) => line.id));
    if (input.licenses.some((line) => line._id !== undefined && !currentIds.has(line._id))) return { outcome: 'licenceNotInContract' };

    const used = await usedLicences(
      tx,
      current.map((line) => line.id),
    );
    const kept = new Map(input.licenses.flatMap((line) => (line._id === undefined ? [] : [[line._id, line] as const])));
    for (const line of current) {
      const inUse = used.get(line.id) ?? 0;
      const next = kept.get(line.id);
      if (inUse > 0 && (next === undefined || next.qty < inUse)) return { outcome: 'licenceInUse', name: line.name, used: inUse };
    }

    await tx.update(serviceContracts).set({ name: input.name }).where(eq(serviceContracts.id, contractId));
    const removed = current.filter((line) => !kept.has(line.id)).map((line) => line.id);
    if (removed.length > 0) await tx.delete(licences).where(inArray(licences.id, removed));
    for (const [id, line] of kept)
      await tx.update(licences).set({ name: line.name, qty: line.qty, activo: line.activo, family: line.family }).where(eq(licences.id, id));
    const added = input.licenses.filter((line) => line._id === undefined);
    if (added.length > 0)
      await tx
        .insert(licences)
        .values(added.map((line) => ({ serviceContractId: contractId, name: line.name, qty: line.qty, activo: line.activo, family: line.family })));
    await recordAudit(tx, context, { action: 'contract.update', targetType: 'customer', targetId: customerId });
    return { outcome: 'updated' };
  });
  return outcome.outcome === 'updated' ? { outcome: 'done', contract: await contractOf(db, customerId, contractId) } : outcome;
}
