// At most N calls per window for each key (Kross allows 10 calls a minute per account): a call over
// the limit waits until the oldest call of the window ages out. A call counts from when its answer
// came back, not from when it left: the provider counts its arrival, which is somewhere in between,
// so two calls a window apart by our count are a window apart by the provider's too. One limiter per
// process, shared by the routes and the sync, so that both together stay under the limit.
import { ProviderError } from './http.ts';
import type { PmsProvider } from '../db/schema/third-parties.ts';

export interface RateLimiter {
  /** Runs `call` when the key's limit allows; throws 'rateLimited' when that would take over `maxWaitMs`. */
  run<Result>(key: string, call: () => Promise<Result>, options?: { maxWaitMs?: number }): Promise<Result>;
}

export function createRateLimiter({
  provider,
  calls,
  windowMs,
  now = Date.now,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  provider: PmsProvider;
  calls: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): RateLimiter {
  /** Per key, when each recent call ended (Infinity while it runs). */
  const recent = new Map<string, number[]>();
  // Calls of one key are granted in order: each waits for the one before it.
  const queues = new Map<string, Promise<void>>();

  async function grant(key: string, maxWaitMs: number): Promise<{ slot: number[] }> {
    for (;;) {
      const at = now();
      const times = (recent.get(key) ?? []).filter((time) => at - time < windowMs);
      recent.set(key, times);
      if (times.length < calls) {
        const slot = [Number.POSITIVE_INFINITY];
        times.push(Number.POSITIVE_INFINITY);
        return { slot };
      }
      const oldest = Math.min(...times);
      // A running call frees its place a window after it ends: wait a little and look again.
      const wait = Number.isFinite(oldest) ? oldest + windowMs - at : Math.min(windowMs, 250);
      if (Number.isFinite(oldest) && wait > maxWaitMs) {
        throw new ProviderError(provider, 'rateLimited', `over ${calls} calls in ${windowMs} ms`, { retryAfterSeconds: Math.ceil(wait / 1000) });
      }
      await sleep(Math.max(1, wait));
    }
  }

  function ended(key: string): void {
    const times = recent.get(key) ?? [];
    const running = times.indexOf(Number.POSITIVE_INFINITY);
    if (running >= 0) times[running] = now();
  }

  return {
    async run(key, call, { maxWaitMs = Number.POSITIVE_INFINITY } = {}) {
      const turn = (queues.get(key) ?? Promise.resolve()).then(() => grant(key, maxWaitMs));
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      await turn;
      try {
        return await call();
      } finally {
        ended(key);
      }
    },
  };
}
