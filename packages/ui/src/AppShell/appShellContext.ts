import { createContext, useContext } from 'react';

export interface AppShellContextValue {
  /** The shell is narrower than `md`: the side navigation lives in a drawer. */
  isNarrow: boolean;
  isDrawerOpen: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
}

export const AppShellContext = createContext<AppShellContextValue | undefined>(undefined);

export function useAppShell(): AppShellContextValue | undefined {
  return useContext(AppShellContext);
}

/** Where a SideNav is rendered: in the shell's side column, in its drawer, or on its own. */
export const SideNavPlacementContext = createContext<'aside' | 'drawer' | 'standalone'>('standalone');
