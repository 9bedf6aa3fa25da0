// `pnpm --filter @sereno/ui bench`: serves bench/ with Vite, runs it in headless Chromium, prints each
// measure as a ratio of its baseline from the same run, and its time against the budget.
import { chromiumArgs, chromiumPath } from '@sereno/config/vitest-browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';

interface Result {
  name: string;
  baselineName: string;
  ms: number;
  baselineMs: number;
  budgetMs: number;
}

// A production build, as users get it: React's development build would be timed otherwise.
const outDir = await mkdtemp(path.join(tmpdir(), 'sereno-ui-bench-'));
const shared = { root: import.meta.dirname, configFile: false as const, logLevel: 'error' as const };
await build({ ...shared, plugins: [react(), vanillaExtractPlugin()], build: { outDir, emptyOutDir: true } });
const server = await preview({ ...shared, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (error) => console.error(error));
  await page.goto(server.resolvedUrls?.local[0] ?? '', { waitUntil: 'load' });
  const results = (await page.evaluate(() => (window as unknown as { __bench: Promise<unknown> }).__bench, { timeout: 120_000 })) as Result[];
  console.log('\nui benchmarks: median of 10 runs in headless Chromium, production build\n');
  for (const result of results) {
    const verdict = result.ms <= result.budgetMs ? 'within' : 'OVER';
    console.log(`${result.name}`);
    console.log(
      `  ${result.ms.toFixed(1)} ms = ${(result.ms / result.baselineMs).toFixed(2)}× ${result.baselineName} (${result.baselineMs.toFixed(1)} ms); budget ${result.budgetMs} ms: ${verdict}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
