// docs/scaling.md, "Scaling down": two built server processes split the devices through Mosquitto's
// shared subscription; one of them leaves for good while the devices publish. Every reading the
// broker acknowledged to a device must be stored, once — the one that left must not leave its share
// of the devices queued in its session. A graceful stop (SIGTERM) leaves the group itself; after a
// SIGKILL, the operator's drain-mqtt-session command does.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { endSession, startOwnBroker, startSubscribedServer, type TestBroker } from '../../test/mqtt-broker.ts';
import type { RunningServer } from '../../testing/start-server.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase, type OpenDatabase } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';
import { readingsTopic } from './ingest.ts';

const built = path.join(apiPackageDir, 'dist/main.js');
const drainCommand = path.join(apiPackageDir, 'dist/scripts/drain-mqtt-session.js');
const deviceCount = 10;
const readingsPerMessage = 5;

let broker: TestBroker;
let scratch: ScratchDatabase;
let database: OpenDatabase;
let common: Record<string, string>;
const servers: RunningServer[] = [];
const clientIds: string[] = [];

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`this test runs the built server: run \`pnpm --filter @sereno/api build\` first (${built} is missing)`);
  broker = await startOwnBroker();
  if (broker.kind !== 'mosquitto')
    throw new Error('the scale-down test needs Mosquitto (/usr/sbin/mosquitto): the embedded broker has no shared subscriptions');
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('the scale-down test needs PostgreSQL');
  common = {
    DATABASE_URL: scratch.location.url,
    SERENO_DEMO: 'false',
    SERENO_SECRET: 'scale-down-secret-scale-down-secret-0123456789',
    LOG_LEVEL: 'info',
    // The fleet publishes as fast as the broker acknowledges, past the per-device allowance.
    SERENO_INGEST_DEVICE_RATE: '0',
  };
  database = await openDatabase({ database: scratch.location });
}, 90_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const clientId of clientIds) if (broker) await endSession(broker.url, clientId);
  await database?.close();
  await scratch?.drop();
  await broker?.close();
});

/** Two server processes, each with its own session (client id), both in the broker's share group. */
async function startReplicas(): Promise<[{ server: RunningServer; env: Record<string, string> }, { server: RunningServer; env: Record<string, string> }]> {
  const replicas = [];
  // One after the other: the first applies the migrations, the second finds them.
  for (let started = 0; started < 2; started++) {
    const env = { ...broker.serverEnv(), ...common };
    clientIds.push(env.MQTT_CLIENT_ID ?? '');
    replicas.push({ env, server: await startSubscribedServer(env, (server) => servers.push(server)) });
  }
  return replicas as [(typeof replicas)[0], (typeof replicas)[0]];
}

/** A fleet publishing at QoS 1; `acknowledged` holds the readings the broker acknowledged to it. */
async function startFleet(name: string) {
  const fleet = await Promise.all(Array.from({ length: deviceCount }, () => insertDevice(database.db)));
  const client: MqttClient = await mqtt.connectAsync(broker.url, { clientId: `${name}-${process.pid}-${Date.now()}`, clean: true });
  const acknowledged = new Set<string>();
  const nextSeq = new Map(fleet.map((device) => [device.monitorId, 1]));
  const start = new Date(Date.now() - 60 * 60 * 1000);
  /** One message from every device. */
  const round = () =>
    Promise.all(
      fleet.map(async (device) => {
        const first = nextSeq.get(device.monitorId) ?? 1;
        nextSeq.set(device.monitorId, first + readingsPerMessage);
        const batch = readingsFrom(first, readingsPerMessage, start);
        await client.publishAsync(readingsTopic(device.monitorId), JSON.stringify({ token: device.token, readings: batch }), { qos: 1 });
        for (const reading of batch) acknowledged.add(`${device.monitorId}/${reading.seq}`);
      }),
    );
  const stored = async () => {
    const rows = await database.db
      .select({ monitorId: readings.monitorId, seq: readings.seq })
      .from(readings)
      .where(
        inArray(
          readings.monitorId,
          fleet.map((device) => device.monitorId),
        ),
      );
    return rows.map((row) => `${row.monitorId}/${Number(row.seq)}`);
  };
  /** Waits (generously) until every acknowledged reading is stored, and answers those that are not. */
  const missing = async (deadlineMs = 30_000) => {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const present = new Set(await stored());
      const absent = [...acknowledged].filter((key) => !present.has(key));
      if (absent.length === 0 || Date.now() > deadline) return absent;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { acknowledged, round, stored, missing, close: () => client.endAsync() };
}

/** Publishes rounds until `during` settles, then `after` more rounds. */
async function publishAround(fleet: Awaited<ReturnType<typeof startFleet>>, during: Promise<unknown>, after: number): Promise<void> {
  let settled = false;
  void during.finally(() => (settled = true));
  while (!settled) await fleet.round();
  for (let round = 0; round < after; round++) await fleet.round();
}

describe('scaling down: a replica leaves the share group for good while devices publish', () => {
  it('SIGTERM: the replica unsubscribes, stores what it was given and ends its session; the other takes every device', { timeout: 180_000 }, async () => {
    const [leaving, staying] = await startReplicas();
    const fleet = await startFleet('scale-down-sigterm');
    for (let round = 0; round < 5; round++) await fleet.round();
    // Stopped while the devices publish, so that messages are in its hands as it leaves.
    await publishAround(fleet, leaving.server.kill('SIGTERM'), 4);
    await fleet.close();

    expect(await fleet.missing(), staying.server.output().slice(-2000)).toEqual([]);
    const stored = await fleet.stored();
    expect(stored).toHaveLength(fleet.acknowledged.size);
    expect(new Set(stored).size).toBe(stored.length);
    expect(leaving.server.output()).toContain('mqtt: left the share group; the session is drained and ended');
    await staying.server.stop();
  });

  it("SIGKILL: drain-mqtt-session stores what the dead replica's session holds and ends it", { timeout: 180_000 }, async () => {
    const [killed, staying] = await startReplicas();
    const fleet = await startFleet('scale-down-sigkill');
    for (let round = 0; round < 5; round++) await fleet.round();
    await publishAround(fleet, killed.server.kill('SIGKILL'), 4);
    await fleet.close();

    // The broker keeps giving the dead session its share: those readings wait there.
    const waiting = await fleet.missing(3000);
    expect(waiting.length, 'readings held in the dead session').toBeGreaterThan(0);

    const { stdout } = await promisify(execFile)(process.execPath, [drainCommand, '--client-id', killed.env.MQTT_CLIENT_ID ?? ''], {
      env: { ...process.env, ...killed.env, LOG_LEVEL: 'warn' },
      timeout: 90_000,
    });
    expect(stdout).toMatch(/is drained and ended \(\d+ readings stored\)/);
    expect(await fleet.missing(), staying.server.output().slice(-2000)).toEqual([]);
    const stored = await fleet.stored();
    expect(stored).toHaveLength(fleet.acknowledged.size);
    expect(new Set(stored).size).toBe(stored.length);
    await staying.server.stop();
  });
});
