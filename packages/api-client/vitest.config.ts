import { freePort } from '@sereno/api/testing';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { defineConfig } from 'vitest/config';

// The client is tested where it runs, in a browser, against the real built API server (started by
// test/global-setup.ts with a fresh database); /api on the test page's origin is proxied to it.
const apiPort = Number((process.env.SERENO_TEST_API_PORT ??= String(await freePort())));

export default defineConfig({
  // The page's own host goes on to the API (Vite's short form would rewrite it), so that the API sees
  // its calls as same-origin and does not refuse them as cross-site (apps/api/src/platform/cross-site.ts).
  server: { proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    browser: chromiumBrowser(),
    ...testReports,
  },
});
