// `pnpm --filter @sereno/bench-protocols-tab bench`: a room's protocols tab with 40 cards (issue 17:
// "renders in ≤ 100 ms after its data arrives, as a ratio to a plain list of the same texts").
// Builds page/ with Vite in production mode — the panel's own ProtocolsView with the room's cards
// already in its query cache, and a plain list of the same texts — serves it on 127.0.0.1 and times
// both in headless Chromium, in the same page and the same React. Each render: React's render and
// commit ("committed"), plus style and layout ("rendered"), until the next frame ("painted"), and
// until the frame after all 40 cards are in the page ("complete": the tab renders a screenful first).
// Cold: the first render of each in BENCH_COLD_PAGES (5) fresh pages of each order (the tab first,
// then the list; the list first, then the tab), medians. Warm: in one more page, after 5 of each,
// BENCH_RUNS (40) of each alternating tab, list, tab, list… so that the machine's load hits both
// alike: medians, p95 and the ratio of the medians. Where the cold render's time goes: profile.ts.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@sereno/config/vitest-browser';
import type { Kind, Timing } from './page/main.tsx';
import { buildAndServe } from './serve.ts';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const warmUp = 5;
const coldPages = Number(process.env.BENCH_COLD_PAGES ?? 5);
const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';
const served = await buildAndServe();

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  /** A fresh page (a new tab: nothing of the page's code has run yet) and its `renderOnce`. */
  const freshPage = async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(served.url);
    await page.waitForFunction(() => typeof window.renderOnce === 'function');
    const once = async (kind: Kind): Promise<Timing> => {
      const timing = await page.evaluate((which) => window.renderOnce(which), kind);
      if (timing.headings !== 40) throw new Error(`expected 40 cards, rendered ${timing.headings}`);
      return timing;
    };
    return { page, once };
  };

  // Cold: the first render of each in a fresh page, in both orders: as the page's first render of
  // all (React's own code runs for the first time too), and after the other one (React has run: the
  // panel's case, whose shell and room page have rendered before the tab opens).
  const cold = { tabFirst: [] as Timing[], plainAfter: [] as Timing[], plainFirst: [] as Timing[], tabAfter: [] as Timing[] };
  for (let index = 0; index < coldPages; index++) {
    for (const order of ['tab', 'plain'] as const) {
      const { page, once } = await freshPage();
      if (order === 'tab') {
        cold.tabFirst.push(await once('tab'));
        cold.plainAfter.push(await once('plain'));
      } else {
        cold.plainFirst.push(await once('plain'));
        cold.tabAfter.push(await once('tab'));
      }
      await page.close();
    }
  }

  const { once } = await freshPage();
  for (let index = 0; index < warmUp; index++) await Promise.all([once('tab'), once('plain')]);
  const tab: Timing[] = [];
  const plain: Timing[] = [];
  for (let index = 0; index < runs; index++) {
    tab.push(await once('tab'));
    plain.push(await once('plain'));
  }

  type Key = 'committed' | 'rendered' | 'painted' | 'complete';
  const pick = (timings: Timing[], share: number, key: Key) => {
    const sorted = timings.map((timing) => timing[key]).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  };
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const four = (timings: Timing[], share: number) =>
    (['committed', 'rendered', 'painted', 'complete'] as const).map((key) => ms(pick(timings, share, key))).join(' / ');
  const firstPaint = (timings: Timing[]) => Math.min(...timings.map((timing) => timing.paintedHeadings));

  console.log(
    `protocols tab benchmark: 40 cards, Chromium ${browser.version()} at 390×844, cold renders in ${coldPages} fresh pages of each order, ` +
      `${runs} warm renders each after ${warmUp} of warm-up, node ${process.version}, load average ${loadAverage()} (what else the cores run skews every figure)\n`,
  );
  console.log('committed = React render + commit; rendered = that + style and layout; painted = until the next frame;');
  console.log(`complete = until the frame after all 40 cards are in the page (the tab paints ${firstPaint([...cold.tabFirst, ...tab])} or more first)\n`);
  console.log(`cold, the median of ${coldPages} fresh pages         committed / rendered / painted / complete`);
  console.log(`the tab as the page's first render           ${four(cold.tabFirst, 0.5)}`);
  console.log(`plain list as the page's first render        ${four(cold.plainFirst, 0.5)}`);
  console.log(`the tab's first render, after the list's     ${four(cold.tabAfter, 0.5)}`);
  console.log(`plain list's first render, after the tab's   ${four(cold.plainAfter, 0.5)}`);
  console.log(`\nwarm, ${runs} renders each, alternating (median, then p95)`);
  console.log(`the protocols tab (ProtocolsView)    median  ${four(tab, 0.5)}`);
  console.log(`                                     p95     ${four(tab, 0.95)}`);
  console.log(`plain list of the same texts         median  ${four(plain, 0.5)}`);
  console.log(`                                     p95     ${four(plain, 0.95)}`);
  const ratio = (a: Timing[], b: Timing[], key: Key) => (pick(a, 0.5, key) / pick(b, 0.5, key)).toFixed(2);
  console.log(
    `\nratio tab / plain list, medians of painted (complete): cold as the first render ×${ratio(cold.tabFirst, cold.plainFirst, 'painted')} (×${ratio(cold.tabFirst, cold.plainFirst, 'complete')}), ` +
      `cold after the other ×${ratio(cold.tabAfter, cold.plainAfter, 'painted')} (×${ratio(cold.tabAfter, cold.plainAfter, 'complete')}), ` +
      `warm ×${ratio(tab, plain, 'painted')} (×${ratio(tab, plain, 'complete')})`,
  );
  const coldTab = pick(cold.tabFirst, 0.5, 'painted');
  const coldAfter = pick(cold.tabAfter, 0.5, 'painted');
  const worst = Math.max(coldTab, pick(tab, 0.95, 'painted'));
  console.log(
    `aim (issue 17): ≤ 100 ms after the data arrives — painted: cold ${coldTab.toFixed(0)} ms as the page's first render, ${coldAfter.toFixed(0)} ms after the list's, ` +
      `warm p95 ${pick(tab, 0.95, 'painted').toFixed(0)} ms: ${worst <= 100 ? 'met' : 'not met'}; all 40 in the page: cold ${pick(cold.tabFirst, 0.5, 'complete').toFixed(0)} ms and ` +
      `${pick(cold.tabAfter, 0.5, 'complete').toFixed(0)} ms, warm p95 ${pick(tab, 0.95, 'complete').toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  served.close();
}
