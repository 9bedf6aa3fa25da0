// Runs simulated devices as real ones behave: each takes a reading every minute of simulated time and
// keeps it until the server has it; every `sendEveryMs` of real time each device sends what it holds,
// oldest first, in batches. The simulated time follows the clock (sped up by `speed`), so whatever
// the tick, every minute that passed yields its reading. A refused batch stays with its device and
// goes again next round (a 400 is dropped: it would be refused again), and the refusal is logged once
// per device and reason. A backfill sends the past hours first, a few hours at a time, so that a
// fresh demo opens on charts that already have days in them; it sends one small batch at a time and
// lets the event loop turn between them, so that the server it shares a process with (demo mode)
// keeps answering people meanwhile (docs/operations.md, "The demo's backfill").
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Reading } from '@sereno/validation';
import { deviceModel, type DeviceModel } from './device-model.ts';
import { batchLimit, SendRefused, type ReadingSender } from './senders.ts';

export interface SimulationOptions {
  monitorIds: readonly string[];
  sender: ReadingSender;
  /** One reading per device every this many ms of simulated time (default: a minute). */
  readingEveryMs?: number;
  /** How often to send what was gathered, in real ms (default: 10 s). */
  sendEveryMs?: number;
  /** Simulated ms per real ms (default: 1, real time; the benchmark speeds it up). */
  speed?: number;
  clock?: () => Date;
  /** The `seq` each device starts after (what it sent before), so that a restart does not replay. */
  firstSeqOf?: (monitorId: string) => number;
  /** The device model of each device (default: `deviceModel` seeded by its monitorId). */
  modelOf?: (monitorId: string, firstSeq: number) => DeviceModel;
  /** The readings a device holds at most while the server refuses them (a device's memory); the oldest go first. */
  bufferLimit?: number;
  /** How many devices send at once (their batches then share the server's group commits). */
  concurrency?: number;
  /** The most readings one request of the backfill carries (default 120): one device at a time, a turn of the event loop between requests. */
  backfillBatch?: number;
  /** How much of the past the backfill takes at a time before sending it, in ms (default: an hour); the demo takes its whole day at once, so that one device after the other is complete. */
  backfillChunkMs?: number;
  /** Told once when a device's sending fails for a new reason, and once when it sends again. */
  onTrouble?: (trouble: SendTrouble) => void;
  /** Tells after each round how many readings went out. */
  onSent?: (count: number) => void;
}

export type SendTrouble =
  | { kind: 'failing'; monitorId: string; reason: string; held: number }
  | { kind: 'dropped'; monitorId: string; reason: string; count: number }
  | { kind: 'recovered'; monitorId: string; held: number };

export interface Simulation {
  /** Sends the readings of the `hours` before now, as if the devices had been running; returns how many the server took. */
  backfill(hours: number): Promise<number>;
  /** Starts the live loop: a round every `sendEveryMs` until stopped. */
  start(): void;
  /** Ends the live loop (and a backfill under way) after the request in flight; closes the sender. */
  stop(): Promise<void>;
}

export function createSimulation({
  monitorIds,
  sender,
  readingEveryMs = 60_000,
  sendEveryMs = 10_000,
  speed = 1,
  clock = () => new Date(),
  firstSeqOf = () => 0,
  modelOf = (monitorId, firstSeq) => deviceModel({ monitorId, firstSeq }),
  bufferLimit = 50_000,
  concurrency = 4,
  backfillBatch = 120,
  backfillChunkMs = 3_600_000,
  onTrouble = () => {},
  onSent = () => {},
}: SimulationOptions): Simulation {
  const devices = monitorIds.map((monitorId) => ({ model: modelOf(monitorId, firstSeqOf(monitorId)), held: [] as Reading[], trouble: null as string | null }));
  /** The simulated time of the last minute every device has taken its reading of. */
  let cursor = clock().getTime();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> = Promise.resolve();

  /** Every device takes the readings of the minutes after `cursor` up to `until`. */
  function take(until: number): void {
    for (; cursor + readingEveryMs <= until; cursor += readingEveryMs) {
      const at = new Date(cursor + readingEveryMs);
      for (const device of devices) {
        const reading = device.model.readingAt(at);
        if (reading) device.held.push(reading);
      }
    }
    for (const device of devices) if (device.held.length > bufferLimit) device.held.splice(0, device.held.length - bufferLimit);
  }

  function troubleOf(device: (typeof devices)[number], error: unknown): void {
    const reason = error instanceof SendRefused ? `${error.status} ${error.reason}` : error instanceof Error ? error.message : String(error);
    if (error instanceof SendRefused && error.status === 400) {
      onTrouble({ kind: 'dropped', monitorId: device.model.monitorId, reason, count: Math.min(batchLimit, device.held.length) });
      device.held.splice(0, batchLimit);
      return;
    }
    if (device.trouble !== reason) onTrouble({ kind: 'failing', monitorId: device.model.monitorId, reason, held: device.held.length });
    device.trouble = reason;
  }

  /** One device sends what it holds, a batch at a time, until it is all acknowledged or a batch fails. */
  async function sendHeld(device: (typeof devices)[number], batchSize: number, pause: () => Promise<unknown>): Promise<number> {
    let sent = 0;
    while (device.held.length > 0 && !stopped) {
      if (sent > 0) await pause();
      const batch = device.held.slice(0, batchSize);
      try {
        await sender.send(device.model.monitorId, batch);
      } catch (error) {
        troubleOf(device, error);
        if (!(error instanceof SendRefused && error.status === 400)) break;
        continue;
      }
      device.held.splice(0, batch.length);
      sent += batch.length;
      if (device.trouble !== null) onTrouble({ kind: 'recovered', monitorId: device.model.monitorId, held: device.held.length });
      device.trouble = null;
    }
    return sent;
  }

  /** Every device sends what it holds, `workers` devices at a time, in batches of `batchSize`, calling `pause` between two batches of a device. */
  async function sendAll({ workers = concurrency, batchSize = batchLimit, pause = async () => {} } = {}): Promise<number> {
    let next = 0;
    let count = 0;
    const worker = async () => {
      for (let device = devices[next++]; device; device = devices[next++]) {
        const sent = await sendHeld(device, batchSize, pause);
        count += sent;
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, devices.length) }, worker));
    onSent(count);
    return count;
  }

  return {
    backfill(hours) {
      const now = clock().getTime();
      cursor = now - hours * 3_600_000;
      const filling = (async () => {
        let sent = 0;
        while (cursor + readingEveryMs <= now && !stopped) {
          take(Math.min(cursor + backfillChunkMs, now));
          sent += await sendAll({ workers: 1, batchSize: Math.min(backfillBatch, batchLimit), pause: () => nextTurn() });
        }
        return sent;
      })();
      round = filling.catch(() => undefined);
      return filling;
    },
    start() {
      if (stopped || timer) return;
      const startedAt = clock().getTime();
      const simulatedNow = () => startedAt + (clock().getTime() - startedAt) * speed;
      const tick = () => {
        round = (async () => {
          take(simulatedNow());
          await sendAll();
        })()
          // sendAll handles each device's failure; this is a bug in a model or a sender: told, and the loop goes on.
          .catch((error: unknown) => onTrouble({ kind: 'failing', monitorId: '*', reason: error instanceof Error ? error.message : String(error), held: 0 }))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, sendEveryMs).unref();
          });
      };
      timer = setTimeout(tick, sendEveryMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
      await sender.close();
    },
  };
}
