// Licence arithmetic (spec §3 Service contract): how many rooms hold each licence, written once for
// the contracts screen and for room creation, which needs an available licence.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { roomsPerLicence } from '../rooms/service.ts';
import { licences, serviceContracts, type LicenceRow } from '../db/schema/customers.ts';

export interface LicenceUsage {
  used: number;
  total: number;
  available: number;
}

/** An inactive licence offers nothing; an over-used one (after a contract shrank) none either. */
export const licenceUsage = (licence: Pick<LicenceRow, 'qty' | 'activo'>, used: number): LicenceUsage => ({
  used,
  total: licence.qty,
  available: licence.activo ? Math.max(licence.qty - used, 0) : 0,
});

/** How many live rooms hold each of `licenceIds`. */
export const usedLicences = (db: Database, licenceIds: readonly string[]): Promise<Map<string, number>> => roomsPerLicence(db, licenceIds);

export interface ContractWithLicences {
  id: string;
  name: string;
  licences: (LicenceRow & LicenceUsage)[];
}

/** A customer's contracts, oldest first, each with its licences and their usage. */
export async function contractsOf(db: Database, customerId: string): Promise<ContractWithLicences[]> {
  const contracts = await db
    .select()
    .from(serviceContracts)
    .where(eq(serviceContracts.customerId, customerId))
    .orderBy(serviceContracts.createdAt, serviceContracts.id);
  if (contracts.length === 0) return [];
  const lines = await db
    .select()
    .from(licences)
    .where(
      inArray(
        licences.serviceContractId,
        contracts.map((contract) => contract.id),
      ),
    )
    .orderBy(licences.name, licences.id);
  const used = await usedLicences(
    db,
    lines.map((line) => line.id),
  );
  return contracts.map((contract) => ({
    id: contract.id,
    name: contract.name,
    licences: lines.filter((line) => line.serviceContractId === contract.id).map((line) => ({ ...line, ...licenceUsage(line, used.get(line.id) ?? 0) })),
  }));
}

/**
 * The licence a new room of `customerId` takes: `licenseId` when given (undefined if it is not the
 * customer's or has no place left), else the first with a place, oldest contract first. The lines are
 * locked, so two rooms created at once cannot take the last place twice.
 */
export async function pickLicence(
  tx: Database,
  customerId: string,
  licenseId: string | undefined,
): Promise<{ licenseId: string; serviceContractId: string } | undefined> {
  const lines = await tx
    .select({ licence: licences })
    .from(licences)
    .innerJoin(serviceContracts, eq(licences.serviceContractId, serviceContracts.id))
    .where(and(eq(serviceContracts.customerId, customerId), licenseId === undefined ? undefined : eq(licences.id, licenseId)))
    .orderBy(asc(serviceContracts.createdAt), asc(licences.name), asc(licences.id))
    .for('update', { of: licences });
  const used = await usedLicences(
    tx,
    lines.map(({ licence }) => licence.id),
  );
  const line = lines.find(({ licence }) => licenceUsage(licence, used.get(licence.id) ?? 0).available > 0);
  return line ? { licenseId: line.licence.id, serviceContractId: line.licence.serviceContractId } : undefined;
}
