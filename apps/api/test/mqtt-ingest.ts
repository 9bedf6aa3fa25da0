// The set-up of the MQTT ingest tests: a broker (test/mqtt-broker.ts), the ingest test server
// (test/ingest.ts) with an app subscribed through that broker, and one client publishing as devices.
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { readingsTopic } from '../src/mqtt/ingest.ts';
import { startIngestTestServer, type IngestTestServer } from './ingest.ts';
import { endSession, startTestBroker, type TestBroker } from './mqtt-broker.ts';

export interface MqttIngestTest {
  broker: TestBroker;
  server: IngestTestServer;
  app: FastifyInstance;
  device: MqttClient;
  /** Publishes a readings message of `monitorId` at QoS 1: resolves once the server acknowledged it. */
  publish(monitorId: string, payload: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts it all, the app with `env` on top of the broker's. */
export async function startMqttIngestTest(env: Record<string, string> = {}): Promise<MqttIngestTest> {
  const broker = await startTestBroker();
  const server = await startIngestTestServer();
  const serverEnv = broker.serverEnv();
  const app = await server.app({ ...serverEnv, ...env });
  await app.mqttIngest()?.subscribed;
  const device = await mqtt.connectAsync(broker.url, { clientId: `device-${serverEnv.MQTT_CLIENT_ID}`, clean: true });
  return {
    broker,
    server,
    app,
    device,
    publish: (monitorId, payload) => device.publishAsync(readingsTopic(monitorId), typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 }),
    async close() {
      await device.endAsync();
      await server.close();
      if (serverEnv.MQTT_URL && serverEnv.MQTT_CLIENT_ID) await endSession(serverEnv.MQTT_URL, serverEnv.MQTT_CLIENT_ID);
      await broker.close();
    },
  };
}
