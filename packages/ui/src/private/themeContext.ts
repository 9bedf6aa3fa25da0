import { createContext, useContext } from 'react';

export interface ThemeContextValue {
  /** The class names that fill the theme contract and set the root styles. */
  className: string;
  dir: 'ltr' | 'rtl';
  /**
   * Where overlays (dialogs, tooltips, toasts) render: a node inside ThemeRoot, so that they carry its
   * theme and direction. `null` until that node is in the document.
   */
  portalContainer: HTMLElement | null;
}

/** `undefined` outside a ThemeRoot: overlays then fall back to `document.body`. */
export const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

export function useThemeContext(): ThemeContextValue | undefined {
  return useContext(ThemeContext);
}

/**
 * The node overlays render into, or `undefined` for `document.body` outside a ThemeRoot.
 * `null` means ThemeRoot's node is not mounted yet: render the overlay on the next pass.
 */
export function usePortalContainer(): HTMLElement | null | undefined {
  const theme = useContext(ThemeContext);
  return theme ? theme.portalContainer : undefined;
}

/** The reading direction of the nearest ThemeRoot, for primitives (Radix) that need it explicitly. */
export function useDirection(): 'ltr' | 'rtl' {
  return useContext(ThemeContext)?.dir ?? 'ltr';
}
