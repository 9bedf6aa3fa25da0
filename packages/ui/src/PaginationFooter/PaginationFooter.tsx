import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { fill, useUiStrings } from '../i18n/strings';
import { clampPage, defaultPageSize, maxPageButtons, pageCount, pageRange, pageSizeOptions } from './pagination';
import * as styles from './PaginationFooter.css';

export interface PaginationFooterProps {
  /** The page shown, from 1. */
  page: number;
  pageSize?: number;
  /** How many rows the whole list has. */
  total: number;
  onPageChange: (page: number) => void;
  /**
   * Without it, the page size cannot be changed. A new size starts again at page 1: the owner moves
   * there in the same update (`useTableQueryState`'s `setPageSize` does). A second call from here
   * would be applied to the state before the size changed, and undo it.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default [5, 10, 15, 20, 25] */
  pageSizes?: readonly number[];
  isDisabled?: boolean;
}

/**
 * The footer of a paginated table (spec §2, §9): "start–end of total", the rows per page, and the
 * pages — a button each while there are 6 or fewer, otherwise a page input clamped between 1 and the
 * last page.
 */
export function PaginationFooter({
  page,
  pageSize = defaultPageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = pageSizeOptions,
  isDisabled = false,
}: PaginationFooterProps) {
  const strings = useUiStrings();
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const range = pageRange(current, pageSize, total);
  const sizeId = useId();
  const go = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== current) onPageChange(next);
  };

  return (
    <nav className={styles.footer} aria-label={strings.pagination}>
      <span aria-live="polite">{total > 0 ? fill(strings.pageRange, range) : strings.pageRangeEmpty}</span>
      {onPageSizeChange && (
        <span className={styles.sizeField}>
          <label htmlFor={sizeId}>{strings.rowsPerPage}</label>
          <select
            id={sizeId}
            className={styles.sizeSelect}
            value={pageSize}
            disabled={isDisabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className={styles.group}>
        <AriaButton className={styles.pageButton} aria-label={strings.previousPage} isDisabled={isDisabled || current <= 1} onPress={() => go(current - 1)}>
          <ChevronLeft size={16} aria-hidden className={styles.mirrored} />
        </AriaButton>
        {pages <= maxPageButtons ? (
          Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <AriaButton
              key={number}
              className={styles.pageButton}
              aria-label={fill(strings.pageNumber, { page: number })}
              aria-current={number === current ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={() => go(number)}
            >
              {number}
            </AriaButton>
          ))
        ) : (
          <PageInput page={current} pages={pages} label={fill(strings.pageInput, { pages })} isDisabled={isDisabled} onCommit={go} />
        )}
        <AriaButton className={styles.pageButton} aria-label={strings.nextPage} isDisabled={isDisabled || current >= pages} onPress={() => go(current + 1)}>
          <ChevronRight size={16} aria-hidden className={styles.mirrored} />
        </AriaButton>
      </span>
    </nav>
  );
}

interface PageInputProps {
  page: number;
  pages: number;
  label: string;
  isDisabled: boolean;
  onCommit: (page: number) => void;
}

/** Digits only; Enter or leaving the field goes to the page, clamped between 1 and the last. */
function PageInput({ page, pages, label, isDisabled, onCommit }: PageInputProps) {
  // What is being typed; the page shown otherwise, so the input follows page changes made elsewhere.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(page);
  const commit = () => {
    setDraft(null);
    onCommit(clampPage(Number(text), pages));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    // A page is a whole positive number (spec §5's key filter for integers).
    else if (['.', ',', 'e', 'E', '-', '+'].includes(event.key)) event.preventDefault();
  };
  return (
    <input
      className={styles.pageInput}
      aria-label={label}
      inputMode="numeric"
      value={text}
      disabled={isDisabled}
      onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}
