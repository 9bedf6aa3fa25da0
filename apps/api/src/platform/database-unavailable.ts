// Whether an error means the database cannot be reached right now (restarting, failing over, out of
// connections) rather than a bug or a bad query: such a request is answered 503 with Retry-After,
// and the next one, once the database is back, succeeds on a fresh connection.

/** Seconds a client is told to wait before it asks again while the database is away. */
export const databaseRetryAfterSeconds = 2;

/** Socket errors of a connection that could not be opened or broke. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs of a server that is going or not ready: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections; class 08 is added below.
 */
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own messages for a connection that ended or could not be had in time. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended/,
];

/** Looks through the error and its causes (drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || postgresCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (driverMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}

/** Seconds a client is told to wait while the database's disk is full: an operator has to make room. */
export const storageFullRetryAfterSeconds = 30;

/**
 * Whether the database could not write because its disk is full: PostgreSQL's disk_full (53100,
 * "could not extend file …: No space left on device"), or ENOSPC from the file system under PGlite.
 * Nothing of the statement is kept (it rolled back); the database goes on answering, and writes
 * succeed again once there is room.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(current.message)) return true;
  }
  return false;
}
