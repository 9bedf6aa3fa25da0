// `pnpm --filter @sereno/bench-protocols-tab profile`: where the first (cold) render of the protocols
// tab spends its time. Builds the benchmark's page unminified (PROFILE=1: each module under a comment
// naming its file), opens it in a fresh headless Chromium page, and records one render of the tab with
// a performance trace (Blink's and V8's events on the main thread) and a CPU profile (sampled every
// 100 µs). Prints the main thread's time between the page's marks (`tab:start` → `tab:committed` →
// `tab:laidOut` → `tab:painted` → `tab:complete`, page/main.tsx) by kind of work, the JavaScript by package, and the
// busiest functions. PROFILE_KIND=plain profiles the plain list; PROFILE_AFTER=plain (or tab) renders
// the other one first; PROFILE_WARM=1 profiles a warm render (after 5 of each).
// Tracing and sampling slow the page down: read the shares, not the milliseconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@sereno/config/vitest-browser';
import type { Kind, Timing } from './page/main.tsx';
import { buildAndServe } from './serve.ts';

process.env.PROFILE = '1';
const here = path.dirname(fileURLToPath(import.meta.url));
const warm = process.env.PROFILE_WARM === '1';
const first: Kind = process.env.PROFILE_KIND === 'plain' ? 'plain' : 'tab';
/** PROFILE_AFTER=plain: the other one renders once before (React's own code has run). */
const before: Kind | undefined = process.env.PROFILE_AFTER === 'plain' ? 'plain' : process.env.PROFILE_AFTER === 'tab' ? 'tab' : undefined;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

async function record(cdp: CDPSession, run: () => Promise<unknown>): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'disabled-by-default-v8.gc',
        'blink',
        'loading',
        'netlog',
      ],
    },
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

/** The file a line of a bundled script comes from: the nearest `// path` comment above it. */
const regionsOf = new Map<string, { line: number; file: string }[]>();
function moduleAt(url: string, line: number): string {
  if (!url) return '';
  let regions = regionsOf.get(url);
  if (!regions) {
    regions = [];
    const name = new URL(url).pathname.replace(/^\//, '');
    try {
      const lines = readFileSync(path.join(here, 'dist', name), 'utf8').split('\n');
      lines.forEach((text, index) => {
        const match = /^\/\/ (\S+\.(?:m?js|tsx?|cjs))$/.exec(text);
        if (match?.[1]) regions?.push({ line: index, file: match[1] });
      });
    } catch {
      // not one of ours
    }
    regionsOf.set(url, regions);
  }
  let found = '';
  for (const region of regions) {
    if (region.line > line) break;
    found = region.file;
  }
  return found;
}

/** A package's name from a module's path: `react-dom`, `@sereno/ui`, `react-aria-components`… */
function packageOf(file: string): string {
  if (!file) return '(no file)';
  const inModules = /node_modules\/(@[^/]+\/[^/]+|[^/@][^/]*)\/(?!.*node_modules)/.exec(file);
  if (inModules?.[1]) return inModules[1];
  const inRepo = /(?:^|\/)(packages|apps|bench)\/([^/]+)\//.exec(file);
  return inRepo ? `@sereno/${inRepo[2]}` : file;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ms = (micro: number) => `${(micro / 1000).toFixed(1).padStart(7)} ms`;

/** Self time of the main thread's trace events inside [from, to], by name (µs). */
function selfTimes(events: TraceEvent[], mainTid: number, from: number, to: number): Map<string, number> {
  const spans = events
    .filter((event) => event.tid === mainTid && event.ph === 'X' && event.dur !== undefined && event.ts < to && event.ts + (event.dur ?? 0) > from)
    .map((event) => ({ name: event.name, start: Math.max(event.ts, from), end: Math.min(event.ts + (event.dur ?? 0), to) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map<string, number>();
  const stack: { name: string; end: number; child: number; start: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
      const span = stack.pop();
      if (!span) break;
      const self = span.end - span.start - span.child;
      totals.set(span.name, (totals.get(span.name) ?? 0) + self);
      const parent = stack.at(-1);
      if (parent) parent.child += span.end - span.start;
    }
  };
  for (const span of spans) {
    close(span.start);
    stack.push({ ...span, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

const kinds: [string, RegExp][] = [
  ['JavaScript compile (lazy parse and compile of functions run for the first time)', /V8\.(Compile|Parse|PreParse)|CompileLazy|ScriptCompiler|v8\.compile/i],
  [
    'JavaScript tiering (V8 optimising the hot functions: Sparkplug, Maglev)',
    /BytecodeBudgetInterrupt|Maglev|Turbofan|Baseline|FlushInstructionCache|Optimize|Deoptimize/,
  ],
  ['Garbage collection', /GC|Scavenge|MarkCompact|Sweep/],
  ['Style (recalculate styles)', /UpdateLayoutTree|recalcStyle|RecalcStyle|rebuildLayoutTree|ParseAuthorStyleSheet|StyleRecalc|StyleEngine|ScheduleStyle/],
  ['Layout (and shaping text)', /^Layout$|performLayout|UpdateLayout|LayoutShift|ShapeText|InlineNode|Shaping|FontFallback/],
  ['Paint, pre-paint, layerize, commit', /Paint|Layerize|Commit|Composite|RasterTask|UpdateLayer|Layer|Intersection/],
  ['Fonts and resources (requests, decoding)', /Resource|Font|Decode|ImageDecode|Loader/],
  [
    'JavaScript running (React, the cards, libraries)',
    /FunctionCall|EvaluateScript|v8\.run|v8\.callFunction|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.Execute|EventDispatch|v8\.evaluateModule|RunTask|ThreadControllerImpl|Task/i,
  ],
];

function report(title: string, events: TraceEvent[], profile: CpuProfile) {
  const marks = new Map(
    events
      .filter((event) => event.cat.includes('blink.user_timing') && event.name.startsWith(`${first}:`))
      .map((event) => [event.name.split(':')[1] ?? '', event.ts]),
  );
  const mainTid = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid ?? 0;
  const start = marks.get('start');
  const committed = marks.get('committed');
  const laidOut = marks.get('laidOut');
  const painted = marks.get('painted');
  if (start === undefined || committed === undefined || laidOut === undefined || painted === undefined)
    throw new Error(`marks missing: ${[...marks.keys()].join(', ')}`);
  const complete = marks.get('complete') ?? painted;
  console.log(`\n## ${title}\n`);
  console.log(
    `marks: render + commit ${ms(committed - start)}, style + layout ${ms(laidOut - committed)}, to the next frame ${ms(painted - laidOut)}, total ${ms(painted - start)}; all cards in the page ${ms(complete - start)}\n`,
  );

  const phases: [string, number, number][] = [
    ['render + commit', start, committed],
    ['style + layout (forced)', committed, laidOut],
    ['to the next frame', laidOut, painted],
    ...(complete > painted ? ([['the other cards, to the frame after them', painted, complete]] as [string, number, number][]) : []),
  ];
  console.log(`| kind of work | ${phases.map(([name]) => name).join(' | ')} | total |`);
  console.log(`|---|${phases.map(() => '---:').join('|')}|---:|`);
  const byPhase = phases.map(([, from, to]) => selfTimes(events, mainTid, from, to));
  const rows = new Map<string, number[]>();
  const unknown = new Map<string, number>();
  byPhase.forEach((totals, phase) => {
    for (const [name, self] of totals) {
      const kind = kinds.find(([, pattern]) => pattern.test(name))?.[0] ?? 'Other';
      if (kind === 'Other') unknown.set(name, (unknown.get(name) ?? 0) + self);
      const row = rows.get(kind) ?? phases.map(() => 0);
      row[phase] = (row[phase] ?? 0) + self;
      rows.set(kind, row);
    }
  });
  const idle = phases.map(([, from, to], phase) => to - from - sum([...(byPhase[phase]?.values() ?? [])]));
  rows.set('Idle or off the traced events (waiting for the frame)', idle);
  for (const [kind, row] of [...rows].sort((a, b) => sum(b[1]) - sum(a[1]))) console.log(`| ${kind} | ${row.map(ms).join(' | ')} | ${ms(sum(row))} |`);
  if (unknown.size > 0)
    console.log(
      `\n(other events: ${[...unknown]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, self]) => `${name} ${(self / 1000).toFixed(1)}`)
        .join(', ')})`,
    );

  const topEvents = [...selfTimes(events, mainTid, start, complete)].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`\nbusiest trace events (self): ${topEvents.map(([name, self]) => `${name} ${(self / 1000).toFixed(1)}`).join(', ')}`);

  // The CPU profile: self time of each sample inside [start, painted], by package and by function.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (time < start || time > complete) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? moduleAt(frame.url, frame.lineNumber) : '';
    const where = frame.url ? packageOf(file) : frame.functionName;
    byPackage.set(where, (byPackage.get(where) ?? 0) + delta);
    const name = `${frame.functionName || '(anonymous)'} ${file ? `(${file.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${frame.lineNumber + 1})` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  console.log('\nCPU profile, self time from tab:start to tab:complete, by package ((program) is Blink: style, layout, paint):\n');
  for (const [name, self] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${ms(self)}  ${name}`);
  console.log('\nbusiest functions (self):\n');
  for (const [name, self] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms(self)}  ${name}`);
  const requests = events.filter((event) => event.name === 'ResourceSendRequest' && event.ts >= start && event.ts <= complete);
  console.log(`\nrequests during the render: ${requests.map((event) => String(event.args?.data?.url ?? '').replace(/^.*\//, '')).join(', ') || 'none'}`);
}

const served = await buildAndServe();
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(served.url);
  await page.waitForFunction(() => typeof window.renderOnce === 'function');
  const once = (kind: Kind): Promise<Timing> => page.evaluate((which) => window.renderOnce(which), kind);
  if (warm) for (let index = 0; index < 5; index++) await Promise.all([once('tab'), once('plain')]);
  else if (before) await once(before);
  const cdp = await page.context().newCDPSession(page);
  let timing: Timing | undefined;
  const { events, profile } = await record(cdp, async () => {
    timing = await once(first);
  });
  console.log(
    `protocols tab profile: Chromium ${browser.version()}, ${warm ? 'a warm render' : before ? `the first render after the ${before === 'tab' ? 'tab' : 'plain list'}'s` : 'the first render in the page'} of the ${first === 'tab' ? 'tab' : 'plain list'}, ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?'}; under the profiler: ` +
      `committed ${timing?.committed.toFixed(1)} ms, rendered ${timing?.rendered.toFixed(1)} ms, painted ${timing?.painted.toFixed(1)} ms; ${timing?.elements} elements`,
  );
  report(warm ? 'warm render' : 'cold render', events, profile);
} finally {
  await browser.close();
  served.close();
}
