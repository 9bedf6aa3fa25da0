// The list conventions every list route shares (spec §7), written once: optional non-empty filter
// pairs, `sortKey` among the route's own, `sortDirection`, `offset`, `limit` (1–25, default 10; a
// larger limit is refused with 400, never clamped), and a page with its totals.
import { listQuerySchema, message } from '@sereno/validation';
import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from './database.ts';

/** A filter sent empty (`?role=`) means no filter, as the panel's cleared fields send it. */
const emptyAsAbsent = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The query string of a list route: the shared keys, `sortKey` limited to `sortKeys` (another one
 * answers 400), and the route's filters, each optional and ignored when empty.
 */
export function listQuery<const SortKey extends string, Filters extends Record<string, z.ZodType>>(
  sortKeys: readonly [SortKey, ...SortKey[]],
  filters: Filters,
) {
  const optionalFilters = Object.fromEntries(Object.entries(filters).map(([name, schema]) => [name, emptyAsAbsent(schema)])) as {
    [Name in keyof Filters]: ReturnType<typeof emptyAsAbsent<Filters[Name]>>;
  };
  return listQuerySchema.extend({
    sortKey: z
      .enum(sortKeys, { error: message('option') })
      .optional()
      .describe(`One of ${sortKeys.join(', ')}`),
    ...optionalFilters,
  });
}

export interface ListPage<Row> {
  items: Row[];
  total: number;
  totalPages: number;
}

export interface PageRequest<SortKey extends string> {
  sortKey?: SortKey | undefined;
  sortDirection: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The extra column of the page's statement that carries the total (a name no selection uses). */
const totalColumn = 'sereno_list_total';

/**
 * One page of `select` (a fresh `$dynamic()` select without a where clause) and the count of all
 * rows of `table` that `where` keeps (so `where` names columns of `table` only). Rows are ordered by
 * the sort key's column, then by `tieBreaker`, so that equal values do not move between pages.
 *
 * The count rides in the page's own statement as an uncorrelated scalar subquery, which PostgreSQL
 * runs once (an InitPlan) beside the page's index scan: one statement on one pooled connection
 * instead of two (PostgreSQL's CPU per users-list request fell about 7 %, bench/api/README.md). Not
 * `count(*) over ()`, which would first read every matching row of a large table (the audit log, the
 * devices) to page 25 of them. A page past the end has no row to carry the count: only then is it
 * asked on its own.
 */
export async function listPage<Select extends PgSelect, SortKey extends string>(
  db: Database,
  {
    select,
    table,
    where,
    sortColumns,
    defaultSort,
    tieBreaker,
    page,
  }: {
    select: Select;
    table: PgTable;
    where: SQL | undefined;
    /** A key's column, or its columns in order (a key that ranks by several things at once). */
    sortColumns: Record<SortKey, AnyColumn | SQL | readonly (AnyColumn | SQL)[]>;
    defaultSort: SortKey;
    tieBreaker: AnyColumn;
    page: PageRequest<SortKey>;
  },
): Promise<ListPage<Awaited<Select>[number]>> {
  const direction = page.sortDirection === 'desc' ? desc : asc;
  const columns = [sortColumns[page.sortKey ?? defaultSort]].flat();
  const countQuery = () => db.select({ value: count() }).from(table).where(where);
  // drizzle's typed view of the selection: the same object the statement is built from.
  const fields = select._.config.fields;
  if (totalColumn in fields) throw new Error(`listPage needs a fresh select: this one already carries ${totalColumn} (a select reused across lists?)`);
  fields[totalColumn] = sql<number>`${countQuery()}`.mapWith(Number);
  const rows = (await select
    .where(where)
    .orderBy(...columns.map((column) => direction(column)), direction(tieBreaker))
    .limit(page.limit)
    .offset(page.offset)) as (Awaited<Select>[number] & Record<typeof totalColumn, number>)[];
  const items = rows.map(({ [totalColumn]: _total, ...item }) => item as Awaited<Select>[number]);
  const total = rows[0]?.[totalColumn] ?? (page.offset === 0 ? 0 : ((await countQuery())[0]?.value ?? 0));
  return { items, total, totalPages: Math.ceil(total / page.limit) };
}

/** A `LIKE` pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
