import { freePort } from '@sereno/api/testing';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The pages are tested against the real, built API server (started by test/global-setup.ts on this
// port, with a fresh database): the browser calls /api on the test page's origin, as in production.
const apiPort = Number((process.env.SERENO_TEST_API_PORT ??= String(await freePort())));

export default mergeConfig(
  viteConfig,
  defineConfig({
    // The page's own host goes on to the API (Vite's short form would rewrite it), so that the API sees
    // its calls as same-origin and does not refuse them as cross-site (apps/api/src/platform/cross-site.ts).
    server: { proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      globalSetup: ['test/global-setup.ts'],
      browser: chromiumBrowser(),
      // The pages share one server (and its failed-login counter): one file at a time.
      fileParallelism: false,
      // The first page a run shows compiles the design system from source: on a busy two-core
      // machine that takes seconds, not the default one second of `expect.element`.
      expect: { poll: { timeout: 45_000 } },
      testTimeout: 60_000,
      ...testReports,
    },
  }),
);
