import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { createLocalEventBus, type RoomEvent } from '../events/bus.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';
import { rooms } from '../db/schema/rooms.ts';
import { deleteOldReadings } from '../readings/retention.ts';
import { announceDisconnections, startHousekeeping } from './housekeeping.ts';

/** Fastify's logger when logging is off: the housekeeping logs nothing here. */
const silentLog = Fastify().log;

let database: OpenDatabase;
const now = new Date('2026-03-02T09:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the disconnection round', () => {
  it('announces each room whose device went quiet 30 minutes ago since the last round, once', async () => {
    const [quietNow] = await database.db
      .insert(rooms)
      .values([
        { name: 'Calló hace 30 min', monitorId: 'Q-1', lastSeenAt: minutesAgo(30.5) },
        { name: 'Calló hace horas', monitorId: 'Q-2', lastSeenAt: minutesAgo(300) },
        { name: 'Habla', monitorId: 'Q-3', lastSeenAt: minutesAgo(5) },
        { name: 'Sin dispositivo', lastSeenAt: minutesAgo(30.5) },
        { name: 'Borrada', monitorId: 'Q-5', lastSeenAt: minutesAgo(30.5), deletedAt: now },
      ])
      .returning({ id: rooms.id });
    const bus = createLocalEventBus();
    const heard: RoomEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    expect(await announceDisconnections(database.db, bus, { since: minutesAgo(1), until: now })).toBe(1);
    expect(heard).toEqual([{ type: 'status', roomId: quietNow?.id, monitorId: 'Q-1', status: 'disconnected' }]);
    // The next round does not repeat it.
    expect(await announceDisconnections(database.db, bus, { since: now, until: new Date(now.getTime() + 60_000) })).toBe(0);
  });
});

describe('the housekeeping timer', () => {
  it('runs the rounds by itself: a device that falls quiet is announced as the clock passes its 30 minutes', async () => {
    let clock = minutesAgo(0);
    const [room] = await database.db
      .insert(rooms)
      .values({ name: 'Timer', monitorId: 'T-1', lastSeenAt: minutesAgo(29.9) })
      .returning({ id: rooms.id });
    const bus = createLocalEventBus();
    const heard: RoomEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    const housekeeping = startHousekeeping({ db: database.db, events: bus, clock: () => clock, retentionDays: 90, log: silentLog, everyMs: 20 });
    clock = minutesAgo(-1);
    const deadline = Date.now() + 5000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await housekeeping.stop();
    expect(heard).toEqual([{ type: 'status', roomId: room?.id, monitorId: 'T-1', status: 'disconnected' }]);
  });
});

describe('retention', () => {
  it('deletes the readings older than the retention days, a batch at a time, and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    await database.db
      .insert(readings)
      .values(
        Array.from({ length: 250 }, (_, index) => ({ monitorId: 'R-1', seq: index, ts: new Date(now.getTime() - (index < 230 ? 31 : 29) * day), noise: 40 })),
      );
    expect((await deleteOldReadings(database.db, { now, days: 30, batchSize: 100 })).deleted).toBe(230);
    const left = await database.db.select({ seq: readings.seq }).from(readings).where(eq(readings.monitorId, 'R-1'));
    expect(left.map((row) => row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => 230 + index));
    expect((await deleteOldReadings(database.db, { now, days: 30 })).deleted).toBe(0);
  });
});
