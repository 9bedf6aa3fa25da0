// The size limit of a device's MQTT message (docs/devices.md#mqtt). A message over it is dropped
// before its payload is read — a 60 MB message would otherwise be decoded and parsed whole before its
// token is checked — counted, and logged once per device per minute, so that a device stuck on one
// oversized message cannot fill the logs either.
import type { FastifyBaseLogger } from 'fastify';

/**
 * 256 KiB. A batch of 500 readings with every field filled is about 122 KB; the limit leaves twice
 * that, and the shipped Mosquitto configuration (deploy/mosquitto/sereno.conf) drops larger
 * payloads at the broker already.
 */
export const MQTT_MESSAGE_MAX_BYTES = 256 * 1024;

const logEveryMs = 60_000;
/** Devices remembered for the once-a-minute log line; past it, the oldest are forgotten. */
const rememberedDevices = 10_000;

export interface OversizedMessages {
  /** Messages dropped for their size since the process started. */
  readonly dropped: number;
  /** Counts (and, at most once a minute per device, logs) a message dropped for its size. */
  drop(message: { topic: string; monitorId: string | null; bytes: number }): void;
}

export function oversizedMessages(log: FastifyBaseLogger, clock: () => Date): OversizedMessages {
  let dropped = 0;
  /** Per device (or topic): when it was last logged, and how many were dropped since without a line. */
  const logged = new Map<string, { at: number; unlogged: number }>();

  return {
    get dropped() {
      return dropped;
    },
    drop({ topic, monitorId, bytes }) {
      dropped += 1;
      const key = monitorId ?? topic;
      const now = clock().getTime();
      const last = logged.get(key);
      if (last && now - last.at < logEveryMs) {
        last.unlogged += 1;
        return;
      }
      logged.delete(key);
      if (logged.size >= rememberedDevices) {
        const oldest = logged.keys().next().value;
        if (oldest !== undefined) logged.delete(oldest);
      }
      logged.set(key, { at: now, unlogged: 0 });
      log.warn(
        { monitorId, topic, bytes, limit: MQTT_MESSAGE_MAX_BYTES, droppedSinceLastLine: (last?.unlogged ?? 0) + 1 },
        'mqtt: dropped a message over the size limit before reading it (logged once a minute per device)',
      );
    },
  };
}
