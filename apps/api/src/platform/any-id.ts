// A list of ids as one parameter: `column = any($1::uuid[])`. drizzle's `inArray` writes a
// parameter per id and builds each one's SQL chunk, which an export pays on every page of 1,000
// rows (a tenth of its time in the profile, docs/exports.md). The ids are uuids (no comma, brace
// or quote to escape in the array's text); an empty list matches nothing.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const isAnyId = (column: AnyColumn, ids: readonly string[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
