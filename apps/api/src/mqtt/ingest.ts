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
//
// Stopping (docs/scaling.md): a replica that leaves for good must not leave its session in the share
// group, where the broker would go on queueing its share of the devices for nobody. So a graceful
// stop leaves: it unsubscribes, stores what the broker had already given it, and ends its session.
import type { Language } from '@sereno/validation';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { Ingest } from '../readings/ingest.ts';
import { HttpError } from '../platform/errors.ts';
import { droppedMessages, MQTT_MESSAGE_MAX_BYTES } from './dropped.ts';

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
  clock: () => Date;
  /**
   * What `close()` does with the session: `leave` the share group (unsubscribe, drain, end the
   * session: the other replicas take the devices), or `keep` it for this client id's next start
   * (a lone process restarting in place: the broker queues what comes meanwhile).
   */
  onStop: 'leave' | 'keep';
}

export interface MqttIngest {
  /** Resolves once subscribed for the first time. */
  subscribed: Promise<void>;
  stats(): { droppedOversized: number; droppedRateLimited: number };
  /**
   * Unsubscribes, stores what the broker had already given this session, then ends the session.
   * Answers false if a message could not be stored: the session is then kept, with it.
   */
  leave(): Promise<boolean>;
  /** Leaves or keeps the session (`onStop`) and disconnects. */
  close(): Promise<void>;
}

/** The drain is over once nothing is being written and the broker has sent nothing for this long. */
const drainQuietMs = 1000;
/** A drain that takes longer stops there and keeps the session (and what is left in it). */
const drainTimeoutMs = 60_000;

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

export function startMqttIngest({ url, clientId, shareGroup, ingest, log, clock, onStop }: MqttIngestOptions): MqttIngest {
  const filter = shareGroup ? `$share/${shareGroup}/${readingsTopicFilter}` : readingsTopicFilter;
  // MQTT 3.1.1 with clean: false keeps the session (subscription and unacknowledged messages) on
  // the broker across restarts, on every broker; the session is named by the stable clientId.
  // resubscribe: false — the 'connect' handler below subscribes on every connection itself. MQTT.js's
  // own bookkeeping skipped that SUBSCRIBE when the broker said the session was present, and a
  // Mosquitto restarted from its persistence file then delivered nothing to the restored shared
  // subscription (the faults suite: every reading published after a broker restart stayed queued).
  const client: MqttClient = mqtt.connect(url, {
    clientId,
    clean: false,
    protocolVersion: 4,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    resubscribe: false,
  });
  let connection = 0;
  let acks: PendingAck[] = [];
  let markSubscribed: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  const oversized = droppedMessages(log, clock, 'mqtt: dropped a message over the size limit before reading it (logged once a minute per device)');
  const overAllowance = droppedMessages(
    log,
    clock,
    "mqtt: dropped a message past the device's allowance (SERENO_INGEST_DEVICE_RATE; logged once a minute per device)",
  );
  /** Messages being handled, when the last one arrived, and those not written on this connection. */
  let handling = 0;
  let lastArrival = 0;
  let notWritten = 0;
  let leaving = false;

  client.on('connect', () => {
    connection += 1;
    // The acks owed on the previous connection are void: the broker sends those messages again.
    acks = [];
    notWritten = 0;
    if (leaving) return;
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
    else {
      notWritten += 1;
      acks = acks.filter((other) => other !== entry);
    }
    while (acks[0]?.done) {
      const head = acks.shift();
      if (head) client['_sendPacket']({ cmd: 'puback', messageId: head.messageId });
    }
  }

  client.handleMessage = (packet: IPublishPacket, callback: (error?: Error) => void) => {
    handling += 1;
    lastArrival = performance.now();
    const handled = () => {
      handling -= 1;
      lastArrival = performance.now();
    };
    if (packet.qos === 0 || packet.messageId === undefined) {
      void handle(packet)
        .then(() => callback())
        .finally(handled);
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
    void handle(packet, releaseReader)
      .then((ack) => {
        releaseReader();
        settle(entry, ofConnection, ack);
      })
      .finally(handled);
  };

  /**
   * Ingests one message; answers whether to acknowledge it: yes once committed, and for an invalid
   * message (logged and dropped, so that it cannot come back forever); no when the server could not
   * write it (it is closing), so that the broker delivers it again.
   */
  async function handle(packet: IPublishPacket, onAdmitted?: () => void): Promise<boolean> {
    const monitorId = monitorIdOf(packet.topic);
    const bytes = typeof packet.payload === 'string' ? Buffer.byteLength(packet.payload) : packet.payload.length;
    if (bytes > MQTT_MESSAGE_MAX_BYTES) {
      oversized.drop(monitorId ?? packet.topic, { monitorId, topic: packet.topic, bytes, limit: MQTT_MESSAGE_MAX_BYTES });
      return true;
    }
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
      if (error instanceof HttpError && error.statusCode === 429) {
        overAllowance.drop(monitorId, { monitorId, readings: Array.isArray(payload.readings) ? payload.readings.length : 0 });
        return true;
      }
      if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 401)) {
        log.warn({ monitorId, statusCode: error.statusCode }, `mqtt: dropped a message: ${error.message}`);
        return true;
      }
      log.error({ err: error, monitorId }, 'mqtt: a message was not written; the broker will deliver it again');
      return false;
    }
  }

  /** Resolves once nothing is being written and the broker has been quiet for `drainQuietMs`, or false past the timeout. */
  async function drained(): Promise<boolean> {
    const deadline = performance.now() + drainTimeoutMs;
    for (;;) {
      const now = performance.now();
      if (client.connected && handling === 0 && now - lastArrival >= drainQuietMs) return true;
      if (now > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function leave(): Promise<boolean> {
    leaving = true;
    // After the UNSUBACK the broker gives this session nothing new; what it had queued still comes.
    if (client.connected) await client.unsubscribeAsync(filter).catch((error: unknown) => log.error({ err: error }, 'mqtt: unsubscribing failed'));
    const complete = (await drained()) && notWritten === 0;
    await client.endAsync();
    if (!complete) {
      log.error({ clientId }, 'mqtt: left with messages not stored; the session keeps them (docs/scaling.md: drain-mqtt-session)');
      return false;
    }
    // MQTT 3.1.1 ends a session by connecting to it with a clean session.
    try {
      const ending = await mqtt.connectAsync(url, { clientId, clean: true, protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 10_000 });
      await ending.endAsync();
    } catch (error) {
      // Unsubscribed and empty, the session costs the broker little and receives nothing.
      log.warn({ err: error, clientId }, 'mqtt: could not end the drained session');
    }
    log.info({ clientId }, 'mqtt: left the share group; the session is drained and ended');
    return true;
  }

  return {
    subscribed,
    stats: () => ({ droppedOversized: oversized.count, droppedRateLimited: overAllowance.count }),
    leave,
    async close() {
      if (onStop === 'leave') await leave();
      // Unacknowledged messages stay in the session on the broker, for this process's next start.
      else await client.endAsync();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The MQTT ingest of this process once started (onReady), or null without MQTT_URL. */
    mqttIngest: () => MqttIngest | null;
  }
}
