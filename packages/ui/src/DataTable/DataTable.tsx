import { getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import { useUiStrings } from '../i18n/strings';
import { cx } from '../private/cx';
import { useControllableState } from '../private/useControllableState';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { compareCellValues, formatCellValue, nextSort, type DataTableColumn, type DataTableSort } from './columns';
import * as styles from './DataTable.css';

export const sortModes = ['client', 'server'] as const;
export type SortMode = (typeof sortModes)[number];
export const selectionModes = ['none', 'multiple'] as const;
export type SelectionMode = (typeof selectionModes)[number];

export interface DataTableProps<Row> {
  /** What the table lists; its accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The sort, controlled; `null` for the order the rows came in. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** `server`: the rows come sorted (a paginated list); the table only shows and reports the sort. @default 'client' */
  sortMode?: SortMode;
  /** @default 'none' */
  selectionMode?: SelectionMode;
  selectedIds?: ReadonlySet<string>;
  defaultSelectedIds?: ReadonlySet<string>;
  onSelectionChange?: (selectedIds: ReadonlySet<string>) => void;
  /** The actions of a row (buttons, a menu), in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Placeholder rows while the first or next page loads. */
  isLoading?: boolean;
  /** @default 10 */
  loadingRowCount?: number;
  /** Shown instead of the rows when loading failed: say what happened and what to do. */
  error?: ReactNode;
  /** Shown when there are no rows. @default "No hay nada que mostrar." */
  emptyState?: ReactNode;
  /** A CSS height past which the rows scroll under a sticky header. */
  maxHeight?: string;
  /** Renders only the rows in view: for long client-side lists (needs `maxHeight`). */
  virtualize?: boolean;
  /** A row's height in pixels, for virtualized lists. @default 41 */
  estimatedRowHeight?: number;
  /** Under the table, usually a `PaginationFooter`. */
  footer?: ReactNode;
}

const emptySelection: ReadonlySet<string> = new Set();

/**
 * A table of records (TanStack Table inside): sortable columns, client or server side; row actions;
 * selection; placeholder rows while loading; empty and error states; a sticky header; and virtualized
 * rows for long lists. Paginate it with `PaginationFooter` in `footer`.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  sortMode = 'client',
  selectionMode = 'none',
  selectedIds: selectedProp,
  defaultSelectedIds = emptySelection,
  onSelectionChange,
  rowActions,
  isLoading = false,
  loadingRowCount = 10,
  error,
  emptyState,
  maxHeight,
  virtualize = false,
  estimatedRowHeight = 41,
  footer,
}: DataTableProps<Row>) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange);
  const [selected, setSelected] = useControllableState(selectedProp, defaultSelectedIds, onSelectionChange);

  const tableColumns = useMemo<ColumnDef<Row>[]>(() => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return columns.map((column) => ({
      id: column.id,
      accessorFn: column.value,
      enableSorting: column.isSortable ?? true,
      sortingFn: (a, b, id) => compareCellValues(a.getValue(id), b.getValue(id), collator),
    }));
  }, [columns, locale]);

  // One sorting value per sort: a new one on each render made TanStack sort again, and its page-index
  // reset (for pagination this table does not use) answered with a render, for ever.
  const sortColumnId = sort?.columnId;
  const sortDirection = sort?.direction;
  const sorting = useMemo<SortingState>(
    () => (sortColumnId === undefined ? [] : [{ id: sortColumnId, desc: sortDirection === 'desc' }]),
    [sortColumnId, sortDirection],
  );
  const table = useReactTable({
    data: rows as Row[],
    columns: tableColumns,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    autoResetAll: false,
    manualSorting: sortMode === 'server',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shownRows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtualize ? shownRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
  });
  const virtualRows = virtualize ? virtualizer.getVirtualItems() : [];
  const rowsInView = virtualize ? virtualRows.map((item) => shownRows[item.index]).filter((row) => row !== undefined) : shownRows;
  const paddingBefore = virtualize ? (virtualRows[0]?.start ?? 0) : 0;
  const paddingAfter = virtualize ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;

  const columnsCount = columns.length + (selectionMode === 'multiple' ? 1 : 0) + (rowActions ? 1 : 0);
  const allIds = shownRows.map((row) => row.id);
  const selectedCount = allIds.filter((id) => selected.has(id)).length;
  const toggleRow = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(selectedCount === allIds.length ? new Set() : new Set(allIds));

  const message = (content: ReactNode) => (
    <tr>
      <td className={styles.messageCell} colSpan={columnsCount}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (error) body = message(error);
  else if (isLoading)
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <tr key={`loading-${index}`} aria-hidden="true">
        {Array.from({ length: columnsCount }, (_, cellIndex) => (
          <td key={cellIndex} className={styles.cell}>
            <Skeleton announce={false} />
          </td>
        ))}
      </tr>
    ));
  else if (shownRows.length === 0) body = message(emptyState ?? strings.noRows);
  else
    body = (
      <>
        {paddingBefore > 0 && <SpacerRow height={paddingBefore} columns={columnsCount} />}
        {rowsInView.map((row) => {
          const isSelected = selected.has(row.id);
          return (
            <tr
              key={row.id}
              className={styles.row}
              aria-selected={selectionMode === 'multiple' ? isSelected : undefined}
              data-index={virtualize ? row.index : undefined}
            >
              {selectionMode === 'multiple' && (
                <td className={cx(styles.cell, styles.checkboxCell)}>
                  <input type="checkbox" className={styles.checkbox} aria-label={strings.selectRow} checked={isSelected} onChange={() => toggleRow(row.id)} />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.id} className={cx(styles.cell, styles.align[column.align ?? 'start'])}>
                  {column.cell ? column.cell(row.original) : formatCellValue(column.value(row.original), locale)}
                </td>
              ))}
              {rowActions && <td className={cx(styles.cell, styles.actionsCell)}>{rowActions(row.original)}</td>}
            </tr>
          );
        })}
        {paddingAfter > 0 && <SpacerRow height={paddingAfter} columns={columnsCount} />}
      </>
    );

  return (
    <div className={styles.frame}>
      <div ref={scrollRef} className={styles.scroller} style={maxHeight ? { maxHeight } : undefined}>
        <table className={styles.table} aria-label={label} aria-busy={isLoading || undefined} aria-rowcount={virtualize ? shownRows.length + 1 : undefined}>
          <thead>
            <tr>
              {selectionMode === 'multiple' && (
                <th scope="col" className={cx(styles.headerCell, styles.checkboxCell)}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={strings.selectAllRows}
                    checked={allIds.length > 0 && selectedCount === allIds.length}
                    ref={(input) => {
                      if (input) input.indeterminate = selectedCount > 0 && selectedCount < allIds.length;
                    }}
                    disabled={allIds.length === 0 || isLoading}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                const sortable = column.isSortable ?? true;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cx(styles.headerCell, styles.align[column.align ?? 'start'])}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : sortable ? 'none' : undefined}
                  >
                    {sortable ? (
                      <AriaButton className={styles.sortButton} onPress={() => setSort(nextSort(sort, column.id))}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </AriaButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={cx(styles.headerCell, styles.actionsCell)}>
                  <span className={visuallyHidden}>{strings.rowActions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
        {isLoading && (
          <span role="status" className={visuallyHidden}>
            {strings.loading}
          </span>
        )}
      </div>
      {footer}
    </div>
  );
}

function SortIcon({ direction }: { direction: DataTableSort['direction'] | undefined }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden className={styles.sortIcon} />;
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td className={styles.spacerCell} colSpan={columns} style={{ height }} />
    </tr>
  );
}
