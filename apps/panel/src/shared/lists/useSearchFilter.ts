import type { TableQueryState } from '@sereno/ui';
import { useEffect, useRef, useState } from 'react';

/** Spec §7: the search waits 300 ms after the last key before it asks the server. */
export const searchDebounceMs = 300;

/**
 * A list's search field, bound to its `search` filter in the URL: what is typed shows at once and
 * reaches the URL (and so the server) 300 ms after the last key; a URL changed elsewhere (back button,
 * "clear filters") puts its search back in the field.
 */
export function useSearchFilter(table: TableQueryState): [search: string, setSearch: (search: string) => void] {
  const urlSearch = table.filters.search ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  const setFilter = useRef(table.setFilter);
  useEffect(() => {
    setFilter.current = table.setFilter;
  });
  if (urlSearch !== shownUrlSearch) {
    setShownUrlSearch(urlSearch);
    setSearch(urlSearch);
  }
  useEffect(() => {
    if (search === urlSearch) return;
    const timer = setTimeout(() => setFilter.current('search', search), searchDebounceMs);
    return () => clearTimeout(timer);
    // Only typing starts the wait; the URL catching up must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return [search, setSearch];
}
