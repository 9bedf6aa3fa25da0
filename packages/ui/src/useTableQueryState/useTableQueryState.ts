import { useRef } from 'react';
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
  const written = useRef<readonly string[]>([]);
  // A router navigates in a transition, so a second change (typing right after picking a filter) can
  // come before the first one renders. Each change is therefore a delta on the newest query string
  // this list wrote, as long as what is shown is still on the way to it; a navigation from elsewhere
  // (the back button, a link) shows a query string off that path and is taken as it is.
  const latestParams = (): URLSearchParams => {
    const shown = params.toString();
    const path = written.current;
    return path.includes(shown) ? new URLSearchParams(path.at(-1)) : params;
  };
  // Paging is a step one may go back on; a changed sort, size or filter replaces the entry.
  const update = (change: (latest: TableQuery) => Partial<TableQuery>, replace: boolean) => {
    const base = latestParams();
    const latest = readTableQuery(base, options);
    const next = writeTableQuery(base, { ...latest, ...change(latest) }, options);
    const shown = params.toString();
    const path = written.current;
    written.current = [...(path.includes(shown) && path.at(-1) !== shown ? path : [shown]), next.toString()];
    setParams(next, { replace });
  };
  const withFilters = (latest: TableQuery, values: Record<string, string | null>) => ({
    filters: { ...latest.filters, ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])) },
    page: 1,
  });
  return {
    ...query,
    setPage: (page) => update(() => ({ page }), false),
    setPageSize: (pageSize) => update(() => ({ pageSize, page: 1 }), true),
    setSort: (sort) => update(() => ({ sort, page: 1 }), true),
    setFilter: (key, value) => update((latest) => withFilters(latest, { [key]: value }), true),
    setFilters: (values) => update((latest) => withFilters(latest, values), true),
    resetFilters: () => update(() => ({ filters: {}, page: 1 }), true),
  };
}
