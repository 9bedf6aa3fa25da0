// One Storybook for all: the design system's (packages/ui) is the way in, and composes the panel's
// screens (apps/panel) and the protocol cards (packages/protocol-cards) as Storybook "refs".
//
//   node scripts/storybook.mjs dev       the three dev servers (6006, 6007, 6008); open http://localhost:6006
//   node scripts/storybook.mjs build     the three static builds, the two composed ones copied into
//                                        packages/ui/storybook-static/{panel,cards}/, which `npm start` serves at /storybook/
//   node scripts/storybook.mjs publish   build, then publish to Chromatic (needs CHROMATIC_PROJECT_TOKEN; never run in CI)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', TURBO_TELEMETRY_DISABLED: '1' };
const composed = [
  { name: 'panel', dir: 'apps/panel', filter: '@sereno/panel', port: 6007, build: 'build-storybook' },
  { name: 'cards', dir: 'packages/protocol-cards', filter: '@sereno/protocol-cards', port: 6008, build: 'build' },
];
const entry = path.join(root, 'packages/ui/storybook-static');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const command = process.argv[2];

if (command === 'dev') {
  const servers = [
    spawn('pnpm', ['--filter', '@sereno/ui', 'exec', 'storybook', 'dev', '-p', '6006', '--no-open'], { cwd: root, env, stdio: 'inherit' }),
    ...composed.map(({ filter, port }) =>
      spawn('pnpm', ['--filter', filter, 'exec', 'storybook', 'dev', '-p', String(port), '--no-open', '--ci'], { cwd: root, env, stdio: 'inherit' }),
    ),
  ];
  console.log('storybook: open http://localhost:6006 (the panel on 6007 and the cards on 6008 are composed into it)');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => servers.forEach((server) => server.kill(signal)));
} else if (command === 'build' || command === 'publish') {
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@sereno/ui', '--filter=@sereno/api-client', '--output-logs=errors-only']);
  for (const { filter, build } of composed) run('pnpm', ['--filter', filter, 'run', build]);
  for (const { name, dir } of composed) {
    const from = path.join(root, dir, 'storybook-static');
    const to = path.join(entry, name);
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  console.log(`storybook: the composed Storybook is in ${path.relative(root, entry)}/ (served by \`npm start\` at /storybook/)`);
  if (command === 'publish') {
    if (!process.env.CHROMATIC_PROJECT_TOKEN) {
      console.error("storybook: set CHROMATIC_PROJECT_TOKEN (the Chromatic project's token) to publish");
      process.exit(1);
    }
    // The whole composed site is uploaded (its refs are relative folders of it); Chromatic snapshots
    // the design system's stories. The screens and cards get snapshots of their own when their
    // projects' tokens are set too.
    run('pnpm', ['--filter', '@sereno/ui', 'run', 'chromatic']);
    for (const { name, dir } of composed) {
      const token = process.env[`CHROMATIC_${name.toUpperCase()}_PROJECT_TOKEN`];
      if (!token) continue;
      run('pnpm', [
        '--filter',
        '@sereno/ui',
        'exec',
        'chromatic',
        '--project-token',
        token,
        '--storybook-build-dir',
        path.join(root, dir, 'storybook-static'),
        '--exit-zero-on-changes',
        '--only-changed',
      ]);
    }
  }
} else {
  console.error('usage: node scripts/storybook.mjs dev|build|publish');
  process.exit(1);
}
