// Adds up the JSON reports every package's vitest writes to `.test-results/vitest.json` and prints
// one closing line, so that the whole run ends with "N passed, N failed" whatever turbo printed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const group of ['packages', 'apps', '.']) {
  const dirs = group === '.' ? ['e2e'] : readdirSync(path.join(root, group)).map((d) => path.join(group, d));
  for (const dir of dirs) {
    const report = path.join(root, dir, '.test-results', 'vitest.json');
    if (!existsSync(report)) continue;
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    lines.push(`  ${dir.padEnd(26)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  }
}
console.log(['', 'Sereno tests by package:', ...lines, ''].join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
