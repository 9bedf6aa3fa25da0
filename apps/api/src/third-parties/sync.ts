// The import of reservations into bookings. Each run takes one customer's account at one provider,
// asks it for the reservations of the customer's linked rooms changed since the last run, and upserts
// them as bookings (bookings/imports.ts: a second run changes nothing). A run first takes the
// account's lease (`syncLeaseUntil`), so that a scheduled and a manual run, or two server processes,
// never import one account at once. A lease rather than an advisory lock as housekeeping takes: a run
// waits on the provider for seconds to minutes, and an advisory lock lives in a transaction (on PGlite,
// the only connection) or a session (a pooled connection the run would have to hold); a lease needs
// neither, and one left by a process that died expires by itself.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { upsertImportedBooking } from '../bookings/imports.ts';
import type { Database } from '../platform/database.ts';
import { linkedRoomsOfCustomer } from '../rooms/service.ts';
import type { LinkedAccount } from './connections.ts';
import { providerErrorMessage } from './errors.ts';
import type { ThirdPartyMessage } from './messages.ts';
import { ProviderError } from './http.ts';
import type { ImportedReservation } from './reservations.ts';
import type { ThirdParties } from './service.ts';
import { pmsConnections, pmsSyncRuns, type PmsConnectionRow, type PmsProvider, type PmsSyncRunRow } from '../db/schema/third-parties.ts';

/** A run holds its account this long at most; a process that dies mid-run frees it after this. */
export const syncLeaseMs = 15 * 60 * 1000;
/** Changes are asked from a little before the last run started, so that a clock skew loses nothing. */
const overlapMs = 5 * 60 * 1000;
/** Kross lists by stay: stays that ended more than this long ago are not asked for again. */
const krossLookBackMs = 2 * 24 * 60 * 60 * 1000;

export interface SyncDeps {
  db: Database;
  thirdParties: ThirdParties;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** The lease of `connection`, or null when another run holds it. */
async function takeLease(db: Database, connectionId: string, now: Date): Promise<PmsConnectionRow | null> {
  const [row] = await db
    .update(pmsConnections)
    .set({ syncLeaseUntil: new Date(now.getTime() + syncLeaseMs) })
    .where(and(eq(pmsConnections.id, connectionId), or(isNull(pmsConnections.syncLeaseUntil), lt(pmsConnections.syncLeaseUntil, now))))
    .returning();
  return row ?? null;
}

async function reservationsOf({ thirdParties, clock }: SyncDeps, account: LinkedAccount, unitIds: string[]): Promise<ImportedReservation[]> {
  const { connection } = account;
  const since = connection.syncedUntil ? new Date(connection.syncedUntil.getTime() - overlapMs) : null;
  switch (connection.provider) {
    case 'guesty':
      return thirdParties.guesty.reservations((account as LinkedAccount<'guesty'>).credentials, connection.tokenKey, { listingIds: unitIds, since });
    case 'avantio':
      return thirdParties.avantio.bookings((account as LinkedAccount<'avantio'>).credentials, { accommodationIds: unitIds, since });
    case 'kross':
      return thirdParties.kross.reservations(
        (account as LinkedAccount<'kross'>).credentials,
        connection.tokenKey,
        thirdParties.krossLimitKey(connection.tokenKey),
        {
          roomIds: unitIds,
          from: new Date(clock().getTime() - krossLookBackMs),
        },
      );
  }
}

/** The stored credentials no longer decrypt (SERENO_SECRET changed without SERENO_PREVIOUS_SECRET). */
class UnreadableCredentials extends Error {}

function failureOf(error: unknown, provider: PmsProvider): ThirdPartyMessage {
  if (error instanceof ProviderError) return providerErrorMessage(error, 'use');
  if (error instanceof UnreadableCredentials) return { key: 'unreadable', params: { provider } };
  return { key: 'syncInternal', params: { provider } };
}

/**
 * One run of one account: null when another run holds it. Provider failures end the run with
 * `errors` and the failure (a message key, told in each reader's language); they are not thrown.
 */
export async function syncAccount(deps: SyncDeps, connectionId: string, trigger: 'schedule' | 'manual'): Promise<PmsSyncRunRow | null> {
  const { db, thirdParties, clock, log } = deps;
  const startedAt = clock();
  const connection = await takeLease(db, connectionId, startedAt);
  if (!connection) return null;
  const provider: PmsProvider = connection.provider;
  const [run] = await db.insert(pmsSyncRuns).values({ customerId: connection.customerId, provider, trigger, startedAt }).returning();
  if (!run) throw new Error('the sync run was not recorded');
  let imported = 0;
  let updated = 0;
  let errors = 0;
  let failure: ThirdPartyMessage | null = null;
  let succeeded = false;
  try {
    const linked = await linkedRoomsOfCustomer(db, connection.customerId, provider);
    const roomOfUnit = new Map(linked.map((room) => [room.unitId, room.id]));
    // Without a linked room there is nothing to ask the provider for.
    if (roomOfUnit.size > 0) {
      const account = thirdParties.connections.open(connection);
      if (!account) throw new UnreadableCredentials();
      const reservations = await reservationsOf(deps, account, [...roomOfUnit.keys()]);
      for (const reservation of reservations) {
        const roomId = roomOfUnit.get(reservation.unitId);
        if (!roomId) continue;
        if (!(reservation.checkOut.getTime() > reservation.checkIn.getTime()) || Number.isNaN(reservation.checkIn.getTime())) {
          errors++;
          failure ??= { key: 'stayEndsBeforeStart', params: { provider, reservation: reservation.externalId } };
          continue;
        }
        const { unitId: _unit, externalId, ...fields } = reservation;
        // The provider's ids are unique within an account only: the customer's id makes them unique in Sereno.
        const outcome = await db.transaction((tx) =>
          upsertImportedBooking(
            tx,
            {
              ...fields,
              source: provider,
              externalId: `${connection.customerId}:${externalId}`,
              pmsReservationNumber: fields.pmsReservationNumber ?? externalId,
              roomId,
            },
            clock(),
          ),
        );
        if (outcome === 'created') imported++;
        else if (outcome === 'updated') updated++;
      }
    }
    succeeded = true;
  } catch (error) {
    errors++;
    failure = failureOf(error, provider);
    if (failure.key === 'syncInternal') log.error({ err: error, provider, customerId: connection.customerId }, 'a PMS sync failed');
  }
  const finishedAt = clock();
  const [finished] = await db.update(pmsSyncRuns).set({ finishedAt, imported, updated, errors, failure }).where(eq(pmsSyncRuns.id, run.id)).returning();
  await db
    .update(pmsConnections)
    .set({ syncLeaseUntil: null, ...(succeeded ? { lastSyncAt: finishedAt, syncedUntil: startedAt } : {}) })
    .where(eq(pmsConnections.id, connection.id));
  return finished ?? run;
}

/** Every linked account whose lease is free, one after another (a round of the schedule). */
export async function syncAll(deps: SyncDeps): Promise<PmsSyncRunRow[]> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: pmsConnections.id })
    .from(pmsConnections)
    .where(or(isNull(pmsConnections.syncLeaseUntil), lt(pmsConnections.syncLeaseUntil, now)));
  const runs: PmsSyncRunRow[] = [];
  for (const { id } of due) {
    const run = await syncAccount(deps, id, 'schedule');
    if (run) runs.push(run);
  }
  return runs;
}

/** The schedule: a round every `everyMs`, never two rounds of this process at once. */
export function startPmsSync(deps: SyncDeps & { everyMs: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = syncAll(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'the PMS sync round failed; it runs again at the next round'))
      .finally(() => {
        busy = false;
      });
  }, deps.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
