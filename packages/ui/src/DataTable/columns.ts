import type { ReactNode } from 'react';

export const columnAlignments = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof columnAlignments)[number];

/** A sortable value: text sorts by the locale's collation, numbers and dates by size. */
export type CellValue = string | number | Date | boolean | null | undefined;

export interface DataTableColumn<Row> {
  /** Unique among the columns; it is what `sort.columnId` names. */
  id: string;
  header: string;
  /** The cell's value: sorted on, and shown as text when there is no `cell`. */
  value: (row: Row) => CellValue;
  /** What the cell shows, when plain text of `value` is not enough (a badge, a link). */
  cell?: (row: Row) => ReactNode;
  /** @default true */
  isSortable?: boolean;
  /** Numbers read best aligned to the end. @default 'start' */
  align?: ColumnAlign;
  /** A CSS width, e.g. '8rem'. */
  width?: string;
}

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/** The next sort of a header pressed: ascending, then descending, then none. */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

export function formatCellValue(value: CellValue, locale: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
  if (typeof value === 'number') return value.toLocaleString(locale);
  return String(value);
}

export function compareCellValues(a: CellValue, b: CellValue, collator: Intl.Collator): number {
  // An empty value is the smallest: empties gather at one end, whichever the direction.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
