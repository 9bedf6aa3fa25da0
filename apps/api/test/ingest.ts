// What the ingest tests share: an app over a fresh database with a bus the test listens to, and
// devices and rooms inserted directly (the rooms and devices routes are not what is tested here).
import type { Reading } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { issueDeviceToken } from '../src/devices/tokens.ts';
import { devices } from '../src/db/schema/devices.ts';
import { createLocalEventBus, type EventBus, type RoomEvent } from '../src/events/bus.ts';
import type { Database, OpenDatabase } from '../src/platform/database.ts';
import { rooms } from '../src/db/schema/rooms.ts';
import { readings } from '../src/db/schema/readings.ts';
import { openTestDatabase } from './database.ts';
import { TestClock, testConfig } from './app.ts';

export interface IngestTestServer {
  db: Database;
  clock: TestClock;
  /** Every event published on the bus, in order. */
  events: RoomEvent[];
  /** Awaited by the bus's publish, as a slow subscriber would be: what it queries shows what was committed. */
  onPublish: ((event: RoomEvent) => Promise<void>) | null;
  app(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startIngestTestServer(): Promise<IngestTestServer> {
  const database: OpenDatabase = await openTestDatabase();
  const clock = new TestClock();
  const apps: FastifyInstance[] = [];
  const events: RoomEvent[] = [];
  const server: IngestTestServer = {
    db: database.db,
    clock,
    events,
    onPublish: null,
    async app(env = {}) {
      const local = createLocalEventBus();
      const bus: EventBus = {
        ...local,
        async publish(event) {
          events.push(event);
          await server.onPublish?.(event);
          await local.publish(event);
        },
      };
      const app = await buildApp({ config: testConfig(env), db: database.db, clock: clock.now, events: bus });
      apps.push(app);
      await app.ready();
      return app;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
    },
  };
  return server;
}

let devicesMade = 0;

/** A device with a live room watching it; `withRoom: false` for a device in no room. */
export async function insertDevice(db: Database, { withRoom = true } = {}): Promise<{ monitorId: string; token: string; roomId: string | null }> {
  devicesMade += 1;
  const monitorId = `SRN-${process.pid}-${devicesMade}-${Math.random().toString(36).slice(2, 8)}`;
  const { token, tokenHash } = issueDeviceToken();
  await db.insert(devices).values({ monitorId, tokenHash });
  if (!withRoom) return { monitorId, token, roomId: null };
  const [room] = await db
    .insert(rooms)
    .values({ name: `Sala ${monitorId}`, monitorId })
    .returning({ id: rooms.id });
  return { monitorId, token, roomId: room?.id ?? null };
}

/** `count` readings from `firstSeq` on, one a second from `start`. */
export function readingsFrom(firstSeq: number, count: number, start: Date, extra: Partial<Reading> = {}): Reading[] {
  return Array.from({ length: count }, (_, index) => ({
    seq: firstSeq + index,
    ts: new Date(start.getTime() + (firstSeq + index) * 1000).toISOString(),
    noise: 40 + (index % 20),
    temperature: 21.5,
    humidity: 45,
    ...extra,
  }));
}

export async function storedSeqs(db: Database, monitorId: string): Promise<number[]> {
  const rows = await db.select({ seq: readings.seq }).from(readings).where(eq(readings.monitorId, monitorId)).orderBy(readings.seq);
  return rows.map((row) => Number(row.seq));
}
