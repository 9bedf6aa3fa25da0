import { PaginationFooter, type TableQueryState } from '@sereno/ui';
import type { ReactElement } from 'react';

/**
 * A paginated list's footer: its page controls bound to the list's URL state (`useTableQueryState`),
 * or nothing while the list is loading or empty (the table then draws no footer at all).
 */
export function listFooter(table: TableQueryState, total: number | undefined): ReactElement | null {
  if (!total) return null;
  return <PaginationFooter page={table.page} pageSize={table.pageSize} total={total} onPageChange={table.setPage} onPageSizeChange={table.setPageSize} />;
}
