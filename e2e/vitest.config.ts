import { testReports } from '@sereno/config/vitest-browser';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    // `expect.poll` waits for the page, not one second: CI runs another suite beside this one.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 120_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
    ...testReports,
  },
});
