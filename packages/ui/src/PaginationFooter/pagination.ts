// The arithmetic of a paginated list (spec §2 and §9), apart from how it is drawn.

/** Spec §7: the page sizes a list offers; 10 by default. */
export const pageSizeOptions = [5, 10, 15, 20, 25] as const;
export const defaultPageSize = 10;

/** Spec §9: page buttons while there are this many pages or fewer, a page input beyond. */
export const maxPageButtons = 6;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Spec §5: a typed page is clamped between 1 and the last page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** Spec §9 "start, end, total": the 1-based positions of the rows on this page. */
export function pageRange(page: number, pageSize: number, total: number): { start: number; end: number; total: number } {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  const start = (page - 1) * pageSize + 1;
  return { start, end: Math.min(total, page * pageSize), total };
}
