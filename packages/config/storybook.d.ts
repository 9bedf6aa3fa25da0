import type { Preview } from '@storybook/react-vite';

export declare const storybookParameters: NonNullable<Preview['parameters']>;
export declare const storybookGlobalTypes: NonNullable<Preview['globalTypes']>;
export declare const storybookInitialGlobals: { theme: 'light'; locale: 'es'; dir: 'ltr' };
export declare function themeRootProps(globals: Record<string, unknown>): {
  theme: 'light' | 'dark';
  locale: 'es' | 'en';
  dir: 'ltr' | 'rtl';
};
