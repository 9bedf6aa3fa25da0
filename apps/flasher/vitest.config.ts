import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.tsx'],
      browser: chromiumBrowser(),
      // The first render compiles the design system from source: seconds on a busy machine.
      expect: { poll: { timeout: 45_000 } },
      testTimeout: 60_000,
      ...testReports,
    },
  }),
);
