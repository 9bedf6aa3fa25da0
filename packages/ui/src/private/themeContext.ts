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
 * Set by a modal dialog for what opens inside it: a select's list or a date picker's calendar must
 * render within the dialog, or the dialog's focus trap and its blocking of the page behind would
 * leave them unreachable by pointer and keyboard. `undefined` outside a modal.
 */
export const NestedOverlayContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * Where an overlay that covers the page (a dialog, a drawer, a toast) renders: ThemeRoot's overlay
 * node, or `undefined` for `document.body` outside a ThemeRoot. `null` means the node is not mounted
 * yet: render the overlay on the next pass.
 */
export function usePageOverlayContainer(): HTMLElement | null | undefined {
  const theme = useContext(ThemeContext);
  return theme ? theme.portalContainer : undefined;
}

/**
 * Where an overlay attached to a control (a field's list or calendar, a tooltip) renders: inside the
 * modal that holds the control, if any, else as `usePageOverlayContainer`.
 */
export function usePortalContainer(): HTMLElement | null | undefined {
  const nested = useContext(NestedOverlayContext);
  const page = usePageOverlayContainer();
  return nested === undefined ? page : nested;
}

/** The reading direction of the nearest ThemeRoot, for primitives (Radix) that need it explicitly. */
export function useDirection(): 'ltr' | 'rtl' {
  return useContext(ThemeContext)?.dir ?? 'ltr';
}
