// `node profile-summary.ts <file.cpuprofile> [top]`: where a CPU profile's time went, as self time
// summed by function and by package (node_modules package, node: internals, the server's own files,
// the engine's garbage collection and idle time). For the server under `BENCH_CPU_PROF_DIR=… pnpm
// bench:api` (docs/scaling.md, "Per request").
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

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: node profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

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
console.log(`${file}: ${(total / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle (self time; percentages of busy time)`);
print('by package', byPackage);
print('by function', byFunction);
