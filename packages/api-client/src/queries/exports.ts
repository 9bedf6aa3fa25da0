// The addresses of the lists' exports (docs/exports.md): GET /api/<list>/export.csv or .xlsx with the
// list's own filters and sort, as a link downloads them (the session cookie goes along).
import { apiBaseUrl } from '../http/default-client.ts';
import type { paths } from '../generated/schema.ts';

/** The lists that export what their filters show. */
export type ExportedList = 'devices' | 'tasks' | 'users' | 'audit' | 'rooms';

type QueryOf<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Query } } } ? NonNullable<Query> : never;

/** Each list's export query: its list's filters and sort, without the page. */
export interface ExportQueries {
  devices: QueryOf<'/api/devices/export.csv'>;
  tasks: QueryOf<'/api/tasks/export.csv'>;
  users: QueryOf<'/api/users/export.csv'>;
  audit: QueryOf<'/api/audit/export.csv'>;
  rooms: QueryOf<'/api/rooms/export.csv'>;
}

/**
 * GET /api/`list`/export.`format` with the list's query: the page (`offset`, `limit`) and empty
 * filters are left out, as the list's own query may carry them.
 */
export function listExportUrl<List extends ExportedList>(
  list: List,
  query: ExportQueries[List] | Record<string, unknown> = {},
  format: 'csv' | 'xlsx' = 'csv',
): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([key, value]) => key !== 'offset' && key !== 'limit' && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const text = search.toString();
  return `${apiBaseUrl()}/api/${list}/export.${format}${text ? `?${text}` : ''}`;
}
