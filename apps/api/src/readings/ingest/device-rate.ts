// The per-device limit of ingest (docs/devices.md, "Per-device limit"): a token bucket of readings per
// monitorId. A device that sends more than `perSecond` readings a second on average, beyond a burst of
// `burst`, is refused: over HTTP it is answered 429 with Retry-After and sends the same batch again
// later; over MQTT its message is dropped (mqtt/dropped.ts). The other devices share the server's
// bound of pending readings without it. Counted after authentication, so that a stranger sending with
// a wrong token cannot spend a device's allowance.
import type { Language } from '@sereno/validation';
import { HttpError } from '../../platform/errors.ts';
import { serverMessage } from '../../platform/messages.ts';

export interface DeviceRateLimit {
  /** Readings a second a device may send on average; 0 turns the limit off. */
  perSecond: number;
  /** Readings a device may send at once on top (a backlog after an outage). */
  burst: number;
}

export interface DeviceRate {
  /** Takes `size` readings from the device's allowance, or throws the 429. */
  take(monitorId: string, size: number, language: Language): void;
  /** Batches refused since the process started. */
  refused(): number;
}

/** Buckets kept at most; past it, the full ones (devices quiet long enough) are forgotten. */
const maxBuckets = 50_000;

export function createDeviceRate({ perSecond, burst }: DeviceRateLimit, now: () => number = () => performance.now()): DeviceRate {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let refused = 0;
  const capacity = Math.max(burst, 1);

  function level(bucket: { tokens: number; at: number }, at: number): number {
    return Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
  }

  return {
    take(monitorId, size, language) {
      if (perSecond <= 0) return;
      const at = now();
      const bucket = buckets.get(monitorId) ?? { tokens: capacity, at };
      const tokens = level(bucket, at);
      // A batch larger than the whole burst is taken from a full bucket, or it could never be.
      if (tokens >= size || tokens >= capacity) {
        buckets.set(monitorId, { tokens: tokens - size, at });
        if (buckets.size > maxBuckets) {
          for (const [key, each] of buckets) if (level(each, at) >= capacity) buckets.delete(key);
        }
        return;
      }
      buckets.set(monitorId, { tokens, at });
      refused += 1;
      const seconds = Math.max(1, Math.ceil((Math.min(size, capacity) - tokens) / perSecond));
      throw new HttpError(429, serverMessage(language, 'deviceRateLimited', { seconds }), { 'retry-after': String(seconds) });
    },
    refused: () => refused,
  };
}
