import { freePort } from '@sereno/api/testing';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { defineConfig } from 'vitest/config';

// The client is tested where it runs, in a browser, against the real built API server (started by
// test/global-setup.ts with a fresh database); /api on the test page's origin is proxied to it.
const apiPort = Number((process.env.SERENO_TEST_API_PORT ??= String(await freePort())));

export default defineConfig({
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    browser: chromiumBrowser(),
    ...testReports,
  },
});
