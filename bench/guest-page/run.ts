// The guest's page on a cheap phone over a slow network (docs/guest-page.md): the built server with
// its demo, a link issued for a booking that is still on, and Lighthouse's mobile audit of
// `/g/<token>` (its default: a mid-range phone, 4× CPU slowdown, slow 4G simulated) in the
// repository's Chromium. Prints the performance score, LCP, TBT, CLS and the bytes transferred.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '@sereno/api/testing';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };

async function guestPageUrl(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  const query = new URLSearchParams({ checkOutFrom: new Date().toISOString(), onlyConfirmed: 'true', limit: '1' });
  const list = await fetch(`${base}/api/bookings?${query.toString()}`, { headers: { cookie } });
  const [booking] = ((await list.json()) as { bookings: { _id: string }[] }).bookings;
  if (!booking) throw new Error('the demo has no booking still on');
  const issued = await fetch(`${base}/api/bookings/${booking._id}/guest-page`, { method: 'POST', headers: { cookie, origin: base } });
  if (issued.status !== 201) throw new Error(`issue the link: ${issued.status} ${await issued.text()}`);
  const { url } = (await issued.json()) as { url: string };
  return `${base}${new URL(url).pathname}`;
}

const median = (values: number[]): number => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startServer({ SERENO_SIMULATOR: 'false' });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const url = await guestPageUrl(server.url);
  const results: { score: number; lcp: number; tbt: number; cls: number; bytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('lighthouse gave no result');
    const { audits, categories } = result.lhr;
    results.push({
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
    });
    if (run === 0) console.log(`accessibility (Lighthouse): ${Math.round((categories.accessibility?.score ?? 0) * 100)}`);
  }
  console.log(`guest page, Lighthouse ${runs}× mobile (simulated slow 4G, 4× CPU), median:`);
  console.log(`  performance score ${median(results.map((r) => r.score))} (each: ${results.map((r) => r.score).join(', ')})`);
  console.log(
    `  LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, TBT ${Math.round(median(results.map((r) => r.tbt)))} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}`,
  );
  console.log(`  transferred ${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB`);
} finally {
  chrome.kill();
  await server.stop();
}
