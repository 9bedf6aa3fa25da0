import { breakpoints } from '@sereno/ui';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${breakpoints.md - 0.02}px)`;

function subscribe(listener: () => void) {
  const list = globalThis.matchMedia?.(query);
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Below the `md` breakpoint (768 px): a phone, where the top bar has room for icons only. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
