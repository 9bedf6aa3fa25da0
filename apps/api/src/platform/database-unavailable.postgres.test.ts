// PostgreSQL gone for a while (a restart, a failover), under a running app: requests are answered 503
// with Retry-After — never a 500, a crash or a hang — and once the database is back the app carries
// on by itself. The database is reached through a TCP gate (test/tcp-gate.ts) that cuts every
// connection and refuses new ones, as a restarting PostgreSQL does. The faults suite (bench/faults)
// restarts a real PostgreSQL under load.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../../test/app.ts';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { startTcpGate, type TcpGate } from '../../test/tcp-gate.ts';
import { readings } from '../db/schema/readings.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

let scratch: ScratchDatabase;
let gate: TcpGate;
let database: OpenDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('this test needs PostgreSQL');
  const url = new URL(scratch.location.url);
  gate = await startTcpGate({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${gate.port}`;
  database = await openDatabase({ database: { driver: 'postgres', url: url.toString() } });
  app = await buildApp({ config: testConfig(), db: database.db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await gate?.close();
  await scratch?.drop();
});

const post = (monitorId: string, token: string, first: number, language = 'es') =>
  app.inject({
    method: 'POST',
    url: `/api/devices/${monitorId}/readings`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: readingsFrom(first, 5, new Date(Date.now() - 60 * 60 * 1000)),
  });

describe('PostgreSQL unavailable under a running app', () => {
  it('answers 503 with Retry-After meanwhile, and carries on once it is back', async () => {
    const device = await insertDevice(database.db);
    expect((await post(device.monitorId, device.token, 1)).statusCode).toBe(202);

    await gate.shut();
    const refused = await post(device.monitorId, device.token, 6, 'en');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/^The database is not available right now/) });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'someone', password: 'something-long' } });
    expect(login.statusCode, login.body).toBe(503);
    expect(login.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/^La base de datos no está disponible/) });
    expect(login.headers['retry-after']).toBeDefined();

    await gate.open();
    const again = await post(device.monitorId, device.token, 6);
    expect(again.statusCode, again.body).toBe(202);
    const [row] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(readings)
      .where(eq(readings.monitorId, device.monitorId));
    expect(row?.count).toBe(10);
  });

  it('holds an MQTT batch (retried until written) while the database is away, and writes it once it is back', async () => {
    const device = await insertDevice(database.db);
    await gate.shut();
    let settled = false;
    const written = app.ingest
      .ingest({
        monitorId: device.monitorId,
        token: device.token,
        readings: readingsFrom(1, 5, new Date(Date.now() - 60 * 60 * 1000)),
        language: 'es',
        field: 'readings',
        whenFull: 'wait',
        retryOnFailure: true,
      })
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(settled).toBe(false);
    await gate.open();
    expect(await written).toEqual({ accepted: 5, duplicates: 0 });
  });

  it('gives back a connection that breaks as its transaction begins, so the pool never runs dry', async () => {
    // A database that goes away under load cuts some connections just as they are handed out, with
    // BEGIN already on its way. drizzle releases a transaction's connection only once BEGIN has
    // answered: each such connection stayed checked out for good, and after the pool's 10 every
    // query waited for ever (the faults suite's postgres fault hung). Here every connection the
    // pool hands out is cut at that moment, twelve times over.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const within = <T>(promise: Promise<T>, ms = 5000) =>
      Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
    const cut = () => void gate.shut();
    pool.on('acquire', cut);
    const failures: boolean[] = [];
    try {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        if (!gate.isOpen) await gate.open();
        const failure = await within(database.db.transaction((tx) => tx.execute(sql`select 1`))).then(
          () => null,
          (error: unknown) => error,
        );
        failures.push(isDatabaseUnavailable(failure));
      }
    } finally {
      pool.off('acquire', cut);
    }
    expect(failures).toEqual(Array.from({ length: 12 }, () => true));
    if (!gate.isOpen) await gate.open();
    expect(pool.totalCount).toBeLessThan(10);
    const [row] = await within(database.db.transaction((tx) => tx.select({ one: sql<number>`1` }).from(sql`(select 1) as one`)));
    expect(row).toEqual({ one: 1 });
    const device = await insertDevice(database.db);
    expect((await within(post(device.monitorId, device.token, 1))).statusCode).toBe(202);
  });

  it('tells a connection failure from a bug, through the causes drizzle wraps around the driver’s error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
