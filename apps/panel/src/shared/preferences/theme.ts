import type { ThemeName } from '@sereno/ui';
import { useSyncExternalStore } from 'react';
import { storedPreference } from './storedPreference.ts';

const isThemeName = (raw: string): raw is ThemeName => raw === 'light' || raw === 'dark';

/** The theme the person chose with the switch; until then, the one their system prefers. */
export const themePreference = storedPreference('sereno.theme', isThemeName);

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeSystemTheme(listener: () => void) {
  const query = globalThis.matchMedia?.(darkQuery);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const systemTheme = (): ThemeName => (globalThis.matchMedia?.(darkQuery).matches ? 'dark' : 'light');

export function useTheme(): ThemeName {
  const chosen = themePreference.use();
  const system = useSyncExternalStore(subscribeSystemTheme, systemTheme, () => 'light' as const);
  return chosen ?? system;
}
