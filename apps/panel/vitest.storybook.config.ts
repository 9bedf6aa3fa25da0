import { fileURLToPath } from 'node:url';
import { chromiumBrowser, testReports } from '@sereno/config/vitest-browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The panel's screens (stories/): every story a browser test with axe, against Mock Service Worker
// instead of a server, in the light theme; the full page of each screen again in the dark one (the
// `both-themes` tag, a literal in each story file: every state twice would double the run for little more). `vitest.config.ts` runs the
// pages against the real API; this runs without one.
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

const project = (name: string, initialGlobals: Record<string, unknown> = {}, include?: string[]) => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals, ...(include ? { tags: { include } } : {}) })],
  test: { name, browser: chromiumBrowser({ viewport: { width: 1280, height: 800 } }), testTimeout: 90_000 },
});

export default defineConfig({
  test: {
    ...testReports,
    outputFile: { json: '.test-results/vitest-storybook.json' },
    expect: { poll: { timeout: 45_000 } },
    projects: [project('screens'), project('screens-dark', { theme: 'dark' }, ['both-themes'])],
  },
});
