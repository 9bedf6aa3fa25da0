import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designSystemDependencies, ignoreUseClientWarnings } from '@sereno/config/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // @sereno/ui ships its TypeScript source, styles included: this package compiles them.
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: designSystemDependencies() },
      build: {
        // This is the static Storybook (axe, docs and all), not an app.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: { onwarn: ignoreUseClientWarnings },
      },
    }),
};

export default config;
