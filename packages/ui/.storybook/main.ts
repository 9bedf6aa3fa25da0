import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designSystemDependencies, ignoreUseClientWarnings } from '@sereno/config/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
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
