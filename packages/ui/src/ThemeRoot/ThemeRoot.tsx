import type { ReactNode } from 'react';
import { I18nProvider, isRTL } from 'react-aria-components';
import '../theme/fonts';
import { themeRoot } from '../theme/global.css';
import { darkTheme, lightTheme } from '../theme/vars.css';
import { cx } from '../private/cx';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeRootProps {
  /** @default 'light' */
  theme?: ThemeName;
  /** A BCP 47 tag; it picks the language of the design system's own strings (Spanish unless English). @default 'es' */
  locale?: string;
  children: ReactNode;
}

/**
 * The root of every Sereno screen: fills the theme contract (light or dark), sets the font, the
 * page colours and `color-scheme`, and gives react-aria the locale.
 */
export function ThemeRoot({ theme = 'light', locale = 'es', children }: ThemeRootProps) {
  return (
    <I18nProvider locale={locale}>
      <div
        className={cx(theme === 'dark' ? darkTheme : lightTheme, themeRoot)}
        data-theme={theme}
        lang={locale}
        dir={isRTL(locale) ? 'rtl' : 'ltr'}
      >
        {children}
      </div>
    </I18nProvider>
  );
}
