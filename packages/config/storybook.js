// The Storybook settings every Storybook of Sereno shares (ui, protocol-cards): plain data, so that
// this package needs no React. Each Storybook adds its own decorator that applies the globals.

/** Any axe violation fails the story, in Storybook and in `vitest run`. */
export const storybookParameters = {
  layout: 'fullscreen',
  a11y: {
    test: 'error',
    // react-aria's live announcer is global: a message it keeps for a few seconds may still point at
    // a button of the previous story, which no longer exists.
    context: { exclude: ['[data-live-announcer]'] },
  },
  controls: { expanded: true },
};

const toolbar = (title, icon, items) => ({ title, icon, items, dynamicTitle: true });

/** The toolbar switches designers review with: theme, language, reading direction. */
export const storybookGlobalTypes = {
  theme: {
    description: 'Colour theme',
    toolbar: toolbar('Theme', 'mirror', [
      { value: 'light', title: 'Light' },
      { value: 'dark', title: 'Dark' },
    ]),
  },
  locale: {
    description: 'Language',
    toolbar: toolbar('Locale', 'globe', [
      { value: 'es', title: 'Español' },
      { value: 'en', title: 'English' },
    ]),
  },
  dir: {
    description: 'Reading direction: right-to-left mirrors the layout',
    toolbar: toolbar('Direction', 'transfer', [
      { value: 'ltr', title: 'Left to right' },
      { value: 'rtl', title: 'Right to left' },
    ]),
  },
};

export const storybookInitialGlobals = { theme: 'light', locale: 'es', dir: 'ltr' };

/** The ThemeRoot props the globals stand for. */
export function themeRootProps(globals) {
  return {
    theme: globals.theme === 'dark' ? 'dark' : 'light',
    locale: globals.locale === 'en' ? 'en' : 'es',
    dir: globals.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}
