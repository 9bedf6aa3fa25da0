// `pnpm --filter @sereno/bench-protocols-tab bench`: a room's protocols tab with 40 cards (issue 17:
// "renders in ≤ 100 ms after its data arrives, as a ratio to a plain list of the same texts").
// Builds page/ with Vite in production mode — the panel's own ProtocolsView with the room's cards
// already in its query cache, and a plain list of the same texts — serves it on 127.0.0.1 and times
// both in headless Chromium, in the same page and the same React, alternating tab, list, tab, list…
// so that the machine's load hits both alike. Each render: React's render and commit plus style and
// layout ("rendered"), and until the next frame ("painted"). It prints the first (cold) render of
// each, the median and p95 of the warm ones, and the ratio of the medians.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '@sereno/config/vitest-browser';
import type { Kind, Timing } from './page/main.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 40);
const warmUp = 5;
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

await build({ configFile: path.join(here, 'vite.config.ts'), root: path.join(here, 'page') });
const dist = path.join(here, 'dist');
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const file = path.join(dist, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  try {
    if (!file.startsWith(dist)) throw new Error('outside');
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end(); // the cards' photos (/api/…): no server here, a broken image
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.renderOnce === 'function');
  const once = (kind: Kind): Promise<Timing> => page.evaluate((which) => window.renderOnce(which), kind);

  const cold = { tab: await once('tab'), plain: await once('plain') };
  for (const timing of Object.values(cold)) if (timing.headings !== 40) throw new Error(`expected 40 cards, rendered ${timing.headings}`);
  for (let index = 0; index < warmUp; index++) await Promise.all([once('tab'), once('plain')]);
  const tab: Timing[] = [];
  const plain: Timing[] = [];
  for (let index = 0; index < runs; index++) {
    tab.push(await once('tab'));
    plain.push(await once('plain'));
  }

  const pick = (timings: Timing[], share: number, key: 'rendered' | 'painted') => {
    const sorted = timings.map((timing) => timing[key]).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  };
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const row = (label: string, first: Timing, timings: Timing[]) =>
    `${label.padEnd(34)} cold ${ms(first.rendered)} / ${ms(first.painted)}   median ${ms(pick(timings, 0.5, 'rendered'))} / ${ms(pick(timings, 0.5, 'painted'))}   p95 ${ms(pick(timings, 0.95, 'rendered'))} / ${ms(pick(timings, 0.95, 'painted'))}`;

  console.log(
    `protocols tab benchmark: 40 cards, Chromium ${browser.version()} at 390×844, ${runs} warm renders each after ${warmUp} of warm-up, ` +
      `node ${process.version}, load average ${loadAverage()} (what else the cores run skews every figure)\n`,
  );
  console.log('(rendered = React render + commit + style and layout; painted = until the next frame)');
  console.log(row('the protocols tab (ProtocolsView)', cold.tab, tab));
  console.log(row('plain list of the same texts', cold.plain, plain));
  const ratio = (key: 'rendered' | 'painted') => (pick(tab, 0.5, key) / pick(plain, 0.5, key)).toFixed(2);
  console.log(`\nratio tab / plain list, medians: rendered ×${ratio('rendered')}, painted ×${ratio('painted')}`);
  const worst = Math.max(cold.tab.painted, pick(tab, 0.95, 'painted'));
  console.log(
    `aim (issue 17): ≤ 100 ms after the data arrives — cold ${cold.tab.painted.toFixed(0)} ms, warm p95 ${pick(tab, 0.95, 'painted').toFixed(0)} ms: ${worst <= 100 ? 'met' : 'not met'}`,
  );
} finally {
  await browser.close();
  server.close();
}
