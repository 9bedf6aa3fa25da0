// The two routes of a list's export (`<path>.csv` and `<path>.xlsx`), registered once for every
// list: the list's own query schema (without its page), the list's own action, and a source that
// reads what the list shows, a page at a time (docs/exports.md).
import type { RouteAccess } from '@sereno/validation';
import { and, asc, Column, desc, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorResponse } from '../errors.ts';
import { requestLanguage } from '../messages.ts';
import { sessionSecurity } from '../openapi.ts';
import { exportMaxRows, exportPageSize, type ExportSource } from './columns.ts';
import { exportResponse, keysetPages, offsetPages, sendExport, type ExportFormat } from './send.ts';

type ZodApp = FastifyInstance<never, never, never, never, ZodTypeProvider> | FastifyInstance;

export interface ExportRoutes<Query extends z.ZodType> {
  /** The path without the extension: `/devices/export`. */
  path: string;
  action: RouteAccess;
  tag: string;
  operationIds: Record<ExportFormat, string>;
  /** The list route whose rows it exports, for the description: `GET /devicesByFilters`. */
  list: string;
  /** What the description adds: the columns' times, who sees what. */
  details: string;
  /** The list's query schema without `offset` and `limit`. */
  querystring: Query;
  /** The answers besides 200 (the list's own). */
  errors: Record<number, ReturnType<typeof errorResponse>>;
  /** The file's name and the XLSX sheet's. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's own row type
  source: (request: FastifyRequest, query: z.infer<Query>) => Promise<ExportSource<any>>;
}

/** Registers `<path>.csv` and `<path>.xlsx`. */
export function registerExportRoutes<Query extends z.ZodType>(app: ZodApp, routes: ExportRoutes<Query>): void {
  for (const format of ['csv', 'xlsx'] as const) {
    (app as FastifyInstance).get(
      `${routes.path}.${format}`,
      {
        config: { action: routes.action },
        schema: {
          operationId: routes.operationIds[format],
          tags: [routes.tag],
          summary: `The filtered ${routes.name} as ${format === 'csv' ? 'CSV' : 'an Excel workbook (XLSX)'}`,
          security: sessionSecurity,
          description:
            `What \`${routes.list}\` would list with the same filters and sort, every page (at most ${exportMaxRows}), streamed. ` +
            `Headers in the request's language. ${routes.details} ` +
            (format === 'csv'
              ? "UTF-8 with a byte-order mark, `;` between cells in Spanish and `,` in English; a text starting with = + - @, a tab or a carriage return gets a leading ' so that spreadsheets show it as text."
              : 'Date cells and number cells, the header row frozen, column widths set.'),
          querystring: routes.querystring,
          response: { 200: exportResponse(format), ...routes.errors },
        },
      },
      async (request, reply) => {
        const source = await routes.source(request, request.query as z.infer<Query>);
        return sendExport(reply, format, source, { language: requestLanguage(request), name: routes.name });
      },
    );
  }
}

/**
 * The sort's columns when a keyset can follow them: plain columns of the tie breaker's table that are
 * never null (a row comparison with a null is neither before nor after). Else undefined.
 */
function keysetColumns(columns: readonly (AnyColumn | SQL)[], tieBreaker: AnyColumn): AnyColumn[] | undefined {
  const plain = columns.filter((column): column is AnyColumn => is(column, Column));
  if (plain.length !== columns.length) return undefined;
  return plain.every((column) => column.notNull && column.table === tieBreaker.table) ? plain : undefined;
}

/**
 * The rows a list route shows (its select, where and order, as `listPage` builds them), every page,
 * at most `exportMaxRows`. With `keyOf` (a row's tie breaker) and a sort a keyset can follow (plain
 * columns, never null: the audit log's time, a username, a monitor id), each page starts after the
 * last row's (sort, tie breaker), read from the database; else by offset, which past tens of
 * thousands of rows reads more than it keeps. `select` makes a fresh select per page.
 */
export function listExportPages<Select extends PgSelect, SortKey extends string>({
  select,
  where,
  sortColumns,
  defaultSort,
  tieBreaker,
  keyOf,
  sortKey,
  sortDirection,
}: {
  select: () => Select;
  where: SQL | undefined;
  sortColumns: Record<SortKey, AnyColumn | SQL | readonly (AnyColumn | SQL)[]>;
  defaultSort: SortKey;
  tieBreaker: AnyColumn;
  keyOf?: (row: Awaited<Select>[number]) => string;
  sortKey?: SortKey | undefined;
  sortDirection: 'asc' | 'desc';
}): AsyncGenerator<readonly Awaited<Select>[number][]> {
  const direction = sortDirection === 'desc' ? desc : asc;
  const sort = [sortColumns[sortKey ?? defaultSort]].flat();
  const order = [...sort.map((column) => direction(column)), direction(tieBreaker)];
  const page = async (condition: SQL | undefined, limit: number, offset = 0) =>
    (await select()
      .where(and(where, condition))
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as Awaited<Select>[number][];
  const keyset = keyOf && keysetColumns(sort, tieBreaker);
  const options = { pageSize: exportPageSize, max: exportMaxRows };
  if (!keyOf || !keyset) return offsetPages((offset, limit) => page(undefined, limit, offset), options);
  const key = sql.join([...keyset, tieBreaker], sql`, `);
  const after = sortDirection === 'desc' ? sql`<` : sql`>`;
  return keysetPages(
    (afterId: string | undefined, limit) =>
      page(afterId === undefined ? undefined : sql`(${key}) ${after} (select ${key} from ${tieBreaker.table} where ${tieBreaker} = ${afterId})`, limit),
    keyOf,
    options,
  );
}
