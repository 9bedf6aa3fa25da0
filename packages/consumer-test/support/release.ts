// Publishes the packages to the local registry the way a maintainer releases them: `pnpm release`
// (README, docs/design-system.md), pointed at the registry by the npm configuration.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalRegistry } from './registry.ts';
import { runOrThrow } from './run.ts';

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** An npm configuration naming the registry and the token to publish with. */
export async function writeNpmrc(folder: string, registry: LocalRegistry, scopeOnly: boolean): Promise<string> {
  const file = path.join(folder, '.npmrc');
  const host = registry.url.replace(/^http:/, '');
  const lines = [scopeOnly ? `@sereno:registry=${registry.url}` : `registry=${registry.url}`, `${host}:_authToken=${registry.token}`];
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

export async function releaseTo(registry: LocalRegistry, configFolder: string): Promise<string> {
  const userconfig = await writeNpmrc(configFolder, registry, false);
  const env = {
    ...process.env,
    npm_config_userconfig: userconfig,
    NPM_CONFIG_USERCONFIG: userconfig,
    npm_config_registry: registry.url,
    pnpm_config_registry: registry.url,
  };
  // No git tags: this is a rehearsal, not a release of the repository.
  return runOrThrow('pnpm', ['run', 'release', '--no-git-tag'], { cwd: repositoryRoot, env });
}
