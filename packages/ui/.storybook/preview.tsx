import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../src/ThemeRoot/ThemeRoot';
import * as styles from './preview.css';

const withThemeRoot: Decorator = (Story, { globals, viewMode }) => (
  <ThemeRoot
    theme={globals.theme === 'dark' ? 'dark' : 'light'}
    locale={globals.locale === 'en' ? 'en' : 'es'}
    dir={globals.dir === 'rtl' ? 'rtl' : 'ltr'}
  >
    <div className={viewMode === 'docs' ? styles.docsCanvas : styles.canvas}>
      <Story />
    </div>
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeRoot],
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story, in Storybook and in `vitest run`.
    a11y: {
      test: 'error',
      // react-aria's live announcer is global: a message it keeps for a few seconds may still point at
      // a button of the previous story, which no longer exists.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the built-in strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Reading direction: right-to-left mirrors the layout',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'es', dir: 'ltr' },
};

export default preview;
