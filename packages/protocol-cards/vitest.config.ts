import { fileURLToPath } from 'node:url';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    ...testReports,
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        // The "All cards" stories render a dozen cards or more, each of which axe checks.
        test: { name: 'storybook', browser: chromiumBrowser(), testTimeout: 30_000 },
      },
      {
        // Plain data (resources, the export list): no browser needed; @sereno/ui's styles still compile.
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
