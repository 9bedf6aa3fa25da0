// The locked-down broker (docs/operations.md, "Locking down the broker"): the shipped Mosquitto
// configuration and ACL, run on a port of the test's own with the password file that
// `broker-passwords` writes for the devices of a real database, and the real Sereno server
// reading through it as `sereno-server`. Real MQTT clients prove what each account may do.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { insertDevice, readingsFrom, storedSeqs } from '../../test/ingest.ts';
import { startShippedMosquitto, startSubscribedServer } from '../../test/mqtt-broker.ts';
import type { RunningServer } from '../../testing/start-server.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { readingsTopic } from './ingest.ts';
import { parsePasswordFile } from './password-file.ts';

const built = path.join(apiPackageDir, 'dist/main.js');
const brokerPasswords = path.join(apiPackageDir, 'src/scripts/broker-passwords.ts');
const run = promisify(execFile);

let dir: string;
let scratch: ScratchDatabase;
let broker: Awaited<ReturnType<typeof startShippedMosquitto>>;
let server: RunningServer | undefined;
let serverEnv: Record<string, string>;
let credentials: Map<string, string>;
let deviceA: { monitorId: string; token: string };
let deviceB: { monitorId: string; token: string };
const clients: MqttClient[] = [];

/** The server's database configuration, as the scripts and the server read it. */
function databaseEnv(): Record<string, string> {
  return scratch.location.driver === 'postgres' ? { DATABASE_URL: scratch.location.url } : { SERENO_DATA_DIR: path.join(dir, 'data') };
}

async function writePasswords(...extra: string[]): Promise<Map<string, string>> {
  const { stdout } = await run(process.execPath, [brokerPasswords, '--file', path.join(dir, 'sereno.passwd'), ...extra], {
    cwd: dir,
    env: { ...process.env, ...databaseEnv(), NODE_ENV: 'development' },
  });
  return new Map(
    stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
}

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`this test runs the built server: run \`pnpm --filter @sereno/api build\` first (${built} is missing)`);
  dir = await mkdtemp(path.join(tmpdir(), 'sereno-locked-broker-'));
  scratch = await scratchDatabase(path.join(dir, 'data', 'db'));
  // The demo's people and devices, and two devices of the test's own.
  const database = await openDatabase({ database: scratch.location });
  try {
    await seedDemo(database.db);
    deviceA = await insertDevice(database.db);
    deviceB = await insertDevice(database.db);
  } finally {
    await database.close();
  }
  credentials = await writePasswords();
  broker = await startShippedMosquitto(dir, path.join(dir, 'sereno.passwd'));
  const serverUrl = new URL(broker.url);
  serverUrl.username = 'sereno-server';
  serverUrl.password = credentials.get('sereno-server') ?? '';
  serverEnv = {
    ...databaseEnv(),
    MQTT_URL: serverUrl.toString(),
    MQTT_CLIENT_ID: `sereno-locked-${randomBytes(4).toString('hex')}`,
    MQTT_SHARE_GROUP: 'sereno',
    MQTT_ON_STOP: 'leave',
    SERENO_SIMULATOR: 'false',
  };
  await startSubscribedServer(serverEnv, (started) => (server = started));
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.endAsync(true);
  await server?.stop();
  await broker?.close();
  await scratch?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function connect(username: string | undefined, options: IClientOptions = {}): Promise<MqttClient> {
  const client = await mqtt.connectAsync(broker.url, {
    ...(username === undefined ? {} : { username, password: credentials.get(username) }),
    clientId: `${username ?? 'anonymous'}-${randomBytes(3).toString('hex')}`,
    clean: true,
    reconnectPeriod: 0,
    ...options,
  });
  clients.push(client);
  return client;
}

/** The server account's own subscriber (a share group of its own, beside the real server's). */
async function serverListener(): Promise<{ received: { topic: string; payload: string }[] }> {
  const listener = await connect('sereno-server');
  const received: { topic: string; payload: string }[] = [];
  listener.on('message', (topic, payload) => received.push({ topic, payload: payload.toString() }));
  const [grant] = await listener.subscribeAsync(`$share/listener-${randomBytes(3).toString('hex')}/sereno/v1/devices/+/readings`, { qos: 1 });
  expect(grant?.qos).toBe(1);
  return { received };
}

const message = (device: { monitorId: string; token: string }, firstSeq: number, count: number) =>
  JSON.stringify({ token: device.token, readings: readingsFrom(firstSeq, count, new Date(Date.now() - 60 * 60 * 1000)) });

async function adminCookie(): Promise<string> {
  const response = await fetch(`${server?.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
}

async function storedByServer(cookie: string): Promise<number> {
  const stats = (await (await fetch(`${server?.url}/api/ops/stats`, { headers: { cookie } })).json()) as { ingest: { stored: number } };
  return stats.ingest.stored;
}

describe('the locked-down broker (shipped configuration and ACL, passwords from broker-passwords)', () => {
  it('broker-passwords writes an account per device and the server in the $7$ format, and prints each new password once', async () => {
    const accounts = parsePasswordFile(await readFile(path.join(dir, 'sereno.passwd'), 'utf8'));
    expect([...accounts.keys()]).toEqual(expect.arrayContaining(['sereno-server', deviceA.monitorId, deviceB.monitorId, 'SRN-0001']));
    for (const hash of accounts.values()) expect(hash).toMatch(/^\$7\$101\$[A-Za-z0-9+/]{16}\$[A-Za-z0-9+/]{86}==$/);
    expect([...credentials.keys()].sort()).toEqual([...accounts.keys()].sort());
  });

  it('refuses an anonymous client and a wrong password', async () => {
    await expect(connect(undefined)).rejects.toThrow(/Not authorized|Bad username or password/i);
    await expect(mqtt.connectAsync(broker.url, { username: deviceA.monitorId, password: 'not-the-password', clean: true, reconnectPeriod: 0 })).rejects.toThrow(
      /Not authorized|Bad username or password/i,
    );
    await expect(
      mqtt.connectAsync(broker.url, { username: 'sereno-server', password: credentials.get(deviceA.monitorId), clean: true, reconnectPeriod: 0 }),
    ).rejects.toThrow(/Not authorized|Bad username or password/i);
  });

  it('lets a device publish its own topic only and read nothing, and the server stores all it sends', { timeout: 60_000 }, async () => {
    const cookie = await adminCookie();
    const storedBefore = await storedByServer(cookie);
    const { received } = await serverListener();

    // A device may not read another's topic, nor everything, nor even its own.
    const spy = await connect(deviceB.monitorId);
    const spied: string[] = [];
    spy.on('message', (topic) => spied.push(topic));
    // Mosquitto 2.0 grants the subscriptions of an MQTT 3.1.1 client and checks the ACL at every
    // delivery: nothing ever arrives (asserted below, once the server's listener has had everything).
    await spy.subscribeAsync([readingsTopic(deviceA.monitorId), '#', 'sereno/v1/devices/+/readings', readingsTopic(deviceB.monitorId)], { qos: 1 });

    // B publishing as A: Mosquitto 2.0 refuses it with a reason code, which an MQTT 3.1.1 client
    // takes for a broken connection (a real device reconnects).
    const impostor = await connect(deviceB.monitorId);
    impostor.publish(readingsTopic(deviceA.monitorId), message(deviceA, 1000, 1), { qos: 1 });
    await vi.waitFor(() => expect(impostor.connected).toBe(false), { timeout: 10_000 });

    const a = await connect(deviceA.monitorId);
    await a.publishAsync(readingsTopic(deviceA.monitorId), message(deviceA, 1, 5), { qos: 1 });
    await a.publishAsync(readingsTopic(deviceA.monitorId), message(deviceA, 6, 5), { qos: 1 });
    const b = await connect(deviceB.monitorId);
    await b.publishAsync(readingsTopic(deviceB.monitorId), message(deviceB, 1, 3), { qos: 1 });

    await vi.waitFor(() => expect(received.map((each) => each.topic)).toContain(readingsTopic(deviceB.monitorId)), { timeout: 15_000 });
    expect(received.map((each) => each.topic)).toEqual([readingsTopic(deviceA.monitorId), readingsTopic(deviceA.monitorId), readingsTopic(deviceB.monitorId)]);
    expect(received.map((each) => (JSON.parse(each.payload) as { readings: { seq: number }[] }).readings[0]?.seq)).toEqual([1, 6, 1]);
    expect(spied).toEqual([]);

    // The real server, reading as sereno-server through the same ACL, stores every reading sent.
    await vi.waitFor(async () => expect(await storedByServer(cookie)).toBe(storedBefore + 13), { timeout: 30_000, interval: 200 });
    if (scratch.location.driver === 'postgres') {
      const database = await openDatabase({ database: scratch.location });
      try {
        expect(await storedSeqs(database.db, deviceA.monitorId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(await storedSeqs(database.db, deviceB.monitorId)).toEqual([1, 2, 3]);
      } finally {
        await database.close();
      }
    }
  });

  it('broker-passwords keeps the passwords it gave, rotates one, and the old one stops working once the broker reloads', { timeout: 60_000 }, async () => {
    const rotated = await writePasswords('--rotate', deviceA.monitorId);
    expect([...rotated.keys()]).toEqual([deviceA.monitorId]);
    const oldPassword = credentials.get(deviceA.monitorId);
    expect(rotated.get(deviceA.monitorId)).not.toBe(oldPassword);
    credentials.set(deviceA.monitorId, rotated.get(deviceA.monitorId) ?? '');
    broker.reload();
    await vi.waitFor(
      () =>
        expect(
          mqtt
            .connectAsync(broker.url, { username: deviceA.monitorId, password: oldPassword, clean: true, reconnectPeriod: 0 })
            .then((client) => client.endAsync()),
        ).rejects.toThrow(/Not authorized|Bad username or password/i),
      { timeout: 10_000, interval: 200 },
    );
    const cookie = await adminCookie();
    const storedBefore = await storedByServer(cookie);
    const a = await connect(deviceA.monitorId);
    await a.publishAsync(readingsTopic(deviceA.monitorId), message(deviceA, 11, 2), { qos: 1 });
    // Another device's password is the same as before.
    await connect(deviceB.monitorId);
    await vi.waitFor(async () => expect(await storedByServer(cookie)).toBe(storedBefore + 2), { timeout: 30_000, interval: 200 });
  });
});
