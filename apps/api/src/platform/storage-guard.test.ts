// The storage guard of PGlite (storage-guard.ts): writes refused below the reserve and allowed again
// once there is room, a failed WAL write ending the process, and a data folder on a disk below the
// reserve refused at start at once (a PGlite opened there would hang in its recovery).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from './database-unavailable.ts';
import { openDatabase } from './database.ts';
import { createStorageGuard, freeBytes, isWalWriteFailure, StorageFullError } from './storage-guard.ts';

const mib = 1024 * 1024;

describe('the storage guard', () => {
  it('refuses writes while the disk is below the reserve, with disk_full, and allows them again once there is room', () => {
    let free = 100 * mib;
    const fatal: unknown[] = [];
    const guard = createStorageGuard('/srv/sereno/db', { reserveBytes: 64 * mib, free: () => free, onFatal: (error) => fatal.push(error) });
    expect(() => guard.checkWrite()).not.toThrow();
    free = 10 * mib;
    let refusal: unknown;
    try {
      guard.checkWrite();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(StorageFullError);
    expect(refusal).toMatchObject({ code: '53100', folder: '/srv/sereno/db', message: expect.stringContaining('10 MiB free under /srv/sereno/db') });
    // The error handler answers it as a full disk (503).
    expect(isStorageFull(refusal)).toBe(true);
    free = 500 * mib;
    expect(() => guard.checkWrite()).not.toThrow();
    expect(fatal).toEqual([]);
  });

  it('ends the process on a failed WAL write only: a table that could not grow is an ordinary disk_full', () => {
    const fatal: unknown[] = [];
    const guard = createStorageGuard('/srv/sereno/db', { reserveBytes: 0, free: () => 0, onFatal: (error) => fatal.push(error) });
    const extend = Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' });
    const wal = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { code: '53100' });
    guard.inspect(extend);
    expect(fatal).toEqual([]);
    expect(isWalWriteFailure(new Error('Failed query', { cause: wal }))).toBe(true);
    guard.inspect(new Error('Failed query', { cause: wal }));
    expect(fatal).toHaveLength(1);
    expect(isStorageFull(extend) && isStorageFull(wal)).toBe(true);
  });

  it('refuses at once to open PGlite on a disk below the reserve', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sereno-storage-guard-'));
    try {
      // A reserve larger than the free space of this machine's disk.
      const reserveMb = Math.ceil(freeBytes(dir) / mib) + 1024;
      await expect(openDatabase({ database: { driver: 'pglite', dataDir: path.join(dir, 'db'), reserveMb } })).rejects.toBeInstanceOf(StorageFullError);
      // At once: PGlite was not started there.
      expect(existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
