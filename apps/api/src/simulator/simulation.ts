// Runs simulated devices: each minute of simulated time every device takes a reading, and every
// `sendEveryMs` of real time the readings gathered so far go out. A backfill sends the past hours
// at once (in batches), so that a fresh demo opens on charts that already have a day in them.
import type { Reading } from '@sereno/validation';
import { deviceModel, type DeviceModel } from './device-model.ts';
import type { ReadingSender } from './senders.ts';

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
  onError?: (error: unknown) => void;
  /** Tells after each round how many readings went out. */
  onSent?: (count: number) => void;
}

export interface Simulation {
  /** Sends the readings of the `hours` before now, as if the devices had been running. */
  backfill(hours: number): Promise<number>;
  /** Starts the live loop; resolves once stopped. */
  start(): void;
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
  onError = () => {},
  onSent = () => {},
}: SimulationOptions): Simulation {
  const models: DeviceModel[] = monitorIds.map((monitorId) => deviceModel({ monitorId, firstSeq: firstSeqOf(monitorId) }));
  let simulatedNow = clock().getTime();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  /** The readings of every device from `simulatedNow` up to `until`, one per `readingEveryMs`. */
  function advance(until: number): Map<string, Reading[]> {
    const gathered = new Map(models.map((model) => [model.monitorId, [] as Reading[]]));
    for (; simulatedNow + readingEveryMs <= until; simulatedNow += readingEveryMs) {
      const at = new Date(simulatedNow + readingEveryMs);
      for (const model of models) {
        const reading = model.readingAt(at);
        if (reading) gathered.get(model.monitorId)?.push(reading);
      }
    }
    return gathered;
  }

  async function sendAll(gathered: Map<string, Reading[]>): Promise<number> {
    let count = 0;
    for (const [monitorId, readings] of gathered) {
      if (readings.length === 0) continue;
      await sender.send(monitorId, readings);
      count += readings.length;
    }
    onSent(count);
    return count;
  }

  return {
    async backfill(hours) {
      const now = clock().getTime();
      simulatedNow = now - hours * 3_600_000;
      return sendAll(advance(now));
    },
    start() {
      let lastReal = Date.now();
      timer = setInterval(() => {
        const real = Date.now();
        const until = simulatedNow + (real - lastReal) * speed;
        lastReal = real;
        running = running.then(() => sendAll(advance(until)).then(() => undefined, onError));
      }, sendEveryMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await sender.close();
    },
  };
}
