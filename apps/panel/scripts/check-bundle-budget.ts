// Run after `vite build`: the JavaScript a browser must fetch before the panel can paint anything —
// the entry of index.html and every chunk it imports statically — must stay within the budget
// (issue 8: 150 KB gzip). Pages are lazy routes, so they are listed for information, not counted:
// a page that grows does not slow the others' first load, but a static import into the entry does.
// Exceeding the budget fails the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 150 * 1000;
const dist = path.resolve(import.meta.dirname, '..', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipSize = (file: string): number => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk keys `key` needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
const initial = new Set(entries.flatMap(([key]) => [...staticClosure(key)]));
const initialBytes = [...initial].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`initial JavaScript (entry and its static imports, ${initial.size} files): ${kb(initialBytes)} gzip of ${kb(budgetBytes)}`);
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js') && chunk.src)
  .map(([key]) => ({ key, bytes: [...staticClosure(key)].filter((k) => !initial.has(k)).reduce((total, k) => total + gzipSize(manifest[k]!.file), 0) }))
  .sort((a, b) => b.bytes - a.bytes);
for (const { key, bytes } of lazy.slice(0, 12)) console.log(`  lazy ${key}: +${kb(bytes)} with the chunks it needs`);

if (initialBytes > budgetBytes) {
  console.error(
    `The panel's initial JavaScript is ${kb(initialBytes)} gzip, over its budget of ${kb(budgetBytes)}: load the newest import lazily (a lazy route or import()).`,
  );
  process.exit(1);
}
