#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here.
//
// Like a Gradle wrapper, this file brings its own toolchain: Sereno runs on Node 24 LTS and pnpm 11,
// and a fresh machine may have only an older Node with npm. When the running Node is older than 24,
// Node 24 and pnpm are fetched from the npm registry into `.toolchain/` (a few seconds, once) and
// every later step runs with them. It must itself run on Node >= 18, so it uses nothing but Node's
// own modules and plain JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '');
const nodeMajor = Number(readFileSync(path.join(root, '.node-version'), 'utf8').trim());
const toolchainDir = process.env.SERENO_TOOLCHAIN_DIR ?? path.join(root, '.toolchain');
const toolchainBin = path.join(toolchainDir, 'node_modules', '.bin');

const command = process.argv[2];
if (!['start', 'test', 'backup', 'restore'].includes(command)) {
  console.error('usage: node scripts/sereno.mjs start|test|backup|restore');
  process.exit(2);
}

function run(cmd, args, env, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(cmd, args, env) {
  const status = run(cmd, args, env);
  if (status !== 0) process.exit(status);
}

function currentVersion(binary, env) {
  const result = spawnSync(binary, ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

/** Returns the environment whose PATH finds Node 24 and the pinned pnpm first. */
function ensureToolchain() {
  const env = { ...process.env, PATH: `${toolchainBin}${path.delimiter}${process.env.PATH ?? ''}` };
  const needNode = Number(process.versions.node.split('.')[0]) < nodeMajor;
  const nodeOk = !needNode || currentVersion(path.join(toolchainBin, 'node'), env)?.startsWith(`${nodeMajor}.`);
  const pnpmOk = currentVersion(path.join(toolchainBin, 'pnpm'), env) === pnpmVersion;
  if (nodeOk && pnpmOk) return env;

  const packages = [`pnpm@${pnpmVersion}`];
  // The platform's own package ships the binary inside the tarball, so nothing is downloaded from
  // outside the npm registry (the generic `node` package would fetch it in a postinstall step).
  if (needNode) packages.push(`node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}@${nodeMajor}`);
  console.log(`sereno: fetching ${packages.join(' and ')} into ${path.relative(root, toolchainDir) || '.'} ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, ['install', '--prefix', toolchainDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', ...packages], process.env);
  if (status !== 0) {
    console.error('sereno: could not fetch the toolchain from the npm registry.');
    process.exit(status);
  }
  return env;
}

const env = ensureToolchain();

// `sereno backup` and `sereno restore` (docs/operations.md, "Backups") run the built server's
// scripts with the server's configuration, from the directory `npm start` runs it in.
if (command === 'backup' || command === 'restore') {
  const script = path.join(root, 'apps/api/dist/scripts', `${command}.js`);
  if (!existsSync(script)) {
    console.error(
      `sereno: ${path.relative(root, script)} is missing: build the server first (npm start does, or pnpm exec turbo run build --filter=@sereno/api)`,
    );
    process.exit(1);
  }
  process.exit(run('node', [script, ...process.argv.slice(3)], { ...env, SERENO_DATA_DIR: env.SERENO_DATA_DIR ?? path.join(root, '.sereno') }));
}

env.TURBO_TELEMETRY_DISABLED = '1';
env.STORYBOOK_DISABLE_TELEMETRY = '1';
console.log(`sereno: node ${currentVersion('node', env)}, pnpm ${currentVersion('pnpm', env)} (toolchain: ${toolchainBin})`);

runOrExit('pnpm', ['install', '--frozen-lockfile'], env);

if (command === 'test') {
  // Two cores: two tasks at a time keeps the browser tests from starving each other. The API's
  // suite runs as two tasks, on PGlite and on PostgreSQL, so that both cores share the longest work.
  const status = run(
    'pnpm',
    ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', 'test:postgres', '--concurrency=2', '--continue', '--output-logs=new-only', '--summarize'],
    env,
  );
  run('node', ['scripts/test-summary.mjs'], env);
  process.exit(status);
}

runOrExit(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@sereno/api', '--filter=@sereno/panel', '--filter=@sereno/flasher', '--output-logs=errors-only'],
  env,
);
// The Storybook served at /storybook/ composes the panel's screens and the protocol cards when their
// static builds are there (`pnpm storybook:build` makes them): the design system's build, redone
// above whenever it changed, would otherwise have lost them.
for (const [name, dir] of [
  ['panel', 'apps/panel'],
  ['cards', 'packages/protocol-cards'],
]) {
  const from = path.join(root, dir, 'storybook-static');
  const to = path.join(root, 'packages/ui/storybook-static', name);
  if (existsSync(path.join(from, 'index.html')) && existsSync(path.join(root, 'packages/ui/storybook-static'))) cpSync(from, to, { recursive: true });
}
const server = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // Quiet by default: a person trying Sereno wants the banner, not a JSON line per request.
  env: { ...env, SERENO_DATA_DIR: env.SERENO_DATA_DIR ?? path.join(root, '.sereno'), LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
