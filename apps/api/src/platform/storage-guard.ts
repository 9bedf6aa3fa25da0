// PGlite and a full disk (docs/operations.md, "Faults"). Measured with PGlite 0.5: when the data folder's
// file system is full, a statement that must extend a table fails cleanly (PostgreSQL's disk_full,
// 53100) and PGlite goes on; but when the write-ahead log cannot create its next segment ("could not
// write to file pg_wal/xlogtemp…: No space left on device"), the NEXT statement — even `select 1`, even
// the ROLLBACK that follows — spins inside WebAssembly and blocks the process's only thread for good:
// no answer, no log, no SIGTERM, and no recovery when space returns (the faults suite's `disk` row).
//
// So the server does not let PGlite get there:
// - writes stop while the data folder's file system has less than a reserve free (SERENO_DISK_RESERVE_MB,
//   64 MiB by default: four WAL segments of 16 MiB): a write is refused with disk_full before it starts
//   (503 with a translated message, the log naming the folder), reads go on, and writes succeed again
//   as soon as there is room — no restart;
// - should a WAL write fail all the same (one write larger than the reserve, another program filling the
//   disk at once), the process logs it and exits at once, before PGlite is asked anything else, so that
//   its supervisor starts it again; at start, it refuses to open the folder while the disk is below the
//   reserve (it would hang in recovery), exiting with a clear line instead.
import { statfsSync } from 'node:fs';

/** PostgreSQL's disk_full: what the guard's refusal carries, like the database's own. */
export class StorageFullError extends Error {
  readonly code = '53100';
  readonly folder: string;
  readonly freeBytes: number;
  constructor(folder: string, free: number) {
    super(`No space left on device: ${Math.floor(free / 1024 / 1024)} MiB free under ${folder}, below the reserve the database needs to write`);
    this.folder = folder;
    this.freeBytes = free;
  }
}

/** The free bytes of the file system holding `folder`, for an unprivileged process. */
export function freeBytes(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

/** Whether an error is PGlite failing to write its write-ahead log for want of space. */
export function isWalWriteFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/pg_wal/.test(current.message) && /No space left on device/i.test(current.message)) return true;
  }
  return false;
}

export interface StorageGuard {
  /** Throws StorageFullError while the folder's file system is below the reserve. */
  checkWrite(): void;
  /** Looks at an error of the database: a WAL write that failed ends the process (see above). */
  inspect(error: unknown): void;
}

export function createStorageGuard(
  folder: string,
  { reserveBytes, free = freeBytes, onFatal }: { reserveBytes: number; free?: (folder: string) => number; onFatal: (error: unknown) => void },
): StorageGuard {
  return {
    checkWrite() {
      // Every write looks (a statfs is a few microseconds): a second's worth of ingest can be megabytes.
      let available: number;
      try {
        available = free(folder);
      } catch {
        return;
      }
      if (available < reserveBytes) throw new StorageFullError(folder, available);
    },
    inspect(error) {
      if (isWalWriteFailure(error)) onFatal(error);
    },
  };
}

/** Ends the process at once, as the guard must when PGlite's WAL could not be written. */
export function exitOnWalFailure(folder: string): (error: unknown) => void {
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    // Synchronously, before anything else can ask PGlite: a JSON line as the server's log writes them.
    process.stdout.write(
      `${JSON.stringify({
        level: 60,
        time: Date.now(),
        msg: `the database could not write its log: no space left on the disk of the data folder ${folder}; exiting so that the supervisor starts the server again once there is room`,
        err: { message },
      })}\n`,
    );
    process.exit(75);
  };
}
