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
  /** Several filters in one step (a preset such as "the last 7 days" sets `from` and `to`); null removes one. */
  setFilters: (values: Record<string, string | null>) => void;
  resetFilters: () => void;
}

/**
 * A list's page, page size, sort and filters, kept in the URL's query string: a reload, the back
 * button or a shared link restore the view. Pass the router's search-params pair:
 * `useTableQueryState(useSearchParams(), { filterKeys: ['status', 'search'] })`.
 */
export function useTableQueryState([params, setParams]: SearchParamsState, options: TableQueryOptions = {}): TableQueryState {
  // Reading the URL is cheap: it is read afresh on each render rather than memoized.
  const query = readTableQuery(params, options);
  // Paging is a step one may go back on; a changed sort, size or filter replaces the entry.
  const update = (change: Partial<TableQuery>, replace: boolean) => setParams(writeTableQuery(params, { ...query, ...change }, options), { replace });
  return {
    ...query,
    setPage: (page) => update({ page }, false),
    setPageSize: (pageSize) => update({ pageSize, page: 1 }, true),
    setSort: (sort) => update({ sort, page: 1 }, true),
    setFilter: (key, value) => update({ filters: { ...query.filters, [key]: value ?? '' }, page: 1 }, true),
    setFilters: (values) =>
      update({ filters: { ...query.filters, ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])) }, page: 1 }, true),
    resetFilters: () => update({ filters: {}, page: 1 }, true),
  };
}
