// Adds up the JSON reports every package's vitest writes to `.test-results/vitest*.json` (a package with
// two vitest runs, like the panel's pages and its Storybook screens, writes one each) and prints
// one closing line, so that the whole run ends with "N passed, N failed" whatever turbo printed, and
// names each failed test with the start of its error: CI keeps only the end of a long run's output.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const failures = [];
for (const group of ['packages', 'apps', '.']) {
  const dirs = group === '.' ? ['e2e'] : readdirSync(path.join(root, group)).map((d) => path.join(group, d));
  const reports = dirs.flatMap((dir) => {
    const folder = path.join(root, dir, '.test-results');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => /^vitest.*\.json$/.test(name))
      .sort()
      .map((name) => ({ dir: name === 'vitest.json' ? dir : `${dir} (${name.slice('vitest-'.length, -'.json'.length)})`, report: path.join(folder, name) }));
  });
  for (const { dir, report } of reports) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    lines.push(`  ${dir.padEnd(26)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
    for (const file of result.testResults ?? []) {
      // A failed hook fails its file with a message of its own, beside or instead of its tests.
      if (file.status === 'failed' && file.message)
        failures.push(`  ${path.relative(root, file.name)}\n      ${file.message.split('\n').slice(0, 6).join('\n      ')}`);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const error = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n      ');
        failures.push(`  ${path.relative(root, file.name)} > ${test.fullName}\n      ${error}`);
      }
    }
  }
}
if (failures.length > 0) console.log(['', 'Failed tests:', ...failures].join('\n'));
console.log(['', 'Sereno tests by package:', ...lines, ''].join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
