import { useContext } from 'react';
import { ThemeContext } from './themeContext';

let warned = false;

/**
 * Bundlers replace `process.env.NODE_ENV` (as React itself relies on); where nothing defines it, the
 * check stays silent rather than throwing.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * Outside a ThemeRoot a component still has the light theme's values (the stylesheet sets them on
 * `:root`), but no dark theme, font, locale or overlay node: say so once, in development only.
 */
export function useThemeRootCheck(): void {
  const theme = useContext(ThemeContext);
  if (theme === undefined && isDevelopment()) warnOnce();
}

function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(
    '@sereno/ui: a component rendered outside <ThemeRoot>. It uses the light theme by default; wrap the app in <ThemeRoot> for the dark theme, the locale and overlays (see the README).',
  );
}
