import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Debian's Chromium: browsers are never downloaded. A function, because vitest writes into the
// `instances` it is given: projects must not share them.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
    // Failure screenshots land beside the report, out of git.
    attachmentsDir: '.test-results/attachments',
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        // Plain data (resources, the export list): no browser needed; @sereno/ui's styles still compile.
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
