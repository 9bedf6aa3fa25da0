// The public guest page is limited per client address (a token bucket): a page polls 4 times a
// minute, a person switching languages a few more; past 30 at once and one every 2 seconds after,
// 429 with Retry-After. It bounds the work a stranger can make the server do guessing tokens
// (which at 144 bits is hopeless anyway) or hammering a known one.
import { HttpError } from '../platform/errors.ts';

export interface GuestPageRate {
  take(address: string, message: (seconds: number) => string): void;
}

const maxBuckets = 20_000;

export function createGuestPageRate({ burst = 30, perSecond = 0.5 } = {}, now: () => number = () => performance.now()): GuestPageRate {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, at: number) => Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
  return {
    take(address, message) {
      const at = now();
      const tokens = level(buckets.get(address) ?? { tokens: burst, at }, at);
      if (tokens >= 1) {
        buckets.set(address, { tokens: tokens - 1, at });
        if (buckets.size > maxBuckets) for (const [key, bucket] of buckets) if (level(bucket, at) >= burst) buckets.delete(key);
        return;
      }
      buckets.set(address, { tokens, at });
      const seconds = Math.max(1, Math.ceil((1 - tokens) / perSecond));
      throw new HttpError(429, message(seconds), { 'retry-after': String(seconds) });
    },
  };
}
