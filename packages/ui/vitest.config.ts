import { fileURLToPath } from 'node:url';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { designSystemDependencies } from '@sereno/config/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    ...testReports,
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        // The token pages write a few hundred contrast ratios, each of which axe measures again.
        test: { name: 'storybook', browser: chromiumBrowser(), testTimeout: 30_000 },
      },
      {
        // Every story again in the dark theme, so that axe checks the contrast of both palettes.
        extends: true,
        plugins: [storybookTest({ configDir, initialGlobals: { theme: 'dark' } })],
        test: { name: 'storybook-dark', browser: chromiumBrowser(), testTimeout: 30_000 },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        optimizeDeps: { include: designSystemDependencies({ inside: true }) },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], browser: chromiumBrowser() },
      },
    ],
  },
});
