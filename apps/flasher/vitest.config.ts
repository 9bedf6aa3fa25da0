import { freePort } from '@sereno/api/testing';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The bench is tested against the real, built API server (started by test/global-setup.ts on this
// port, with a fresh database) and the emulated device of @sereno/serial-rig in place of the serial port.
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
      fileParallelism: false,
      // The first render compiles the design system from source: seconds on a busy machine.
      expect: { poll: { timeout: 45_000 } },
      testTimeout: 90_000,
      ...testReports,
    },
  }),
);
