// The fault test (issue 6): the built server is killed with SIGKILL while a device publishes at
// QoS 1, then started again; every reading the broker acknowledged to the device must end up in the
// database, once. It holds because the server acknowledges a message to the broker only after its
// readings are committed: what was in flight at the kill is still the broker's, and comes again.
// Needs the built server (`pnpm --filter @sereno/api build`) and PostgreSQL (SIGKILL is a crash a
// PostgreSQL server survives; PGlite's folder is not made for it).
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer } from '../../testing/start-server.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { endSession, startOwnBroker, startSubscribedServer, type TestBroker } from '../../test/mqtt-broker.ts';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase, type OpenDatabase } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';
import { readingsTopic } from './ingest.ts';

const built = path.join(apiPackageDir, 'dist/main.js');

let broker: TestBroker;
let scratch: ScratchDatabase;
let database: OpenDatabase;
let env: Record<string, string>;
const servers: RunningServer[] = [];
const deviceClientId = `device-fault-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`the fault test runs the built server: run \`pnpm --filter @sereno/api build\` first (${built} is missing)`);
  broker = await startOwnBroker();
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('the fault test needs PostgreSQL');
  database = await openDatabase({ database: scratch.location });
  const port = await freePort();
  // The same PORT and MQTT_CLIENT_ID after the restart: the server resumes its persistent session.
  env = {
    ...broker.serverEnv(),
    PORT: String(port),
    DATABASE_URL: scratch.location.url,
    SERENO_DEMO: 'false',
    SERENO_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
    LOG_LEVEL: 'info',
    // The device sends ~4,000 readings a second on purpose, far past the per-device allowance,
    // which would drop them: the test is about the crash, not the limit (device-rate.test.ts).
    SERENO_INGEST_DEVICE_RATE: '0',
  };
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  if (env?.MQTT_URL && env.MQTT_CLIENT_ID) await endSession(env.MQTT_URL, env.MQTT_CLIENT_ID);
  if (broker) await endSession(broker.url, deviceClientId);
  await database?.close();
  await scratch?.drop();
  await broker?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGKILL while devices publish at QoS 1', () => {
  it('loses no acknowledged reading and stores none twice', { timeout: 60_000 }, async () => {
    const device = await insertDevice(database.db);
    const first = await startSubscribedServer(env, (server) => servers.push(server));

    // The device: a persistent session too, so that its own unacknowledged messages are sent again.
    const client = await mqtt.connectAsync(broker.url, { clientId: deviceClientId, clean: false, reconnectPeriod: 200 });
    const acknowledged = new Set<number>();
    const perMessage = 20;
    const start = new Date(Date.now() - 24 * 60 * 60 * 1000);
    let nextSeq = 1;
    let publishing = true;
    const inFlight = new Set<Promise<void>>();
    const publisher = (async () => {
      while (publishing) {
        const batch = readingsFrom(nextSeq, perMessage, start);
        nextSeq += perMessage;
        const sent = client
          .publishAsync(readingsTopic(device.monitorId), JSON.stringify({ token: device.token, readings: batch }), { qos: 1 })
          .then(() => {
            for (const reading of batch) acknowledged.add(reading.seq);
          })
          .finally(() => inFlight.delete(sent));
        inFlight.add(sent);
        await sleep(5);
      }
    })();

    const storedCount = async () => {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(readings)
        .where(eq(readings.monitorId, device.monitorId));
      return row?.count ?? 0;
    };
    // Kill the server mid-stream, once it has written some.
    while ((await storedCount()) < 500) await sleep(20);
    await first.kill('SIGKILL');
    const storedAtKill = await storedCount();
    const acknowledgedAtKill = acknowledged.size;
    await sleep(1000);
    const second = await startSubscribedServer(env, (server) => servers.push(server));
    await sleep(1000);
    publishing = false;
    await publisher;
    await Promise.all(inFlight);
    await client.endAsync();

    const expected = [...acknowledged].sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(acknowledgedAtKill);
    // The kill found the broker holding acknowledged readings the server had not stored yet: the case under test.
    expect(acknowledgedAtKill).toBeGreaterThan(storedAtKill);
    const deadline = Date.now() + 30_000;
    let stored: number[] = [];
    for (;;) {
      const rows = await database.db
        .select({ seq: readings.seq })
        .from(readings)
        .where(and(eq(readings.monitorId, device.monitorId)))
        .orderBy(readings.seq);
      stored = rows.map((row) => Number(row.seq));
      if (expected.every((seq) => stored.includes(seq)) || Date.now() > deadline) break;
      await sleep(200);
    }
    const missing = expected.filter((seq) => !stored.includes(seq));
    expect(missing, second.output().slice(-2000)).toEqual([]);
    // (monitorId, seq) is the key: nothing can be there twice; the count proves it all the same.
    expect(new Set(stored).size).toBe(stored.length);
    console.log(
      `fault test: ${expected.length} readings acknowledged to the device (${acknowledgedAtKill} before the SIGKILL, when ${storedAtKill} were stored), ` +
        `${stored.length} stored, ${missing.length} missing`,
    );
  });
});
