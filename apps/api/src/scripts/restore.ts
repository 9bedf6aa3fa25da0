// `sereno restore` (docs/operations.md, "Backups"): puts a backup made by `sereno backup` back, with
// the server stopped.
//   node dist/scripts/restore.js --from /var/backups/sereno/2026-11-29
// It uses the server's configuration: PGlite's data folder (SERENO_DATA_DIR) must be empty or absent,
// PostgreSQL's database (DATABASE_URL) must have no tables (create a new one); `--force` moves a
// folder in the way aside (`<folder>.before-restore-<time>`) and lets pg_restore replace the tables.
// The next start of the server applies the migrations a newer version brings.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restore } from '../ops/backup.ts';
import { ConfigError, parseConfig, type Config } from '../platform/config.ts';

const usage = 'usage: restore --from <backup folder> [--force]';

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

let args: { from?: string; force?: boolean };
try {
  ({ values: args } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean' } } }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!args.from) fail(usage);

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

try {
  const { manifest, movedAside } = await restore({ config, from: path.resolve(args.from), force: args.force ?? false });
  console.log(
    `restore: the ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database of ${manifest.createdAt}` +
      `${manifest.files.kind === 'folder' ? ` and ${manifest.files.count} uploaded files` : ''} are back` +
      `${movedAside.length ? `; moved aside: ${movedAside.join(', ')}` : ''}`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
