// The writer behind steps 4–6: batches queue here, and each transaction takes the batches waiting at
// that moment (up to a number of readings), so that many small batches cost one commit. Every caller
// is answered only after COMMIT. A failed transaction rejects its batches, or (MQTT) puts them back at
// the head of the queue for another try after a pause: the database may be restarting.
import type { Reading } from '@sereno/validation';
import type { FastifyBaseLogger } from 'fastify';
import { retryAfterSeconds } from './admission.ts';
import type { IngestResult, Stored } from './store.ts';

interface QueuedBatch {
  monitorId: string;
  readings: Reading[];
  retryOnFailure: boolean;
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Writes the batches in one transaction. */
  store: (batches: readonly QueuedBatch[]) => Promise<Stored>;
  /** After COMMIT and after the callers are answered: the live events. */
  afterCommit: (stored: Stored) => Promise<void>;
  /** Gives the bound back the places of readings written or given up. */
  release: (size: number) => void;
  log: FastifyBaseLogger;
  maxReadingsPerCommit: number;
  writers: number;
}

export interface GroupCommit {
  /** Queues a batch; resolves after the transaction that wrote it commits. */
  write(batch: { monitorId: string; readings: Reading[]; retryOnFailure: boolean }): Promise<IngestResult>;
  readonly closed: boolean;
  stats(): { commits: number; stored: number };
  /** Stops taking batches and waits until those queued are written. */
  close(): Promise<void>;
}

const sizeOf = (batches: readonly QueuedBatch[]): number => batches.reduce((total, batch) => total + batch.readings.length, 0);

export function createGroupCommit({ store, afterCommit, release, log, maxReadingsPerCommit, writers }: GroupCommitOptions): GroupCommit {
  const queue: QueuedBatch[] = [];
  const writing = new Set<Promise<void>>();
  let commits = 0;
  let stored = 0;
  let closed = false;

  /** Takes the batches at the head of the queue, up to maxReadingsPerCommit readings (at least one batch). */
  function takeBatches(): QueuedBatch[] {
    const taken: QueuedBatch[] = [];
    let size = 0;
    while (queue.length > 0) {
      const next = queue[0];
      if (!next || (taken.length > 0 && size + next.readings.length > maxReadingsPerCommit)) break;
      queue.shift();
      taken.push(next);
      size += next.readings.length;
    }
    return taken;
  }

  async function writeLoop(): Promise<void> {
    while (queue.length > 0) {
      const batches = takeBatches();
      const size = sizeOf(batches);
      try {
        const result = await store(batches);
        commits += 1;
        stored += result.results.reduce((total, each) => total + each.accepted, 0);
        release(size);
        batches.forEach((batch, index) => batch.resolve(result.results[index] ?? { accepted: 0, duplicates: batch.readings.length }));
        await afterCommit(result);
      } catch (error) {
        log.error({ err: error, batches: batches.length, readings: size }, 'ingest: writing readings failed');
        const retried = batches.filter((batch) => batch.retryOnFailure && !closed);
        for (const batch of batches) if (!retried.includes(batch)) batch.reject(error);
        release(size - sizeOf(retried));
        if (retried.length > 0) {
          // Back to the head of the queue, in their order, after a pause: the database may be restarting.
          queue.unshift(...retried);
          await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
        }
      }
    }
  }

  function wakeWriter(): void {
    if (writing.size >= writers) return;
    const loop: Promise<void> = writeLoop().finally(() => {
      writing.delete(loop);
      if (queue.length > 0) wakeWriter();
    });
    writing.add(loop);
  }

  return {
    write: (batch) =>
      new Promise<IngestResult>((resolve, reject) => {
        queue.push({ ...batch, resolve, reject });
        wakeWriter();
      }),
    get closed() {
      return closed;
    },
    stats: () => ({ commits, stored }),
    async close() {
      closed = true;
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}
