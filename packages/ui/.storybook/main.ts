import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designSystemDependencies, ignoreUseClientWarnings } from '@sereno/config/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // One Storybook for all (scripts/storybook.mjs): the panel's screens and the protocol cards are
  // composed in, from their dev servers or, built, from folders beside this one.
  refs: (_config, { configType }) =>
    configType === 'DEVELOPMENT'
      ? {
          panel: { title: 'Panel screens', url: 'http://localhost:6007' },
          cards: { title: 'Protocol cards', url: 'http://localhost:6008' },
        }
      : {
          panel: { title: 'Panel screens', url: './panel' },
          cards: { title: 'Protocol cards', url: './cards' },
        },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: designSystemDependencies({ inside: true }) },
      build: {
        // This is the static Storybook (axe, docs and all), not an app: the panel's budget is size-limit's job.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: { onwarn: ignoreUseClientWarnings },
      },
    }),
};

export default config;
