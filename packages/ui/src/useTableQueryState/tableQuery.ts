// Spec §2: list pages keep their filters, sort field, sort direction, page and page size in the query
// string, so that a reload or a shared link shows the same view. Reading is forgiving (a hand-edited
// URL falls back to the defaults); writing leaves defaults out, so that URLs stay short.
import type { DataTableSort } from '../DataTable/columns';
import { defaultPageSize, pageSizeOptions } from '../PaginationFooter/pagination';

export interface TableQuery {
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
  /**
   * Only the non-blank filters (spec §7: optional non-empty filter pairs), as typed: trimming them
   * here would swallow the space someone is typing; trim when the value is sent.
   */
  filters: Readonly<Record<string, string>>;
}

export interface TableQueryOptions {
  /** The names of the filters this list keeps in the URL, e.g. ['status', 'search']. */
  filterKeys?: readonly string[];
  /** @default 10 */
  defaultPageSize?: number;
  /** @default [5, 10, 15, 20, 25] */
  pageSizes?: readonly number[];
  defaultSort?: DataTableSort | null;
}

/** The query-string names, as the list calls of spec §7 name them. */
export const tableQueryKeys = { page: 'page', pageSize: 'limit', sortKey: 'sortKey', sortDirection: 'sortDirection' } as const;

export function readTableQuery(params: URLSearchParams, options: TableQueryOptions = {}): TableQuery {
  const { filterKeys = [], defaultPageSize: fallbackSize = defaultPageSize, pageSizes = pageSizeOptions, defaultSort = null } = options;
  const page = Number(params.get(tableQueryKeys.page));
  const pageSize = Number(params.get(tableQueryKeys.pageSize));
  const sortKey = params.get(tableQueryKeys.sortKey);
  const direction = params.get(tableQueryKeys.sortDirection);
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value?.trim()) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : fallbackSize,
    sort: sortKey ? { columnId: sortKey, direction: direction === 'desc' ? 'desc' : 'asc' } : defaultSort,
    filters,
  };
}

/** The query string for `query`, keeping the parameters this list does not own. */
export function writeTableQuery(params: URLSearchParams, query: TableQuery, options: TableQueryOptions = {}): URLSearchParams {
  const { filterKeys = [], defaultPageSize: fallbackSize = defaultPageSize, defaultSort = null } = options;
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put(tableQueryKeys.page, query.page > 1 ? String(query.page) : null);
  put(tableQueryKeys.pageSize, query.pageSize !== fallbackSize ? String(query.pageSize) : null);
  const isDefaultSort = query.sort?.columnId === defaultSort?.columnId && query.sort?.direction === defaultSort?.direction;
  put(tableQueryKeys.sortKey, query.sort && !isDefaultSort ? query.sort.columnId : null);
  put(tableQueryKeys.sortDirection, query.sort && !isDefaultSort ? query.sort.direction : null);
  for (const key of filterKeys) {
    const value = query.filters[key];
    put(key, value?.trim() ? value : null);
  }
  return next;
}
