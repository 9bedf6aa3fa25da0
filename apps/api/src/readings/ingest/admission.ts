// Step 2 of the ingest: the bound of readings held in memory (queued or being written). Past it a
// caller is refused (HTTP 503) or waits for room (MQTT stops reading its socket), so that a flood
// cannot grow a queue without end.
import type { Language } from '@sereno/validation';
import { HttpError } from '../../platform/errors.ts';
import { serverMessage } from '../../platform/messages.ts';

/** How long a device is told to wait after a 503, and a failed transaction waits before its retry. */
export const retryAfterSeconds = 1;

/** What to do at the bound: `refuse` throws a 503 at once; `wait` waits for room. */
export type WhenFull = 'refuse' | 'wait';

export interface AdmissionStats {
  /** Readings in memory now: queued or in the transaction being written. */
  pending: number;
  /** The most readings ever pending at once. */
  peakPending: number;
  maxPending: number;
  /** Batches refused (503) or made to wait because the bound was reached. */
  pushedBack: number;
}

export interface Admission {
  /** Holds a place for `size` readings, or refuses, or waits for one. */
  reserve(size: number, whenFull: WhenFull, language: Language): Promise<void>;
  /** Gives back the places of readings written, refused or dropped. */
  release(size: number): void;
  stats(): AdmissionStats;
}

/** The 503 of a full or closing ingest, with the Retry-After a device honours. */
export const ingestBusy = (language: Language): HttpError =>
  new HttpError(503, serverMessage(language, 'ingestBusy', { seconds: retryAfterSeconds }), { 'retry-after': String(retryAfterSeconds) });

export function createAdmission(maxPending: number): Admission {
  const waiters: { size: number; wake: () => void }[] = [];
  let pending = 0;
  let peakPending = 0;
  let pushedBack = 0;

  // A batch larger than the bound is still taken when nothing else is pending, or it could never be.
  const hasRoomFor = (size: number): boolean => pending === 0 || pending + size <= maxPending;

  function hold(size: number): void {
    pending += size;
    peakPending = Math.max(peakPending, pending);
  }

  return {
    async reserve(size, whenFull, language) {
      if (waiters.length === 0 && hasRoomFor(size)) {
        hold(size);
        return;
      }
      pushedBack += 1;
      if (whenFull === 'refuse') throw ingestBusy(language);
      await new Promise<void>((wake) => waiters.push({ size, wake }));
    },
    release(size) {
      pending -= size;
      while (waiters.length > 0 && hasRoomFor(waiters[0]?.size ?? 0)) {
        const waiter = waiters.shift();
        if (!waiter) break;
        // Held here, so that a batch arriving between the wake-up and its turn cannot take the room.
        hold(waiter.size);
        waiter.wake();
      }
    },
    stats: () => ({ pending, peakPending, maxPending, pushedBack }),
  };
}
