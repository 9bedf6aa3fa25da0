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

/** The server answered a batch with something other than 202: its status and its message. */
export class SendRefused extends Error {
  readonly status: number;
  readonly reason: string;
  constructor(monitorId: string, status: number, reason: string) {
    super(`${monitorId}: the server answered ${status} ${reason}`);
    this.name = 'SendRefused';
    this.status = status;
    this.reason = reason;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's `message`, or the body as it came. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : text;
  } catch {
    return text;
  }
}

/**
 * POST /api/devices/{monitorId}/readings; waits out a 503 (the server is full, the database away) and
 * a 429 (past the device's own limit, a long backlog) for their Retry-After, as a device does.
 */
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
          if ((response.status === 503 || response.status === 429) && attempt < 20) {
            await response.body?.cancel();
            await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
            continue;
          }
          throw new SendRefused(monitorId, response.status, await reasonOf(response));
        }
      }
    },
    async close() {},
  };
}

/** Publishes `{token, readings}` at QoS 1 to sereno/v1/devices/{monitorId}/readings; resolves once the broker has it (its PUBACK). */
export async function mqttSender({
  url,
  tokenOf,
  clientId = `sereno-simulator-${process.pid}`,
}: {
  url: string;
  tokenOf: TokenOf;
  clientId?: string;
}): Promise<ReadingSender> {
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
