// Adds up the JSON reports every package's vitest writes to `.test-results/vitest*.json` (a package with
// two vitest runs, like the panel's pages and its Storybook screens, writes one each) and prints
// one closing line, so that the whole run ends with "N passed, N failed" whatever turbo printed, and
// names each failed test with the start of its error: CI keeps only the end of a long run's output.
// It also says where the time went (turbo's run summary and vitest's file times): CI must stay well
// under an hour on two cores, and only this end of its log is kept.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const failures = [];
const fileTimes = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
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
    const files = result.testResults ?? [];
    const spent = files.reduce((sum, file) => sum + Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)), 0);
    lines.push(
      `  ${dir.padEnd(26)} ${result.numPassedTests} passed, ${result.numFailedTests} failed (${files.length} files; their tests ${minutes(spent)}, without imports)`,
    );
    for (const file of files) {
      fileTimes.push({ name: path.relative(root, file.name), ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) });
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
/** The latest turbo run summary (`--summarize`): each task's wall time, the longest first. */
function taskTimes() {
  const folder = path.join(root, '.turbo', 'runs');
  if (!existsSync(folder)) return [];
  const latest = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) return [];
  const summary = JSON.parse(readFileSync(latest, 'utf8'));
  const total = summary.execution ? `  the whole run: ${minutes(summary.execution.endTime - summary.execution.startTime)}` : '';
  const tasks = (summary.tasks ?? [])
    .filter((task) => task.execution?.endTime)
    .map((task) => ({ id: task.taskId, ms: task.execution.endTime - task.execution.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((task) => `  ${task.id.padEnd(34)} ${minutes(task.ms)}`);
  return ['', 'Time by task (turbo, the longest):', ...tasks, total];
}

const slowest = fileTimes
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 8)
  .map((file) => `  ${file.name.padEnd(60)} ${(file.ms / 1000).toFixed(1)} s`);
console.log([...taskTimes(), '', 'The slowest test files (their tests, without imports):', ...slowest].join('\n'));
if (failures.length > 0) console.log(['', 'Failed tests:', ...failures].join('\n'));
console.log(['', 'Sereno tests by package:', ...lines, ''].join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
