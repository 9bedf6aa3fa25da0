// docs/scaling.md: two API processes against one PostgreSQL and one Mosquitto. Devices publishing
// over MQTT are split between them by the shared subscription, every reading is stored once, and a
// user whose event stream is open on one process sees what the other ingested.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { endSession, startOwnBroker, startSubscribedServer, type TestBroker } from '../../test/mqtt-broker.ts';
import type { RunningServer } from '../../testing/start-server.ts';
import { demoPassword } from '../demo/seed.ts';
import { readingsTopic } from '../mqtt/ingest.ts';
import { readings } from '../db/schema/readings.ts';
import { apiPackageDir } from './config.ts';
import { openDatabase, type OpenDatabase } from './database.ts';

const built = path.join(apiPackageDir, 'dist/main.js');
const deviceCount = 20;
const messagesPerDevice = 10;
const readingsPerMessage = 5;

let broker: TestBroker;
let scratch: ScratchDatabase;
let database: OpenDatabase;
const servers: RunningServer[] = [];
const clientIds: string[] = [];
let stream: EventStream | undefined;

async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
}

const storedByProcess = async (server: RunningServer, cookie: string): Promise<{ id: string; stored: number }> => {
  const stats = (await (await fetch(`${server.url}/api/ops/stats`, { headers: { cookie } })).json()) as { process: { id: string }; ingest: { stored: number } };
  return { id: stats.process.id, stored: stats.ingest.stored };
};

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`this test runs the built server: run \`pnpm --filter @sereno/api build\` first (${built} is missing)`);
  broker = await startOwnBroker();
  if (broker.kind !== 'mosquitto')
    throw new Error('the two-process test needs Mosquitto (/usr/sbin/mosquitto): the embedded broker has no shared subscriptions');
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('the two-process test needs PostgreSQL');
  const common = {
    DATABASE_URL: scratch.location.url,
    SERENO_SIMULATOR: 'false',
    SERENO_SECRET: 'two-processes-secret-two-processes-0123456789',
    LOG_LEVEL: 'info',
  };
  // One after the other: the first applies the migrations and seeds the demo, the second finds them.
  for (let started = 0; started < 2; started++) {
    // Each process its own MQTT session (client id), both in one share group.
    const env: Record<string, string> = { ...broker.serverEnv(), ...common };
    clientIds.push(env.MQTT_CLIENT_ID ?? '');
    await startSubscribedServer(env, (server) => servers.push(server));
  }
  database = await openDatabase({ database: scratch.location });
}, 90_000);
afterAll(async () => {
  stream?.close();
  for (const server of servers) await server.stop();
  for (const clientId of clientIds) if (broker) await endSession(broker.url, clientId);
  await database?.close();
  await scratch?.drop();
  await broker?.close();
});

describe('two API processes, one PostgreSQL, one Mosquitto', () => {
  it('split the devices between them and store every reading once', { timeout: 60_000 }, async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const cookies = [await adminCookie(first.url), await adminCookie(second.url)] as const;
    const before = await Promise.all([storedByProcess(first, cookies[0]), storedByProcess(second, cookies[1])]);
    expect(before[0].id).not.toBe(before[1].id);

    const fleet = await Promise.all(Array.from({ length: deviceCount }, () => insertDevice(database.db)));
    const client = await mqtt.connectAsync(broker.url, { clientId: `two-processes-devices-${process.pid}`, clean: true });
    const start = new Date(Date.now() - 60 * 60 * 1000);
    await Promise.all(
      fleet.map(async (device) => {
        for (let message = 0; message < messagesPerDevice; message++) {
          const batch = readingsFrom(1 + message * readingsPerMessage, readingsPerMessage, start);
          await client.publishAsync(readingsTopic(device.monitorId), JSON.stringify({ token: device.token, readings: batch }), { qos: 1 });
        }
      }),
    );
    await client.endAsync();

    const total = deviceCount * messagesPerDevice * readingsPerMessage;
    const deadline = Date.now() + 30_000;
    const stored = async () => (await database.db.select({ value: count() }).from(readings))[0]?.value ?? 0;
    while ((await stored()) < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toBe(total);

    const after = await Promise.all([storedByProcess(first, cookies[0]), storedByProcess(second, cookies[1])]);
    const byFirst = after[0].stored - before[0].stored;
    const bySecond = after[1].stored - before[1].stored;
    expect(byFirst, 'the first process ingested part').toBeGreaterThan(0);
    expect(bySecond, 'the second process ingested part').toBeGreaterThan(0);
    expect(byFirst + bySecond).toBe(total);
  });

  it('shows a user connected to one process the readings the other ingested', { timeout: 30_000 }, async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    stream = await openEventStream(`${first.url}/api/events`, await adminCookie(first.url));
    expect(stream.status).toBe(200);
    const device = await insertDevice(database.db);
    const sent = await fetch(`${second.url}/api/devices/${device.monitorId}/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(readingsFrom(1, 3, new Date(Date.now() - 60_000), { noise: 77 })),
    });
    expect(sent.status).toBe(202);
    const deadline = Date.now() + 10_000;
    const seen = () => stream?.events.filter((event) => event.roomId === device.roomId) ?? [];
    // The room connects (a status event at once), then its readings (at most one event a second).
    while (!seen().some((event) => event.type === 'reading') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen().map((event) => event.type)).toEqual(['status', 'reading']);
    expect(seen()[1]).toMatchObject({ monitorId: device.monitorId, latest: { noise: 77 } });
  });
});
