// The sync runs as the routes read them: a customer's last run at a provider, and a page of runs.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { listPage, type PageRequest } from '../platform/lists.ts';
import { pmsSyncRuns, type PmsProvider, type PmsSyncRunRow } from '../db/schema/third-parties.ts';

/** The customer's newest run at `provider`. */
export async function lastRunOf(db: Database, customerId: string, provider: PmsProvider): Promise<PmsSyncRunRow | undefined> {
  const [run] = await db
    .select()
    .from(pmsSyncRuns)
    .where(and(eq(pmsSyncRuns.customerId, customerId), eq(pmsSyncRuns.provider, provider)))
    .orderBy(desc(pmsSyncRuns.startedAt), desc(pmsSyncRuns.id))
    .limit(1);
  return run;
}

/** A page of the runs of `customerId` (undefined: every customer's) at `provider` (undefined: any). */
export function listSyncRuns(
  db: Database,
  { customerId, provider }: { customerId: string | undefined; provider: PmsProvider | undefined },
  page: PageRequest<'startedAt' | 'provider'>,
) {
  return listPage(db, {
    select: db.select().from(pmsSyncRuns).$dynamic(),
    table: pmsSyncRuns,
    where: and(
      customerId === undefined ? undefined : eq(pmsSyncRuns.customerId, customerId),
      provider === undefined ? undefined : eq(pmsSyncRuns.provider, provider),
    ),
    sortColumns: { startedAt: pmsSyncRuns.startedAt, provider: pmsSyncRuns.provider },
    defaultSort: 'startedAt',
    tieBreaker: pmsSyncRuns.id,
    page,
  });
}
