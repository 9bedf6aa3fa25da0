// `sereno backup` and `sereno restore` (docs/operations.md, "Backups"): a backup is a folder with
//   manifest.json         what it holds, and when it was taken
//   database.tar.gz       PGlite: its data folder, copied by the running server (GET /api/ops/backup)
//   database.pgdump       PostgreSQL: `pg_dump --format=custom`, a consistent snapshot while it runs
//   files/                the protocol cards' uploaded files (the local folder; S3 has its own versions)
//   secret                the data folder's secret outside production (it encrypts stored PMS credentials)
// The database is copied first and the files after it: files are only ever added under new names or
// removed, so every file the copied rows name is in the copied folder.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../platform/config.ts';

export const manifestName = 'manifest.json';
const pgliteCopy = 'database.tar.gz';
const postgresCopy = 'database.pgdump';

export interface BackupManifest {
  format: 'sereno-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How the PGlite copy was made: by the running server, or from the folder of a stopped one. */
  taken: 'server' | 'folder' | 'pg_dump';
  files: { kind: 'folder'; count: number } | { kind: 's3'; bucket: string };
  secret: boolean;
}

export class BackupError extends Error {}

/** Runs `command` and resolves with its stderr when it exits with 0. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} is not on this machine: install PostgreSQL's client programs (postgresql-client), of the server's major version or newer`,
            )
          : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve(stderr) : reject(new BackupError(`${command} failed (exit code ${code}): ${stderr.trim()}`))));
  });
}

function filesIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);

/** Where a running server answers, from its configuration (`--server` overrides it). */
export function serverUrlOf(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The running server's copy of its PGlite database, fetched as the administrator `credentials`. */
export async function fetchServerCopy(serverUrl: string, credentials: { username: string; password: string }): Promise<Buffer> {
  const login = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new BackupError(`could not log in to ${serverUrl} as ${credentials.username}: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  try {
    const copy = await fetch(`${serverUrl}/api/ops/backup`, { headers: { cookie, 'accept-language': 'en' } });
    if (copy.status !== 200) throw new BackupError(`${serverUrl}/api/ops/backup answered ${copy.status}: ${await copy.text()}`);
    return Buffer.from(await copy.arrayBuffer());
  } finally {
    await fetch(`${serverUrl}/api/logout`, { method: 'POST', headers: { cookie } }).catch(() => undefined);
  }
}

/** Whether a server answers at `serverUrl`. */
export async function serverAnswers(serverUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${serverUrl}/api/configuration`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

export interface BackupOptions {
  config: Config;
  to: string;
  /** PGlite: the running server's copy; null copies the folder of a stopped server. */
  serverCopy: (() => Promise<Buffer>) | null;
}

export async function backup({ config, to, serverCopy }: BackupOptions): Promise<BackupManifest> {
  if (!isEmptyFolder(to)) throw new BackupError(`${to} is not empty: back up into a new folder`);
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let taken: BackupManifest['taken'];
  if (config.database.driver === 'postgres') {
    // One transaction's snapshot of every table, while the servers go on writing.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(to, postgresCopy)}`, `--dbname=${config.database.url}`]);
    taken = 'pg_dump';
  } else if (serverCopy) {
    writeFileSync(path.join(to, pgliteCopy), await serverCopy(), { mode: 0o600 });
    taken = 'server';
  } else {
    const { dataDir } = config.database;
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`there is no PGlite database in ${dataDir}`);
    const client = await PGlite.create(dataDir);
    try {
      writeFileSync(path.join(to, pgliteCopy), Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
    taken = 'folder';
  }

  let files: BackupManifest['files'];
  if (config.fileStorage.kind === 'folder') {
    const source = config.fileStorage.dir;
    if (existsSync(source)) cpSync(source, path.join(to, 'files'), { recursive: true, preserveTimestamps: true });
    else mkdirSync(path.join(to, 'files'));
    files = { kind: 'folder', count: filesIn(path.join(to, 'files')) };
  } else {
    files = { kind: 's3', bucket: config.fileStorage.bucket };
  }

  const secretFile = path.join(config.dataDir, 'secret');
  const secret = existsSync(secretFile);
  if (secret) cpSync(secretFile, path.join(to, 'secret'));

  const manifest: BackupManifest = {
    format: 'sereno-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.database.driver,
    taken,
    files,
    secret,
  };
  writeFileSync(path.join(to, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, manifestName);
  if (!existsSync(file)) throw new BackupError(`${from} is not a Sereno backup (no ${manifestName})`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'sereno-backup' || manifest.version !== 1) throw new BackupError(`${file}: not a backup this version of Sereno reads`);
  return manifest;
}

/** Moves `target` aside (`<target>.before-restore-<time>`) with `force`, or refuses when it holds anything. */
function makeRoom(target: string, force: boolean, stamp: string): string | null {
  if (isEmptyFolder(target)) return null;
  if (!force) throw new BackupError(`${target} is not empty: restore into an empty place, or pass --force to move it aside`);
  const aside = `${target}.before-restore-${stamp}`;
  renameSync(target, aside);
  return aside;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What was in the way and moved aside (--force). */
  movedAside: string[];
}

/** Restores the backup `from` into the configuration's database and data folder; the server is stopped. */
export async function restore({ config, from, force }: { config: Config; from: string; force: boolean }): Promise<RestoreResult> {
  const manifest = readManifest(from);
  if (manifest.database !== config.database.driver) {
    throw new BackupError(
      `the backup holds a ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database and this configuration uses ${
        config.database.driver === 'pglite' ? 'PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'
      }`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const moved = (aside: string | null) => aside && movedAside.push(aside);

  if (config.database.driver === 'postgres') {
    if (!(await postgresIsEmpty(config.database.url)) && !force) {
      throw new BackupError('the database has tables: restore into a new, empty database (CREATE DATABASE), or pass --force to replace what the backup holds');
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.database.url}`,
      path.join(from, postgresCopy),
    ]);
  } else {
    const { dataDir } = config.database;
    moved(makeRoom(dataDir, force, stamp));
    mkdirSync(path.dirname(dataDir), { recursive: true });
    const copy = new Blob([readFileSync(path.join(from, pgliteCopy))]);
    const client = await PGlite.create(dataDir, { loadDataDir: copy });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  }

  if (manifest.files.kind === 'folder' && config.fileStorage.kind === 'folder') {
    const target = config.fileStorage.dir;
    moved(makeRoom(target, force, stamp));
    cpSync(path.join(from, 'files'), target, { recursive: true, preserveTimestamps: true });
  }
  if (manifest.secret) {
    const target = path.join(config.dataDir, 'secret');
    const same = existsSync(target) && readFileSync(target).equals(readFileSync(path.join(from, 'secret')));
    if (!same) {
      moved(makeRoom(target, force, stamp));
      mkdirSync(config.dataDir, { recursive: true });
      cpSync(path.join(from, 'secret'), target);
    }
  }
  return { manifest, movedAside };
}
