// Browser tests everywhere run in Debian's Chromium, headless, never in a downloaded browser.
import { playwright } from '@vitest/browser-playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The `test.browser` settings of a vitest project that runs in headless Chromium. */
export function chromiumBrowser({ viewport = { width: 1024, height: 768 } } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium', viewport }],
    // Three minutes, not one, for the page to reach vitest: CI runs two suites at once, and at a
    // load of 20 a project's page once did not connect within the default minute.
    connectTimeout: 180_000,
  };
}

/**
 * Every vitest run writes a JSON report that `scripts/test-summary.mjs` adds up, and keeps failure
 * screenshots beside it, out of git.
 */
export const testReports = {
  reporters: ['default', 'json'],
  outputFile: { json: '.test-results/vitest.json' },
  attachmentsDir: '.test-results/attachments',
};
