// Lighthouse's mobile audit of the panel (issue 22: "Lighthouse mobile performance, /login and /rooms
// (signed in), ≥ 95 each"): the built server with its demo, in the repository's Chromium, Lighthouse's
// default mobile profile (a mid-range phone, 4× CPU slowdown, slow 4G simulated). The rooms list is
// audited with the demo administrator's session cookie through /signed-in?next=/rooms: the panel
// knows its user from what its own login stored, which Lighthouse's fresh profile lacks, and that page
// asks the server whose the session is (one more call, GET /api/me) before it opens the rooms.
// Prints the median performance score, LCP, TBT, CLS and the bytes transferred of RUNS (3) audits each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '@sereno/api/testing';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };
const aim = 95;

async function sessionCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
}

const median = (values: number[]): number => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startServer({ SERENO_SIMULATOR: 'false' });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const cookie = await sessionCookie(server.url);
  const pages: { name: string; url: string; expected: string; headers: Record<string, string> }[] = [
    { name: '/login', url: `${server.url}/login`, expected: '/login', headers: {} },
    { name: '/rooms (signed in)', url: `${server.url}/signed-in?next=%2Frooms`, expected: '/rooms', headers: { cookie } },
  ];
  console.log(`panel, Lighthouse ${runs}× mobile each (simulated slow 4G, 4× CPU), medians; aim: performance ≥ ${aim}`);
  for (const page of pages) {
    const results: { score: number; lcp: number; fcp: number; tbt: number; cls: number; bytes: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.headers,
      });
      if (!result) throw new Error('lighthouse gave no result');
      const { audits, categories, finalDisplayedUrl } = result.lhr;
      if (new URL(finalDisplayedUrl).pathname !== page.expected) throw new Error(`${page.name} ended at ${finalDisplayedUrl}`);
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      });
    }
    const score = median(results.map((r) => r.score));
    console.log(
      `${page.name.padEnd(20)} performance ${score} (each: ${results.map((r) => r.score).join(', ')}; ${score >= aim ? 'met' : 'MISSED'}), ` +
        `FCP ${Math.round(median(results.map((r) => r.fcp)))} ms, LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, ` +
        `TBT ${Math.round(median(results.map((r) => r.tbt)))} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}, ` +
        `transferred ${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
