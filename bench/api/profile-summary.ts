// `node profile-summary.ts <file.cpuprofile> [top] [window]`: where a CPU profile's time went, as
// self time summed by function and by package (node_modules package, node: internals, the server's
// own files, the engine's garbage collection and idle time). For the server under
// `BENCH_CPU_PROF_DIR=… pnpm bench:api` (docs/scaling.md, "Per request"). A `window` such as `31-16`
// counts only the samples from 31 to 16 seconds before the profile's end: the measured route without
// the server's start (module loading, the demo's seed), which on a busy machine outweighs a short
// measure. Without a window it prints the busy milliseconds of each of the last 60 seconds, to find it.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument, windowArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: node profile-summary.ts <file.cpuprofile> [top] [window: seconds before the end, as 31-16]');
  process.exit(2);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
/** The samples' times (µs from the profile's start), and the window that counts. */
const times: number[] = [];
profile.timeDeltas.reduce((time, delta) => (times.push(time + delta), time + delta), 0);
const end = times.at(-1) ?? 0;
const [windowStart, windowEnd] = (windowArgument ?? '').split('-').map(Number);
const from = windowStart === undefined || Number.isNaN(windowStart) ? -Infinity : end - windowStart * 1e6;
const to = windowEnd === undefined || Number.isNaN(windowEnd) ? Infinity : end - windowEnd * 1e6;

/** The package a frame belongs to: the node_modules package, node's own code, the server's files, or the engine. */
function packageOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const own = url.match(/apps\/api\/dist\/(.*)$/) ?? url.match(/packages\/([^/]+)\//);
  return own ? `sereno:${own[1]!.split('/').slice(0, -1).join('/') || own[1]}` : url;
}

function label({ functionName, url, lineNumber }: CallFrame): string {
  const where = url
    ? `${url
        .replace(/^.*\/node_modules\//, '')
        .replace(/^.*\/apps\/api\/dist\//, 'api/')
        .replace(/^file:\/\//, '')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  const time = times[index] ?? 0;
  if (time < from || time > to) return;
  const delta = profile.timeDeltas[index] ?? 0;
  const frame = nodes.get(id)!.callFrame;
  if (frame.functionName === '(idle)') {
    idle += delta;
    return;
  }
  total += delta;
  byFunction.set(label(frame), (byFunction.get(label(frame)) ?? 0) + delta);
  byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + delta);
});

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
if (windowArgument === undefined) {
  const busyBySecond = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    if (nodes.get(id)!.callFrame.functionName === '(idle)') return;
    const before = Math.floor((end - (times[index] ?? 0)) / 1e6);
    busyBySecond.set(before, (busyBySecond.get(before) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const seconds = Array.from({ length: 60 }, (_, before) => `${before}s:${Math.round((busyBySecond.get(before) ?? 0) / 1000)}`);
  console.log(`busy ms in each second before the end (a window for the third argument): ${seconds.join(' ')}`);
}
console.log(`${file}: ${(total / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle (self time; percentages of busy time)`);
print('by package', byPackage);
print('by function', byFunction);
