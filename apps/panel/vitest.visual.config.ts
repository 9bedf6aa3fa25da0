import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { designSystemDependencies } from '@sereno/config/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';

// The local visual check of the panel's screens (`pnpm visual` at the root): pictures of screen
// stories compared with their references in stories/__screenshots__/. Not part of `npm test`: whole
// screens are reviewed by a designer, not failed by CI.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), msw({ mode: 'worker-only' })],
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
      '@storybook/react-vite',
    ],
  },
  test: {
    ...testReports,
    outputFile: { json: '.test-results/visual.json' },
    include: ['stories/visual.test.tsx'],
    browser: chromiumBrowser({ viewport: { width: 1280, height: 800 } }),
    testTimeout: 90_000,
    expect: { poll: { timeout: 45_000 } },
  },
});
