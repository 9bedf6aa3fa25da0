// One database API over two engines: PGlite (PostgreSQL in WebAssembly, in-process) by default and
// PostgreSQL through node-postgres when DATABASE_URL is set. Both apply the same SQL migrations from
// apps/api/drizzle at start.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createStorageGuard, exitOnWalFailure, freeBytes, StorageFullError, type StorageGuard } from './storage-guard.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiPackageDir, type DatabaseLocation } from './config.ts';
import * as schema from '../db/schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent database: every query in Sereno is written against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  driver: DatabaseLocation['driver'];
  close(): Promise<void>;
  /**
   * PGlite only: a consistent copy of the whole data folder (a gzipped tar, what PGlite's
   * `loadDataDir` reads; docs/operations.md, "Backups"). Taken between transactions and queries:
   * PGlite runs one at a time in this process, so nothing is half-written in it.
   */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = path.join(apiPackageDir, 'drizzle');

export const inMemory = 'memory://';

/** An arbitrary constant naming Sereno's migration lock among PostgreSQL's advisory locks. */
const migrationLockKey = 739_120_517;

/**
 * Gives the selects that `pool.query` runs again and again a statement name, as pgjdbc's
 * `prepareThreshold` does: from its `threshold`-th run a text is parsed and planned once per pooled
 * connection and then only bound and executed (a page of rooms: ~0.5 ms of PostgreSQL's parsing and
 * planning saved per request, docs/scaling.md "Per request"). drizzle builds the same text for the
 * same query shape (values travel as parameters), so the lists' pages, the details and the session
 * lookups each reuse theirs. At most `maxNamed` texts get a name (each costs a little memory on
 * every connection; later ones run unnamed, as before), and the count of texts seen fewer times is
 * forgotten past `maxCounted`. Only selects, outside transactions (those use their own client).
 */
export function nameRepeatedSelects(pool: pg.Pool, { threshold = 3, maxNamed = 500, maxCounted = 10_000 } = {}): void {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, ...rest: unknown[]) => Promise<unknown>;
  const named = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (typeof text !== 'string' || name || !/^(select|with)\s/i.test(text)) return config;
    let statement = names.get(text);
    if (statement === undefined) {
      const times = (seen.get(text) ?? 0) + 1;
      if (times < threshold || names.size >= maxNamed) {
        if (seen.size >= maxCounted) seen.clear();
        seen.set(text, times);
        return config;
      }
      seen.delete(text);
      statement = `sereno_${names.size + 1}`;
      names.set(text, statement);
    }
    return { ...config, name: statement };
  };
  pool.query = ((config: unknown, ...rest: unknown[]) => query(named(config), ...rest)) as typeof pool.query;
}

/**
 * Looks after the connections `pool.connect()` hands out (drizzle's transactions and the migration
 * lock take theirs that way; `pool.query` looks after its own): one whose connection breaks while
 * it is checked out goes back to the pool at once, to be dropped, and its 'error' is handled.
 * Without this, a database that restarts under load did two things: a connection cut as its
 * transaction's BEGIN went out stayed checked out for good (drizzle releases only after BEGIN has
 * answered), so that after `max` of them every query waited for ever; and the 'error' that
 * node-postgres emits on a checked-out connection that ends, having no listener, ended the process.
 * A later `release()` of a connection given back here does nothing.
 */
export function releaseBrokenConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (typeof callback === 'function') return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const giveBack = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', broken);
        client.removeListener('end', ended);
        release(error);
      };
      const broken = (error: Error) => giveBack(error);
      const ended = () => giveBack(new Error('the database connection ended while checked out'));
      client.on('error', broken);
      client.once('end', ended);
      client.release = giveBack;
      return client;
    });
  }) as typeof pool.connect;
}

/** Statements that only read: they go on while the disk is full. */
const readOnly = /^\s*(select|show)\b/i;

/**
 * Writes through the guard (storage-guard.ts): refused while the disk is below the reserve; a failed
 * WAL write seen before PGlite is asked anything else (the ROLLBACK after it included).
 */
function guardWrites(client: PGlite, guard: StorageGuard): void {
  const watched =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>, check: (args: Args) => boolean) =>
    async (...args: Args): Promise<Result> => {
      if (check(args)) guard.checkWrite();
      try {
        return await run(...args);
      } catch (error) {
        guard.inspect(error);
        throw error;
      }
    };
  const writes = (args: unknown[]) => typeof args[0] !== 'string' || !readOnly.test(args[0]);
  client.query = watched(client.query.bind(client), writes) as typeof client.query;
  client.exec = watched(client.exec.bind(client), writes) as typeof client.exec;
  const transaction = client.transaction.bind(client);
  client.transaction = watched(
    (callback: Parameters<PGlite['transaction']>[0]) =>
      transaction((tx) => {
        tx.query = watched(tx.query.bind(tx), () => false) as typeof tx.query;
        tx.exec = watched(tx.exec.bind(tx), () => false) as typeof tx.exec;
        return callback(tx);
      }),
    () => true,
  ) as typeof client.transaction;
}

/**
 * Opens the database and brings its tables up to date. `pgliteFrom` (PGlite only): a data folder to
 * start from, as `dumpDataDir` wrote it — the tests' migrated template, which spares each test file
 * PGlite's own initdb and the migrations (about 4 s; test/database.ts).
 */
export async function openDatabase({ database, pgliteFrom }: { database: DatabaseLocation; pgliteFrom?: Blob }): Promise<OpenDatabase> {
  if (database.driver === 'postgres') {
    // A pool that has every connection busy answers a query that waits 10 s for one with an error
    // (503, "timeout exceeded when trying to connect"), never by waiting for ever.
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection that breaks (a database restart, a failover) is dropped from the pool and the
    // next query opens a new one; unhandled, the pool's 'error' event would end the process.
    pool.on('error', (error) => console.error(`sereno: an idle database connection failed: ${error.message}`));
    nameRepeatedSelects(pool);
    releaseBrokenConnections(pool);
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      // Several replicas may start at once: one migrates while the others wait, then find nothing to do.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePostgres(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).finally(() => lock.release());
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  const onDisk = database.dataDir !== inMemory;
  if (onDisk) mkdirSync(database.dataDir, { recursive: true });
  const reserveBytes = (database.reserveMb ?? 64) * 1024 * 1024;
  // Opened on a full disk, PGlite would hang in its recovery: a clear refusal instead (storage-guard.ts).
  if (onDisk && freeBytes(database.dataDir) < reserveBytes) throw new StorageFullError(database.dataDir, freeBytes(database.dataDir));
  const client = await PGlite.create(database.dataDir, pgliteFrom ? { loadDataDir: pgliteFrom } : {});
  if (onDisk && reserveBytes > 0) guardWrites(client, createStorageGuard(database.dataDir, { reserveBytes, onFatal: exitOnWalFailure(database.dataDir) }));
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    // Inside a transaction of its own (PGlite runs one at a time, so no other is half-done), after a
    // checkpoint (the shared buffers written out: the copy opens without recovery).
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
  };
}
