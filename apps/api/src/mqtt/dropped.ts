// Device messages the server drops over MQTT (docs/devices.md#mqtt): counted, and logged at most once
// a minute per device, so that a device stuck on one bad habit cannot fill the logs either. Two
// reasons: a message over the size limit is dropped before its payload is read (a 60 MB message would
// otherwise be decoded and parsed whole before its token is checked); a message past the device's
// allowance (the per-device limit, readings/ingest/device-rate.ts) is dropped after its token is
// checked, because a message the broker has acknowledged to the device cannot be refused, and holding
// it would hold every other device's messages behind it on the server's connection.
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

export interface DroppedMessages {
  /** Messages dropped for this reason since the process started. */
  readonly count: number;
  /** Counts (and, at most once a minute per device or topic, logs) a dropped message. */
  drop(key: string, fields: Record<string, unknown>): void;
}

/** A counter of messages dropped for one reason, whose log line says `line`. */
export function droppedMessages(log: FastifyBaseLogger, clock: () => Date, line: string): DroppedMessages {
  let count = 0;
  /** Per device (or topic): when it was last logged, and how many were dropped since without a line. */
  const logged = new Map<string, { at: number; unlogged: number }>();

  return {
    get count() {
      return count;
    },
    drop(key, fields) {
      count += 1;
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
      log.warn({ ...fields, droppedSinceLastLine: (last?.unlogged ?? 0) + 1 }, line);
    },
  };
}
