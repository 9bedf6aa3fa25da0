// The broker restarted under a running server (issue 23, the faults suite's `broker` fault): a
// Mosquitto with persistence — as docs/devices.md asks of a production broker — is stopped and
// started again on the same port. The server reconnects to its persistent session, subscribes again
// (Mosquitto delivers nothing to a shared subscription restored from its persistence file until it
// does), and stores what the device publishes afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../testing/start-server.ts';
import { insertDevice, readingsFrom, startIngestTestServer, storedSeqs, type IngestTestServer } from '../../test/ingest.ts';
import { readingsTopic } from './ingest.ts';

const mosquittoBinary = '/usr/sbin/mosquitto';
let dir: string;
let port: number;
let mosquitto: ChildProcess | null = null;
let server: IngestTestServer;
let app: FastifyInstance;
let device: MqttClient;

async function startBroker(): Promise<void> {
  const child = spawn(mosquittoBinary, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  mosquitto = child;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error('mosquitto exited');
      const probe = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { reconnectPeriod: 0, connectTimeout: 1000 });
      await probe.endAsync();
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function stopBroker(): Promise<void> {
  const child = mosquitto;
  mosquitto = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  if (!existsSync(mosquittoBinary)) throw new Error(`this test needs Mosquitto 2 (${mosquittoBinary}; Debian's package mosquitto)`);
  dir = await mkdtemp(path.join(tmpdir(), 'sereno-broker-restart-'));
  port = await freePort();
  await writeFile(
    path.join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 0',
      '',
    ].join('\n'),
  );
  await startBroker();
  server = await startIngestTestServer();
  app = await server.app({ MQTT_URL: `mqtt://127.0.0.1:${port}`, MQTT_CLIENT_ID: 'sereno-broker-restart', MQTT_SHARE_GROUP: 'sereno' });
  await app.mqttIngest()?.subscribed;
  device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clientId: 'device-broker-restart', clean: false, reconnectPeriod: 100 });
});
afterAll(async () => {
  await device?.endAsync(true);
  await server?.close();
  await stopBroker();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the MQTT broker restarted', () => {
  it('stores what a device publishes after the restart: the server subscribes again on its restored session', { timeout: 60_000 }, async () => {
    const { monitorId, token } = await insertDevice(server.db);
    const start = new Date(server.clock.now().getTime() - 60 * 60 * 1000);
    await device.publishAsync(readingsTopic(monitorId), JSON.stringify({ token, readings: readingsFrom(1, 10, start) }), { qos: 1 });
    await vi.waitFor(() => expect(storedSeqs(server.db, monitorId)).resolves.toHaveLength(10), { timeout: 10_000 });

    await stopBroker();
    await startBroker();
    // The same message again until it is stored (idempotent): without a fresh SUBSCRIBE none ever is.
    const again = JSON.stringify({ token, readings: readingsFrom(11, 10, start) });
    await vi.waitFor(
      async () => {
        await device.publishAsync(readingsTopic(monitorId), again, { qos: 1 });
        expect(await storedSeqs(server.db, monitorId)).toHaveLength(20);
      },
      { timeout: 30_000, interval: 500 },
    );
  });
});
