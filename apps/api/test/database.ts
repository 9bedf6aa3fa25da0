// A fresh database for each test file: an in-memory PGlite, or on PostgreSQL a database with a
// random name, dropped at the end. The vitest project chooses which (vitest.config.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLocation } from '../src/platform/config.ts';
import { inMemory, openDatabase, type OpenDatabase } from '../src/platform/database.ts';

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

export async function openTestDatabase(): Promise<OpenDatabase> {
  const scratch = await scratchDatabase();
  let opened: OpenDatabase;
  try {
    opened = await openDatabase({ database: scratch.location });
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
