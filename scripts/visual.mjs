// The local visual check, for designers and developers: a picture of every design-system component
// (packages/ui/src/visual.test.tsx) and of the panel's screens (apps/panel/stories/visual.test.tsx),
// compared with the references committed beside them; then a report, visual-report/index.html, that
// shows each changed picture as reference, new picture and difference, side by side.
//
//   pnpm visual            compare, and write the report
//   pnpm visual --update   take new references on purpose (look at them before committing them)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');
const suites = [
  { name: 'Design system', dir: 'packages/ui', args: ['exec', 'vitest', 'run', '--project', 'unit', 'src/visual.test.tsx'] },
  { name: 'Panel screens', dir: 'apps/panel', args: ['exec', 'vitest', 'run', '-c', 'vitest.visual.config.ts'] },
];

/** Every file under `dir`, node_modules left out. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'storybook-static' || name === 'dist') return [];
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

let failed = false;
for (const suite of suites) {
  const result = spawnSync('pnpm', [...suite.args, ...(update ? ['--update'] : [])], { cwd: path.join(root, suite.dir), stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}

const report = path.join(root, 'visual-report');
rmSync(report, { recursive: true, force: true });
mkdirSync(report, { recursive: true });
const sections = [];
let changed = 0;
for (const suite of suites) {
  const files = filesUnder(path.join(root, suite.dir)).filter((file) => file.endsWith('.png'));
  const references = files.filter((file) => file.includes(`${path.sep}__screenshots__${path.sep}`) && !/-(actual|diff)/.test(path.basename(file)));
  const rows = [];
  for (const reference of references) {
    const base = path.basename(reference, '.png');
    const stem = base.replace(/-chromium-linux$/, '');
    const related = files.filter(
      (file) =>
        file !== reference &&
        path.basename(file).startsWith(stem) &&
        /actual|diff/.test(path.basename(file)) &&
        statSync(file).mtimeMs > Date.now() - 3_600_000,
    );
    const actual = related.find((file) => /actual/.test(path.basename(file)));
    const diff = related.find((file) => /diff/.test(path.basename(file)));
    const copy = (file, kind) => {
      const name = `${suite.dir.replace(/\W/g, '-')}-${stem}-${kind}.png`;
      copyFileSync(file, path.join(report, name));
      return name;
    };
    const cells = [copy(reference, 'reference'), actual ? copy(actual, 'actual') : null, diff ? copy(diff, 'diff') : null];
    if (actual || diff) changed += 1;
    rows.push({ stem, cells, changed: Boolean(actual || diff) });
  }
  rows.sort((a, b) => Number(b.changed) - Number(a.changed) || a.stem.localeCompare(b.stem));
  sections.push(
    `<h2>${suite.name}</h2>` +
      rows
        .map(
          ({ stem, cells, changed: isChanged }) =>
            `<section class="${isChanged ? 'changed' : 'same'}"><h3>${stem} ${isChanged ? '— <strong>changed</strong>' : '— as before'}</h3><div class="row">${cells
              .map((cell, index) =>
                cell
                  ? `<figure><img src="${cell}" alt="${stem}: ${['reference', 'new picture', 'difference'][index]}" loading="lazy"><figcaption>${['Reference', 'New picture', 'Difference'][index]}</figcaption></figure>`
                  : '',
              )
              .join('')}</div></section>`,
        )
        .join('\n'),
  );
}

writeFileSync(
  path.join(report, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sereno visual check</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1d2b}img{max-width:100%;border:1px solid #ccc}.row{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.same img{max-width:240px}.changed h3{color:#b3223a}figure{margin:0}</style>
<h1>Visual check</h1><p>${changed === 0 ? 'Every picture is as its reference.' : `${changed} pictures differ from their reference: changed ones come first, with the new picture and the difference (in red).`} ${update ? 'References were just updated.' : ''}</p>
${sections.join('\n')}</html>`,
);
console.log(`visual: ${changed} changed; report at ${path.relative(root, path.join(report, 'index.html'))}`);
process.exit(failed && !update ? 1 : 0);
