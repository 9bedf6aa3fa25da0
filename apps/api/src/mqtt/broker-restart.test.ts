// The broker restarted under a running server (issue 23, the faults suite's `broker` fault), on the
// shipped Mosquitto configuration (deploy/mosquitto/sereno.conf) with its persistence: stopped
// (SIGTERM) and started again on the same port. The server reaches the broker through a TCP gate,
// so that the test decides when it comes back: the devices' messages published while it is away —
// before the restart, and after it, before the server has subscribed again — are acknowledged by the
// broker to the devices, and every one of them must be stored.
//
// With a single process the server subscribes without a share group (MQTT_SHARE_GROUP=none, as
// docs/operations.md asks with Mosquitto): Mosquitto 2.0 restores a plain subscription from its
// persistence file and queues for it, but drops what a restored shared subscription would receive.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, readingsFrom, startIngestTestServer, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { startShippedMosquitto } from '../../test/mqtt-broker.ts';
import { startTcpGate, type TcpGate } from '../../test/tcp-gate.ts';
import { readingsTopic } from './ingest.ts';

const mosquittoBinary = '/usr/sbin/mosquitto';
const password = randomBytes(12).toString('hex');
let dir: string;
let broker: Awaited<ReturnType<typeof startShippedMosquitto>>;
let gate: TcpGate;
let server: IngestTestServer;
let app: FastifyInstance;
let device: MqttClient;
let monitorId: string;
let token: string;

beforeAll(async () => {
  if (!existsSync(mosquittoBinary)) throw new Error(`this test needs Mosquitto 2 (${mosquittoBinary}; Debian's package mosquitto)`);
  dir = await mkdtemp(path.join(tmpdir(), 'sereno-broker-restart-'));
  server = await startIngestTestServer();
  ({ monitorId, token } = await insertDevice(server.db));
  const passwords = path.join(dir, 'sereno.passwd');
  execFileSync('mosquitto_passwd', ['-c', '-b', passwords, 'sereno-server', password]);
  execFileSync('mosquitto_passwd', ['-b', passwords, monitorId, password]);
  broker = await startShippedMosquitto(dir, passwords, { persistence: true });
  gate = await startTcpGate({ host: '127.0.0.1', port: broker.port });
  app = await server.app({
    MQTT_URL: `mqtt://sereno-server:${password}@127.0.0.1:${gate.port}`,
    MQTT_CLIENT_ID: `sereno-broker-restart-${randomBytes(3).toString('hex')}`,
    MQTT_SHARE_GROUP: 'none',
  });
  await app.mqttIngest()?.subscribed;
  device = await mqtt.connectAsync(broker.url, { clientId: monitorId, username: monitorId, password, clean: false, reconnectPeriod: 100 });
});
afterAll(async () => {
  await device?.endAsync(true);
  await server?.close();
  await gate?.close();
  await broker?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the MQTT broker restarted (the shipped Mosquitto configuration, persistence on)', () => {
  it('stores every reading the broker acknowledged while the server was away, before and after the restart', { timeout: 60_000 }, async () => {
    const start = new Date(server.clock.now().getTime() - 60 * 60 * 1000);
    const publish = (first: number) =>
      device.publishAsync(readingsTopic(monitorId), JSON.stringify({ token, readings: readingsFrom(first, 10, start) }), { qos: 1 });
    await publish(1);
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(10), { timeout: 10_000 });

    // The server loses the broker; the devices go on publishing, and the broker acknowledges.
    await gate.shut();
    await publish(11);
    await broker.stop();
    await broker.start();
    await vi.waitFor(() => expect(device.connected).toBe(true), { timeout: 10_000 });
    // The broker is back and the server is not: these are queued for its restored session, or lost.
    for (const first of [21, 31, 41]) await publish(first);
    expect(await storedSeqs(server.db, monitorId)).toHaveLength(10);

    await gate.open();
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(50), { timeout: 30_000 });
    expect(await storedSeqs(server.db, monitorId)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});
