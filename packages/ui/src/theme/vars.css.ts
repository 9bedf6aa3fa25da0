import { assignVars, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkTokens, lightTokens } from './tokens';

/**
 * The theme contract: every style of the design system (and of the apps) reads these variables.
 * The values passed here only give the contract its shape; `lightTheme` and `darkTheme` fill it.
 */
export const vars = createThemeContract(lightTokens);

export const lightTheme = createTheme(vars, lightTokens, 'light');
export const darkTheme = createTheme(vars, darkTokens, 'dark');

// Outside a ThemeRoot (an app that renders a component alone) the light theme's values still apply.
globalStyle(':root', { vars: assignVars(vars, lightTokens) });

globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion.duration, { fast: '0ms', medium: '0ms', slow: '0ms', spin: '1600ms', pulse: '0ms' }),
    },
  },
});
