import { useCallback, useMemo } from 'react';
import type { DataTableSort } from '../DataTable/columns';
import { readTableQuery, writeTableQuery, type TableQuery, type TableQueryOptions } from './tableQuery';

/** What react-router's `useSearchParams()` returns; any router's equivalent fits. */
export type SearchParamsState = readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void];

export interface TableQueryState extends TableQuery {
  setPage: (page: number) => void;
  /** A new page size, sort or filter starts again at page 1. */
  setPageSize: (pageSize: number) => void;
  setSort: (sort: DataTableSort | null) => void;
  setFilter: (key: string, value: string | null) => void;
  resetFilters: () => void;
}

/**
 * A list's page, page size, sort and filters, kept in the URL's query string: a reload, the back
 * button or a shared link restore the view. Pass the router's search-params pair:
 * `useTableQueryState(useSearchParams(), { filterKeys: ['status', 'search'] })`.
 */
export function useTableQueryState([params, setParams]: SearchParamsState, options: TableQueryOptions = {}): TableQueryState {
  const { filterKeys, defaultPageSize, pageSizes, defaultSort } = options;
  const settings = useMemo(
    () => ({ filterKeys, defaultPageSize, pageSizes, defaultSort }),
    // The lists pass literals: compare what they say, not their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify([filterKeys, defaultPageSize, pageSizes, defaultSort])],
  );
  const query = useMemo(() => readTableQuery(params, settings), [params, settings]);
  // Paging is a step one may go back on; a changed filter replaces the entry rather than pile them up.
  const update = useCallback(
    (change: Partial<TableQuery>, replace: boolean) => setParams(writeTableQuery(params, { ...query, ...change }, settings), { replace }),
    [params, query, settings, setParams],
  );
  return {
    ...query,
    setPage: (page) => update({ page }, false),
    setPageSize: (pageSize) => update({ pageSize, page: 1 }, true),
    setSort: (sort) => update({ sort, page: 1 }, true),
    setFilter: (key, value) => update({ filters: { ...query.filters, [key]: value ?? '' }, page: 1 }, true),
    resetFilters: () => update({ filters: {}, page: 1 }, true),
  };
}
