import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designSystemDependencies, ignoreUseClientWarnings } from '@sereno/config/vite';
import { msw } from 'msw/vite';
import { mergeConfig } from 'vite';

// The panel's screens: the real pages, routes and providers, with the API answered by Mock Service
// Worker (stories/mocks). Nothing here is part of the panel's own build: vite.config.ts builds from
// src/main.tsx, which imports no story.
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The worker script, served in development and tests, written beside the static Storybook.
      plugins: [vanillaExtractPlugin(), msw({ mode: 'worker-only' })],
      // The pages are lazy routes: compile them while the first story loads, not when a story opens one.
      server: { warmup: { clientFiles: ['./src/features/**/*Page.tsx', './src/app/shell/PrivateLayout.tsx'] } },
      optimizeDeps: {
        include: [
          ...designSystemDependencies(),
          'msw',
          'msw/browser',
          'react-router',
          'react-router/dom',
          'i18next',
          'i18next-browser-languagedetector',
          'react-i18next',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod',
          'qrcode',
          '@tanstack/react-query',
        ],
      },
      build: {
        chunkSizeWarningLimit: 3000,
        rolldownOptions: { onwarn: ignoreUseClientWarnings },
      },
    }),
};

export default config;
