// Device ingest over MQTT (docs/devices.md): the server subscribes to every device's readings topic
// through a shared subscription (several server processes split the devices) on a persistent
// session, and acknowledges a message (PUBACK) only once its readings are committed. A message that
// is still unacknowledged when the server dies is delivered again by the broker after the restart.
//
// MQTT.js holds each incoming PUBLISH until its `handleMessage` calls back, and only then reads the
// next one (its `customHandleAcks`, MQTT 5 only, has the same one-at-a-time shape). Acknowledging
// there would allow one message per transaction. So `handleMessage` calls back as soon as the batch
// is admitted under the ingest's bound — the writer then coalesces many messages into one
// transaction — and holds it while the ingest is full (the socket is then not read: TCP pushes back to the broker). The PUBACK
// is sent by us after COMMIT, in the order the messages came (as MQTT requires), and only on the
// connection the message came on: after a reconnect the broker sends the message again and its
// replay is a duplicate.
import type { Language } from '@sereno/validation';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { Ingest } from '../readings/ingest.ts';
import { HttpError } from '../platform/errors.ts';

/** Devices publish to `sereno/v1/devices/{monitorId}/readings` (protocol v1). */
export const readingsTopic = (monitorId: string): string => `sereno/v1/devices/${monitorId}/readings`;
const readingsTopicFilter = 'sereno/v1/devices/+/readings';

/** Server-side logs speak English: they are for operators, not for the device. */
const logLanguage: Language = 'en';

export interface MqttIngestOptions {
  url: string;
  clientId: string;
  /** Every Sereno process subscribes in this group, and the broker gives each message to one of them. */
  shareGroup: string | null;
  ingest: Ingest;
  log: FastifyBaseLogger;
}

export interface MqttIngest {
  /** Resolves once subscribed for the first time. */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

/** Tells MQTT.js to go on reading without sending its own PUBACK (we send it after COMMIT). */
const ackedLater = new Error('acknowledged after commit');

interface PendingAck {
  messageId: number;
  done: boolean;
}

/** The monitorId of a readings topic, or null for any other topic. */
function monitorIdOf(topic: string): string | null {
  const parts = topic.split('/');
  return parts.length === 5 && parts[0] === 'sereno' && parts[1] === 'v1' && parts[2] === 'devices' && parts[4] === 'readings' && parts[3] ? parts[3] : null;
}

function parsePayload(payload: Buffer): { token: unknown; readings: unknown } | null {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return { token: (value as Record<string, unknown>).token, readings: (value as Record<string, unknown>).readings };
  } catch {
    return null;
  }
}

export function startMqttIngest({ url, clientId, shareGroup, ingest, log }: MqttIngestOptions): MqttIngest {
  const filter = shareGroup ? `$share/${shareGroup}/${readingsTopicFilter}` : readingsTopicFilter;
  // MQTT 3.1.1 with clean: false keeps the session (subscription and unacknowledged messages) on
  // the broker across restarts, on every broker; the session is named by the stable clientId.
  const client: MqttClient = mqtt.connect(url, { clientId, clean: false, protocolVersion: 4, reconnectPeriod: 1000, connectTimeout: 10_000 });
  let connection = 0;
  let acks: PendingAck[] = [];
  let markSubscribed: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));

  client.on('connect', () => {
    connection += 1;
    // The acks owed on the previous connection are void: the broker sends those messages again.
    acks = [];
    client.subscribe(filter, { qos: 1 }, (error) => {
      if (error) log.error({ err: error }, 'mqtt: subscribing to the device readings failed');
      else {
        log.info({ filter, clientId }, 'mqtt: subscribed to the device readings');
        markSubscribed();
      }
    });
  });
  client.on('error', (error) => log.error({ err: error }, 'mqtt: connection error'));

  /** Sends the PUBACKs that are due, in order; `ack: false` leaves the message to the broker's redelivery. */
  function settle(entry: PendingAck, ofConnection: number, ack: boolean): void {
    if (ofConnection !== connection) return;
    if (ack) entry.done = true;
    else acks = acks.filter((other) => other !== entry);
    while (acks[0]?.done) {
      const head = acks.shift();
      if (head) client['_sendPacket']({ cmd: 'puback', messageId: head.messageId });
    }
  }

  client.handleMessage = (packet: IPublishPacket, callback: (error?: Error) => void) => {
    if (packet.qos === 0 || packet.messageId === undefined) {
      void handle(packet).then(() => callback());
      return;
    }
    const entry: PendingAck = { messageId: packet.messageId, done: false };
    const ofConnection = connection;
    acks.push(entry);
    let released = false;
    const releaseReader = () => {
      if (released) return;
      released = true;
      callback(ackedLater);
    };
    void handle(packet, releaseReader).then((ack) => {
      releaseReader();
      settle(entry, ofConnection, ack);
    });
  };

  /**
   * Ingests one message; answers whether to acknowledge it: yes once committed, and for an invalid
   * message (logged and dropped, so that it cannot come back forever); no when the server could not
   * write it (it is closing), so that the broker delivers it again.
   */
  async function handle(packet: IPublishPacket, onAdmitted?: () => void): Promise<boolean> {
    const monitorId = monitorIdOf(packet.topic);
    const payload = parsePayload(Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload));
    if (!monitorId || !payload) {
      log.warn({ topic: packet.topic }, 'mqtt: dropped a message that is not a readings message ({"token": "...", "readings": [...]})');
      return true;
    }
    try {
      const result = await ingest.ingest({
        monitorId,
        token: typeof payload.token === 'string' ? payload.token : undefined,
        readings: payload.readings,
        language: logLanguage,
        field: 'readings',
        whenFull: 'wait',
        retryOnFailure: true,
        onAdmitted,
      });
      // With the message's last seq: bench/ingest times publish-to-committed from these lines.
      const last: unknown = Array.isArray(payload.readings) ? payload.readings.at(-1) : undefined;
      log.debug({ monitorId, lastSeq: (last as { seq?: number } | undefined)?.seq, ...result }, 'mqtt: readings committed');
      return true;
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 401)) {
        log.warn({ monitorId, statusCode: error.statusCode }, `mqtt: dropped a message: ${error.message}`);
        return true;
      }
      log.error({ err: error, monitorId }, 'mqtt: a message was not written; the broker will deliver it again');
      return false;
    }
  }

  return {
    subscribed,
    async close() {
      // Unacknowledged messages stay in the session on the broker, for this process's next start.
      await client.endAsync();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The MQTT ingest of this process once started (onReady), or null without MQTT_URL. */
    mqttIngest: () => MqttIngest | null;
  }
}
