// A fresh database for each test file: an in-memory PGlite, or on PostgreSQL a database with a
// random name, dropped at the end. The vitest project chooses which (vitest.config.ts).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../src/platform/config.ts';
import { inMemory, migrationsFolder, openDatabase, type OpenDatabase } from '../src/platform/database.ts';

const postgresAdminUrl = (): string | undefined => (process.env.SERENO_TEST_DATABASE === 'postgres' ? process.env.SERENO_TEST_POSTGRES_URL : undefined);

async function asPostgresAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  location: DatabaseLocation;
  drop(): Promise<void>;
}

/**
 * Where a new, empty database lives: on PostgreSQL a new database; on PGlite the given folder, or
 * memory. `drop()` removes the PostgreSQL database (the caller removes its folder).
 */
export async function scratchDatabase(pgliteDir: string = inMemory): Promise<ScratchDatabase> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return { location: { driver: 'pglite', dataDir: pgliteDir }, drop: async () => {} };
  const name = `sereno_test_${randomBytes(8).toString('hex')}`;
  await asPostgresAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { driver: 'postgres', url: url.toString() },
    drop: () => asPostgresAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * PGlite's data folder once migrated, kept in the temporary folder for every later test file (of this
 * run and the next ones) until a migration or PGlite changes: a file then starts from it in about a
 * second, where PGlite's initdb and the migrations took four or five (docs/architecture.md, "Tests").
 * Two files making it at once both write it whole and rename it into place.
 */
async function migratedPglite(): Promise<Blob> {
  const key = createHash('sha256').update(import.meta.resolve('@electric-sql/pglite'));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (statSync(file).isFile()) key.update(name).update(readFileSync(file));
  }
  const template = path.join(tmpdir(), `sereno-test-pglite-${key.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(template)) return new Blob([await readFile(template)]);
  const opened = await openDatabase({ database: { driver: 'pglite', dataDir: inMemory } });
  try {
    const dump = await opened.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no dump of its data folder');
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, template);
    return dump;
  } finally {
    await opened.close();
  }
}

export async function openTestDatabase(): Promise<OpenDatabase> {
  const scratch = await scratchDatabase();
  let opened: OpenDatabase;
  try {
    const inMemoryPglite = scratch.location.driver === 'pglite' && scratch.location.dataDir === inMemory;
    opened = await openDatabase({ database: scratch.location, ...(inMemoryPglite ? { pgliteFrom: await migratedPglite() } : {}) });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    ...opened,
    async close() {
      await opened.close();
      await scratch.drop();
    },
  };
}
