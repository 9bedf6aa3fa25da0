import { testReports } from '@sereno/config/vitest-browser';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Installing, building and serving a whole app: minutes, not seconds, when CI runs another suite beside.
    testTimeout: 240_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
    ...testReports,
  },
});
