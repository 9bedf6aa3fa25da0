// The consumer: a fresh Vite + React app in a temporary folder (the files of `fixture/`), installing
// @sereno/* from the local registry and everything else from npmjs.org, as a developer outside would.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  await install(folder);
  return folder;
}

/**
 * npmjs.org and this machine's TLS proxy are outside our reach. The proxy's certificate reaches npm
 * through NODE_EXTRA_CA_CERTS, which turbo passes to the tasks only because turbo.json names it
 * (`globalPassThroughEnv`): without it every request to npmjs.org failed (SELF_SIGNED_CERT_IN_CHAIN),
 * which npm reported as "Found: react@undefined" (ERESOLVE), all three tries. A failed install can leave a half-written
 * `node_modules/react-dom` without its package.json, which the next `npm install` reads as
 * "Found: react-dom@undefined" (ERESOLVE); and npm's cache once kept an empty answer for react. So each
 * retry starts from the manifest alone, with a cache of its own, asking the registry again: a passing
 * fault is told from a broken package, which fails all three tries the same way.
 */
async function install(folder: string): Promise<void> {
  const failures: string[] = [];
  for (const attempt of [1, 2, 3]) {
    const cache = attempt === 1 ? undefined : await mkdtemp(path.join(os.tmpdir(), 'sereno-npm-cache-'));
    try {
      const cacheArgs = cache ? ['--prefer-online', '--cache', cache] : ['--prefer-offline'];
      await runOrThrow('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...cacheArgs], { cwd: folder, env: cleanEnv() });
      return;
    } catch (error) {
      failures.push(String(error).slice(0, 600));
      console.warn(`consumer-test: npm install, try ${attempt} of 3 failed: ${failures.at(-1)}`);
      for (const leftover of ['node_modules', 'package-lock.json']) await rm(path.join(folder, leftover), { recursive: true, force: true });
      if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 10_000 * attempt));
    } finally {
      if (cache) await rm(cache, { recursive: true, force: true });
    }
  }
  throw new Error(`npm install failed three times:\n${failures.join('\n---\n')}`);
}

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
