// `sereno backup` and `sereno restore` (docs/operations.md, "Backups") on the real server and a real
// database of the test's own (PGlite in a folder, or a PostgreSQL database it creates): the demo,
// readings and an uploaded photo sent through the API; a backup while the server runs; the data
// wiped; a restore; every table's rows and the photo found again, and the server serving them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { readingsFrom } from '../../test/ingest.ts';
import { tinyPng } from '../../test/multipart.ts';
import { startServer, type RunningServer } from '../../testing/start-server.ts';
import { demoDeviceToken } from '../demo/devices.ts';
import { demoPassword } from '../demo/seed.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';

const built = path.join(apiPackageDir, 'dist/main.js');
const run = promisify(execFile);

let dir: string;
let dataDir: string;
let scratch: ScratchDatabase;
const servers: RunningServer[] = [];

function databaseEnv(): Record<string, string> {
  return { SERENO_DATA_DIR: dataDir, ...(scratch.location.driver === 'postgres' ? { DATABASE_URL: scratch.location.url } : {}) };
}

async function start(): Promise<RunningServer> {
  const server = await startServer({ ...databaseEnv(), SERENO_SIMULATOR: 'false', LOG_LEVEL: 'warn' });
  servers.push(server);
  return server;
}

/** Runs `src/scripts/<script>.ts` as an operator would, with the server's configuration. */
async function script(name: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(apiPackageDir, 'src/scripts', `${name}.ts`), ...args], {
      cwd: dir,
      env: { ...process.env, ...databaseEnv(), NODE_ENV: 'development', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function login(server: RunningServer, username: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  const user = (await response.json()) as { _id: string };
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '', id: user._id };
}

/** Every table's row count and a checksum of its rows (in any order), by schema-qualified name. */
async function tableSums(): Promise<Record<string, { rows: number; sum: string }>> {
  const database = await openDatabase({ database: scratch.location });
  try {
    const query = async <T>(statement: ReturnType<typeof sql.raw>) => ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = await query<{ name: string }>(
      sql.raw(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`),
    );
    const sums: Record<string, { rows: number; sum: string }> = {};
    for (const { name } of tables) {
      // On PGlite the backup logs in as an administrator (the running server makes the copy) and out
      // again after it: the copy holds that one session more than the database once it was done.
      const where = name === 'public.sessions' ? ` where t.user_id not in (select id from public.users where username = 'admin')` : '';
      const [row] = await query<{ rows: string; sum: string | null }>(
        sql.raw(`select count(*) as rows, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from ${name} t${where}`),
      );
      sums[name] = { rows: Number(row?.rows), sum: row?.sum ?? '' };
    }
    const [admin] = await query<{ rows: string }>(
      sql.raw(`select count(*) as rows from public.sessions where user_id in (select id from public.users where username = 'admin')`),
    );
    sums['admin sessions'] = { rows: Number(admin?.rows), sum: '' };
    return sums;
  } finally {
    await database.close();
  }
}

const filesOf = (folder: string): Record<string, string> =>
  existsSync(folder)
    ? Object.fromEntries(
        readdirSync(folder)
          .sort()
          .map((name) => [
            name,
            createHash('sha256')
              .update(readFileSync(path.join(folder, name)))
              .digest('hex'),
          ]),
      )
    : {};

async function asPostgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.SERENO_TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`this test runs the built server: run \`pnpm --filter @sereno/api build\` first (${built} is missing)`);
  dir = await mkdtemp(path.join(tmpdir(), 'sereno-backup-'));
  dataDir = path.join(dir, 'data');
  scratch = await scratchDatabase(path.join(dataDir, 'db'));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await scratch?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('sereno backup and sereno restore', () => {
  it('back up a populated server while it runs, and restore every row and uploaded file after a wipe', { timeout: 300_000 }, async () => {
    // The demo (its first start seeds it), readings of a demo device, and a photo on a protocol card.
    const server = await start();
    const secret = readFileSync(path.join(dataDir, 'secret'), 'utf8').trim();
    const sent = await fetch(`${server.url}/api/devices/SRN-0001/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoDeviceToken(secret, 'SRN-0001')}`, 'content-type': 'application/json' },
      body: JSON.stringify(readingsFrom(1, 50, new Date(Date.now() - 2 * 60 * 60 * 1000))),
    });
    expect(sent.status, await sent.clone().text()).toBe(202);

    const customer = await login(server, 'customer');
    const call = (url: string, init: RequestInit = {}) =>
      fetch(`${server.url}${url}`, { ...init, headers: { cookie: customer.cookie, ...(init.headers as Record<string, string>) } });
    const graph = async () => {
      const answer = await call(`/api/nodes/graph/${customer.id}`);
      return answer.ok ? ((await answer.json()) as { nodes: { _id: string }[] }).nodes : [];
    };
    if ((await graph()).length === 0) {
      const made = await call(`/api/nodes/graph/owner/${customer.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(made.status, await made.text()).toBe(201);
    }
    const rootId = (await graph())[0]?._id;
    expect(rootId).toBeTruthy();
    const created = await call('/api/resources', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ownerId: customer.id, nodeId: rootId, module: 'photos', content: { description: 'Vistas desde el balcón' } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const cardId = ((await created.json()) as { _id: string })._id;
    const form = new FormData();
    form.append('files', new Blob([tinyPng], { type: 'image/png' }), 'balcon.png');
    const uploaded = await call(`/api/resources/${customer.id}/owner/${cardId}/upload`, { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const fileName = ((await uploaded.json()) as { files: { fileName: string }[] }).files[0]?.fileName ?? '';

    // The backup, taken while the server runs.
    const backupDir = path.join(dir, 'backup');
    const backedUp = await script('backup', ['--to', backupDir, '--server', server.url], {
      SERENO_BACKUP_USERNAME: 'admin',
      SERENO_BACKUP_PASSWORD: demoPassword,
    });
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('1 uploaded files');
    expect(JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toMatchObject({
      database: scratch.location.driver,
      taken: scratch.location.driver === 'postgres' ? 'pg_dump' : 'server',
      files: { kind: 'folder', count: 1 },
      secret: true,
    });
    // A backup goes into a new folder.
    expect((await script('backup', ['--to', backupDir, '--server', server.url])).code).toBe(1);

    // What the database and the files folder held: the server stopped, nothing changed since the backup.
    await server.kill('SIGTERM');
    const before = await tableSums();
    const filesBefore = filesOf(path.join(dataDir, 'files'));
    expect(Object.keys(filesBefore)).toEqual([fileName]);
    expect(before['public.readings']?.rows).toBe(50);
    expect(before['admin sessions']?.rows).toBe(0);
    expect(before['public.devices']?.rows).toBeGreaterThan(30);
    expect(before['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(20);

    // The wipe: the data folder, and on PostgreSQL the database.
    await rm(dataDir, { recursive: true, force: true });
    if (scratch.location.driver === 'postgres') {
      const name = new URL(scratch.location.url).pathname.slice(1);
      await asPostgresAdmin(`DROP DATABASE "${name}" WITH (FORCE)`);
      await asPostgresAdmin(`CREATE DATABASE "${name}"`);
    }

    const restored = await script('restore', ['--from', backupDir]);
    expect(restored.code, restored.output).toBe(0);
    expect(await tableSums()).toEqual({
      ...before,
      'admin sessions': { rows: scratch.location.driver === 'pglite' ? 1 : 0, sum: '' },
    });
    expect(filesOf(path.join(dataDir, 'files'))).toEqual(filesBefore);
    // Restoring over data is refused without --force.
    const again = await script('restore', ['--from', backupDir]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|has tables/);

    // The server starts on the restored data, with the same secret (the demo device's token works).
    const back = await start();
    const photo = await fetch(`${back.url}/api/resources/file?fileName=${fileName}`, { headers: { cookie: (await login(back, 'customer')).cookie } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(tinyPng)).toBe(true);
    const replay = await fetch(`${back.url}/api/devices/SRN-0001/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoDeviceToken(secret, 'SRN-0001')}`, 'content-type': 'application/json' },
      body: JSON.stringify(readingsFrom(1, 50, new Date(Date.now() - 2 * 60 * 60 * 1000))),
    });
    expect(await replay.json()).toMatchObject({ duplicates: 50 });
  });
});
