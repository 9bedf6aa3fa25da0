// The Mosquitto configuration the repository ships (deploy/mosquitto/, docs/operations.md), run by
// the machine's Mosquitto as written — only its listener, its files and its persistence moved to
// the test's own folder: the device and server accounts work through its ACL, and a device message
// over the size limit never reaches a server.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startShippedMosquitto } from '../../test/mqtt-broker.ts';
import { readingsTopic } from './ingest.ts';
import { MQTT_MESSAGE_MAX_BYTES } from './dropped.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sereno-shipped-mosquitto-'));
const password = randomBytes(12).toString('hex');
const [deviceId, otherDeviceId] = [`SRN-T${randomBytes(3).toString('hex')}`, `SRN-T${randomBytes(3).toString('hex')}`];

let broker: Awaited<ReturnType<typeof startShippedMosquitto>>;
const clients: MqttClient[] = [];

beforeAll(async () => {
  const passwords = path.join(dir, 'sereno.passwd');
  execFileSync('mosquitto_passwd', ['-c', '-b', passwords, 'sereno-server', password]);
  for (const user of [deviceId, otherDeviceId]) execFileSync('mosquitto_passwd', ['-b', passwords, user, password]);
  broker = await startShippedMosquitto(dir, passwords);
});
afterAll(async () => {
  for (const client of clients) await client.endAsync(true);
  await broker?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function connect(username: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(broker.url, {
    username,
    password,
    clientId: `${username}-${randomBytes(3).toString('hex')}`,
    clean: true,
    reconnectPeriod: 0,
  });
  clients.push(client);
  return client;
}

describe('the shipped Mosquitto configuration (deploy/mosquitto/sereno.conf)', () => {
  it(`protects the servers from huge device messages (ASVS 5.0 V15.2.2): a payload over ${MQTT_MESSAGE_MAX_BYTES / 1024} KiB is dropped at the broker`, async () => {
    const server = await connect('sereno-server');
    const received: { topic: string; bytes: number }[] = [];
    server.on('message', (topic, payload) => received.push({ topic, bytes: payload.length }));
    await server.subscribeAsync(`$share/test-${randomBytes(3).toString('hex')}/sereno/v1/devices/+/readings`, { qos: 1 });
    // Mosquitto 2.0 answers a refused message with a PUBACK carrying an MQTT 5 reason code, which a
    // 3.1.1 client takes for a broken connection: the device reconnects (here: a new client).
    const refused = async (username: string, topic: string, payload: Buffer | string) => {
      const client = await connect(username);
      client.publish(topic, payload, { qos: 1 });
      await vi.waitFor(() => expect(client.connected).toBe(false), { timeout: 10_000 });
    };
    await refused(deviceId, readingsTopic(deviceId), Buffer.alloc(MQTT_MESSAGE_MAX_BYTES + 1, 0x20));
    // A device may not speak for another (its token would be refused anyway).
    await refused(otherDeviceId, readingsTopic(deviceId), 'not mine');
    const device = await connect(deviceId);
    await device.publishAsync(readingsTopic(deviceId), Buffer.alloc(MQTT_MESSAGE_MAX_BYTES, 0x20), { qos: 1 });
    const other = await connect(otherDeviceId);
    await other.publishAsync(readingsTopic(otherDeviceId), 'last', { qos: 1 });

    await vi.waitFor(() => expect(received.map((message) => message.topic)).toContain(readingsTopic(otherDeviceId)), { timeout: 10_000 });
    expect(received).toEqual([
      { topic: readingsTopic(deviceId), bytes: MQTT_MESSAGE_MAX_BYTES },
      { topic: readingsTopic(otherDeviceId), bytes: 4 },
    ]);
  });
});
