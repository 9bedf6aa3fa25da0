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
      // @sereno/ui ships its TypeScript source, styles included: this package compiles them.
      plugins: [vanillaExtractPlugin()],
      // The dependencies of @sereno/ui's source, which Vite's scan finds late (and would then reload mid-test).
      optimizeDeps: {
        include: [
          '@sereno/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@sereno/ui > react-aria-components',
          '@sereno/ui > lucide-react',
        ],
      },
      build: {
        // This is the static Storybook (axe, docs and all), not an app.
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
