import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Compiled `.css.ts` files import the vanilla-extract runtimes out of sight of Vite's dependency
      // scan, and Radix is first met in a story's own imports; found late, any of them would make Vite
      // reload the page in the middle of a test run.
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles', '@radix-ui/react-dialog', '@radix-ui/react-tabs', '@internationalized/date'] },
      build: {
        // This is the static Storybook (axe, docs and all), not an app: the panel's budget is size-limit's job.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // lucide-react and react-aria mark their modules "use client", which means nothing in a client-only bundle.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
