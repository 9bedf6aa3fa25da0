// The consumer: a fresh Vite + React app in a temporary folder (the files of `fixture/`), installing
// @sereno/* from the local registry and everything else from npmjs.org, as a developer outside would.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalRegistry } from './registry.ts';
import { repositoryRoot, writeNpmrc } from './release.ts';
import { runOrThrow } from './run.ts';

const fixture = fileURLToPath(new URL('../fixture', import.meta.url));

async function versionOf(packageFolder: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(repositoryRoot, packageFolder, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export async function createConsumerApp(registry: LocalRegistry): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sereno-consumer-'));
  await cp(fixture, folder, { recursive: true });
  const manifest = {
    name: 'sereno-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@sereno/ui': `^${await versionOf('packages/ui')}`,
      '@sereno/validation': `^${await versionOf('packages/validation')}`,
      '@sereno/protocol-cards': `^${await versionOf('packages/protocol-cards')}`,
      i18next: '27.1.2',
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-i18next': '18.0.1',
    },
    devDependencies: {
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      '@vitejs/plugin-react': '6.3.0',
      typescript: '5.9.3',
      vite: '8.3.8',
    },
  };
  await writeFile(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Only the @sereno scope comes from the local registry.
  await writeNpmrc(folder, registry, true);
  await installOnce(folder, '--prefer-offline').catch((error: unknown) => {
    // npmjs.org is outside our reach: a busy machine once got an empty answer for react ("Found:
    // react@undefined"), and npm's cache kept it, so an offline-first retry failed the same way. The
    // second try asks the registry again: it tells a passing fault from a broken package.
    console.warn(`consumer-test: npm install failed, trying once more online: ${String(error).slice(0, 300)}`);
    return installOnce(folder, '--prefer-online');
  });
  return folder;
}

const installOnce = (folder: string, cache: '--prefer-offline' | '--prefer-online') =>
  runOrThrow('npm', ['install', '--no-audit', '--no-fund', cache, '--loglevel=error'], { cwd: folder, env: cleanEnv() });

/**
 * The environment of a developer's shell: none of the monorepo's npm/pnpm settings leak in, nor
 * Vitest's `NODE_ENV=test` (Vite would then bundle React's development build).
 */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|vitest|node_env$)/i.test(key)));
  return { ...env, ...extra };
}

/** Runs a binary of the consumer app (vite, tsc…). */
export function bin(folder: string, name: string): string {
  return path.join(folder, 'node_modules', '.bin', name);
}
