import { useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, isRTL } from 'react-aria-components';
// The repository's apps get Inter from here; the published build drops this import (build-dist.ts).
import '../theme/fonts';
import { themeRoot } from '../theme/global.css';
import { darkTheme, lightTheme } from '../theme/vars.css';
import { cx } from '../private/cx';
import { ThemeContext, type ThemeContextValue } from '../private/themeContext';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const themeDirections = ['ltr', 'rtl'] as const;
export type ThemeDirection = (typeof themeDirections)[number];

export interface ThemeRootProps {
  /** @default 'light' */
  theme?: ThemeName;
  /** A BCP 47 tag; it picks the language of the design system's own strings (Spanish unless English). @default 'es' */
  locale?: string;
  /** The reading direction; `rtl` mirrors the layout. @default the locale's direction ('rtl' for Arabic, Hebrew…) */
  dir?: ThemeDirection;
  children: ReactNode;
}

/**
 * The root of every Sereno screen: fills the theme contract (light or dark), sets the font, the
 * page colours, `color-scheme` and the reading direction, and gives react-aria the locale.
 * Its last child is the node overlays render into, so that dialogs, tooltips and toasts carry the
 * same theme and direction as the page.
 */
export function ThemeRoot({ theme = 'light', locale = 'es', dir, children }: ThemeRootProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const direction = dir ?? (isRTL(locale) ? 'rtl' : 'ltr');
  const className = cx(theme === 'dark' ? darkTheme : lightTheme, themeRoot);
  const context = useMemo<ThemeContextValue>(() => ({ className, dir: direction, portalContainer }), [className, direction, portalContainer]);
  return (
    <I18nProvider locale={locale}>
      <ThemeContext value={context}>
        <div className={className} data-theme={theme} lang={locale} dir={direction}>
          {children}
          <div ref={setPortalContainer} data-sereno-overlays="" />
        </div>
      </ThemeContext>
    </I18nProvider>
  );
}
