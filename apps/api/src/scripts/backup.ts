// `sereno backup` (docs/operations.md, "Backups"): copies the database and the uploaded files into a
// new folder while the server runs.
//   node dist/scripts/backup.js --to /var/backups/sereno/2026-11-29
// It uses the server's configuration (DATABASE_URL, or SERENO_DATA_DIR for PGlite; SERENO_S3_BUCKET).
// PostgreSQL is copied with pg_dump. PGlite belongs to the server's process, so the running server
// makes the copy (GET /api/ops/backup): an administrator's SERENO_BACKUP_USERNAME and
// SERENO_BACKUP_PASSWORD log in at --server (default: HOST and PORT of the configuration).
// `--offline` copies the folder of a stopped server instead.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupError, fetchServerCopy, serverAnswers, serverUrlOf } from '../ops/backup.ts';
import { ConfigError, parseConfig, type Config } from '../platform/config.ts';

const usage = 'usage: backup --to <new folder> [--server http://127.0.0.1:8080 | --offline]';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

let args: { to?: string; server?: string; offline?: boolean };
try {
  ({ values: args } = parseArgs({ options: { to: { type: 'string' }, server: { type: 'string' }, offline: { type: 'boolean' } } }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!args.to) fail(usage);

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let serverCopy: (() => Promise<Buffer>) | null = null;
if (config.database.driver === 'pglite' && !args.offline) {
  const serverUrl = (args.server ?? serverUrlOf(config)).replace(/\/+$/, '');
  if (!(await serverAnswers(serverUrl))) {
    fail(`no Sereno server answers at ${serverUrl}: pass --server <its address>, or --offline to copy the data folder of a stopped server`);
  }
  const username = process.env.SERENO_BACKUP_USERNAME;
  const password = process.env.SERENO_BACKUP_PASSWORD;
  if (!username || !password)
    fail('set SERENO_BACKUP_USERNAME and SERENO_BACKUP_PASSWORD (an administrator): the running server makes the copy of its PGlite database');
  serverCopy = () => fetchServerCopy(serverUrl, { username, password });
}

const to = path.resolve(args.to);
try {
  const manifest = await backup({ config, to, serverCopy });
  const files =
    manifest.files.kind === 'folder'
      ? `${manifest.files.count} uploaded files`
      : `no files (they are in the S3 bucket ${manifest.files.bucket}: keep its versioning on)`;
  console.log(
    `backup: ${to}: the ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database (${manifest.taken}), ${files}${manifest.secret ? ', the secret' : ''}`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
