// How simulated devices send their readings: exactly as real ones do (docs/devices.md), over HTTP to
// the API or over MQTT to a broker, each with its own device token.
import type { Reading } from '@sereno/validation';
import mqtt, { type MqttClient } from 'mqtt';
import { readingsTopic } from '../mqtt/ingest.ts';

export interface ReadingSender {
  send(monitorId: string, readings: Reading[]): Promise<void>;
  close(): Promise<void>;
}

export type TokenOf = (monitorId: string) => string;

/** The most readings one request or message carries (protocol v1). */
export const batchLimit = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/devices/{monitorId}/readings; waits out a 503 (the server is full) as a device does. */
export function httpSender({ baseUrl, tokenOf, fetchImpl = fetch }: { baseUrl: string; tokenOf: TokenOf; fetchImpl?: typeof fetch }): ReadingSender {
  return {
    async send(monitorId, readings) {
      for (let start = 0; start < readings.length; start += batchLimit) {
        const batch = readings.slice(start, start + batchLimit);
        for (let attempt = 1; ; attempt++) {
          const response = await fetchImpl(`${baseUrl}/api/devices/${encodeURIComponent(monitorId)}/readings`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokenOf(monitorId)}`, 'content-type': 'application/json' },
            body: JSON.stringify(batch),
          });
          if (response.status === 202) break;
          if (response.status === 503 && attempt < 20) {
            await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
            continue;
          }
          throw new Error(`${monitorId}: the server answered ${response.status} ${await response.text()}`);
        }
      }
    },
    async close() {},
  };
}

/** Publishes `{token, readings}` at QoS 1 to sereno/v1/devices/{monitorId}/readings; resolves once the broker has it (its PUBACK). */
export async function mqttSender({ url, tokenOf, clientId = `sereno-simulator-${process.pid}` }: { url: string; tokenOf: TokenOf; clientId?: string }): Promise<ReadingSender> {
  const client: MqttClient = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 1000 });
  return {
    async send(monitorId, readings) {
      for (let start = 0; start < readings.length; start += batchLimit) {
        const payload = JSON.stringify({ token: tokenOf(monitorId), readings: readings.slice(start, start + batchLimit) });
        await client.publishAsync(readingsTopic(monitorId), payload, { qos: 1 });
      }
    },
    async close() {
      await client.endAsync();
    },
  };
}
