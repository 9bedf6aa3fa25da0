// The disk under the database full (issue 23, the faults suite's `disk` fault), at the storage layer:
// the database answers a write with PostgreSQL's disk_full error, as PGlite and PostgreSQL do when
// their file system says ENOSPC ("could not extend file …: No space left on device"). A trigger of
// the test's own raises exactly that on every reading written, on both databases. The request is
// answered 503 with Retry-After and a translated message, the log names the disk, nothing of the
// batch is kept, and once there is room again the next request is stored — without a restart.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, readingsFrom, startIngestTestServer, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { storageFullRetryAfterSeconds } from './database-unavailable.ts';

let server: IngestTestServer;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  server = await startIngestTestServer();
  app = await server.app();
  // What the error handler logs, as the operator's log would show it.
  const error = app.log.error.bind(app.log);
  app.log.error = ((...args: unknown[]) => {
    logged.push(args.map((arg) => (typeof arg === 'string' ? arg : '')).join(' '));
    return (error as (...rest: unknown[]) => void)(...args);
  }) as typeof app.log.error;
});
afterAll(async () => {
  await server.db.execute(sql`drop trigger if exists sereno_test_disk_full on readings`);
  await server.close();
});

const diskFull = async (full: boolean) => {
  if (!full) {
    await server.db.execute(sql`drop trigger if exists sereno_test_disk_full on readings`);
    return;
  }
  await server.db.execute(sql`
    create or replace function sereno_test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16385": No space left on device' using errcode = '53100';
    end $$`);
  await server.db.execute(sql`create trigger sereno_test_disk_full before insert on readings for each row execute function sereno_test_disk_full()`);
};

describe('the disk under the database full', () => {
  it('answers 503 with Retry-After and a translated message, keeps nothing of the batch, and stores again once there is room', async () => {
    const { monitorId, token } = await insertDevice(server.db);
    const start = new Date(server.clock.now().getTime() - 60 * 60 * 1000);
    const post = (first: number, language = 'es') =>
      app.inject({
        method: 'POST',
        url: `/api/devices/${monitorId}/readings`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        payload: readingsFrom(first, 20, start),
      });
    expect((await post(1)).statusCode).toBe(202);

    await diskFull(true);
    const refused = await post(21);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(storageFullRetryAfterSeconds));
    expect(refused.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('no tiene espacio en disco') });
    expect((await post(21, 'en')).json()).toMatchObject({ message: expect.stringContaining('no disk space left') });
    expect(logged.some((line) => line.includes("no space left on the database's disk"))).toBe(true);
    // Nothing half-written: the batch rolled back whole.
    expect(await storedSeqs(server.db, monitorId)).toHaveLength(20);

    // Room again: the same server stores the batch the device sends again.
    await diskFull(false);
    expect((await post(21)).statusCode).toBe(202);
    expect(await storedSeqs(server.db, monitorId)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
