// The engine's rules on reading streams replayed through the real ingest (POST
// /api/devices/{monitorId}/readings with the device's token), on PGlite and PostgreSQL: what a night
// in a flat looks like, and what must and must not raise an alarm. Rooms have the defaults: the
// normal preset (55/65/75 dBA), the window 22:00–08:00 in Europe/Madrid (UTC+1 in March), 5 minutes.
import type { Reading } from '@sereno/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, startIngestTestServer, type IngestTestServer } from '../../test/ingest.ts';
import type { RoomEvent } from '../events/bus.ts';
import { rooms } from '../db/schema/rooms.ts';
import { alarms, type AlarmRow } from '../db/schema/alarms.ts';

let server: IngestTestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startIngestTestServer();
  app = await server.app();
});
afterAll(() => server.close());

const minuteMs = 60_000;
/** 02:00 in Madrid, the night before the test clock (2026-03-02T09:00Z). */
const twoAm = new Date('2026-03-01T01:00:00.000Z');
const at = (start: Date, minute: number): Date => new Date(start.getTime() + minute * minuteMs);

type Part = Partial<Omit<Reading, 'seq' | 'ts'>>;

/** A device whose readings go one a minute; `send` posts `minutes` of them shaped by `shape`. */
async function device(settings: Partial<typeof rooms.$inferInsert> = {}) {
  const made = await insertDevice(server.db);
  const roomId = made.roomId ?? '';
  if (Object.keys(settings).length > 0) await server.db.update(rooms).set(settings).where(eq(rooms.id, roomId));
  let seq = 0;
  const sent: Reading[] = [];
  return {
    roomId,
    sent,
    /** Posts a reading a minute from `start` for `minutes`, in batches of `batch`. */
    async send(start: Date, minutes: number, shape: (minute: number) => Part, batch = 5): Promise<void> {
      const stream = Array.from({ length: minutes }, (_, minute): Reading => ({ seq: ++seq, ts: at(start, minute).toISOString(), ...shape(minute) }));
      sent.push(...stream);
      await post(made.monitorId, made.token, stream, batch);
    },
    replay: () => post(made.monitorId, made.token, sent, 50),
  };
}

async function post(monitorId: string, token: string, stream: readonly Reading[], batch: number): Promise<void> {
  for (let index = 0; index < stream.length; index += batch) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/devices/${monitorId}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: stream.slice(index, index + batch),
    });
    expect(response.statusCode, response.body).toBe(202);
  }
}

const alarmsOf = (roomId: string): Promise<AlarmRow[]> => server.db.select().from(alarms).where(eq(alarms.roomId, roomId)).orderBy(asc(alarms.createdAt));
const alarmEvents = (roomId: string) =>
  server.events
    .filter((event): event is Extract<RoomEvent, { type: 'alarm' }> => event.type === 'alarm' && event.roomId === roomId)
    .map((event) => event.alarm);

const quiet = (): Part => ({ noise: 38, smokingProbability: 2, pax: 3 });

describe('the alarm engine, on readings replayed through the ingest', () => {
  it('a 2 a.m. party: one alarm after 5 minutes, its level rises, it resolves itself after 15 quiet minutes', async () => {
    const room = await device();
    await room.send(twoAm, 3, quiet);
    await room.send(at(twoAm, 3), 10, () => ({ noise: 70 }));
    await room.send(at(twoAm, 13), 12, (minute) => ({ noise: minute === 4 ? 92 : 80 }));
    await room.send(at(twoAm, 25), 20, quiet);

    const [alarm, ...others] = await alarmsOf(room.roomId);
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({
      type: 'sound',
      // Medium from 02:03 for 5 minutes; high from 02:13, sustained at 02:18.
      createdAt: at(twoAm, 8),
      level: 'high',
      peak: 92,
      lastTriggeredAt: at(twoAm, 24),
      state: 'resolved',
      // Quiet from 02:25: resolved by itself at 02:40, by nobody.
      resolvedAt: at(twoAm, 40),
      resolvedBy: null,
      stage: 'host',
    });
    // Published after the commit, so after the 202: waited for.
    const events = await vi.waitFor(() => {
      const published = alarmEvents(room.roomId);
      expect(published.at(-1)?.state).toBe('resolved');
      return published;
    });
    expect(events.map((event) => [event.level, event.state])).toEqual([
      ['medium', 'active'],
      ['high', 'active'],
      ['high', 'resolved'],
    ]);
    expect(events.every((event) => event._id === alarm?.id)).toBe(true);
  });

  it('a short door slam raises nothing, nor does loud noise shorter than the sustain time', async () => {
    const room = await device();
    await room.send(twoAm, 20, (minute) => ({ noise: minute === 5 ? 98 : minute >= 10 && minute < 14 ? 80 : 40 }));
    expect(await alarmsOf(room.roomId)).toEqual([]);
  });

  it('noise outside the alarm window raises nothing; a window that starts mid-party counts from its start', async () => {
    const room = await device();
    // 20:50Z is 21:50 in Madrid: the party starts ten minutes before the 22:00 window.
    const evening = new Date('2026-03-01T20:50:00.000Z');
    await room.send(evening, 30, () => ({ noise: 80 }));
    const [alarm] = await alarmsOf(room.roomId);
    expect(alarm).toMatchObject({ level: 'high', createdAt: new Date('2026-03-01T21:05:00.000Z') });

    const daytime = await device();
    await daytime.send(new Date('2026-03-01T11:00:00.000Z'), 30, () => ({ noise: 85 }));
    expect(await alarmsOf(daytime.roomId)).toEqual([]);

    const allDay = await device({ noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: true, sustainMinutes: 2 } });
    await allDay.send(new Date('2026-03-01T11:00:00.000Z'), 5, () => ({ noise: 85 }));
    expect(await alarmsOf(allDay.roomId)).toMatchObject([{ level: 'high', createdAt: new Date('2026-03-01T11:02:00.000Z') }]);
  });

  it('a cigarette raises a smoking alarm at once; a crowd an occupancy alarm that grows from medium to high', async () => {
    const room = await device();
    await room.send(twoAm, 4, quiet);
    await room.send(at(twoAm, 4), 3, () => ({ smokingProbability: 85, pax: 13 }));
    await room.send(at(twoAm, 7), 2, () => ({ smokingProbability: 10, pax: 19 }));
    await room.send(at(twoAm, 9), 20, quiet);
    const found = await alarmsOf(room.roomId);
    expect(found.map(({ type, level, createdAt, peak, state, resolvedAt }) => ({ type, level, createdAt, peak, state, resolvedAt }))).toEqual([
      { type: 'smoking', level: 'high', createdAt: at(twoAm, 4), peak: 85, state: 'resolved', resolvedAt: at(twoAm, 22) },
      { type: 'occupancy', level: 'high', createdAt: at(twoAm, 4), peak: 19, state: 'resolved', resolvedAt: at(twoAm, 24) },
    ]);
  });

  it('a single loud reading after a party neither keeps the alarm alive nor restarts the quiet time', async () => {
    const room = await device();
    await room.send(twoAm, 8, () => ({ noise: 80 }));
    // Quiet from 02:08, with a laugh at 02:14 and a door at 02:20: resolved at 02:23 all the same.
    await room.send(at(twoAm, 8), 20, (minute) => ({ noise: minute === 6 || minute === 12 ? 70 : 40 }));
    expect(await alarmsOf(room.roomId)).toMatchObject([{ lastTriggeredAt: at(twoAm, 7), state: 'resolved', resolvedAt: at(twoAm, 23) }]);
  });

  it('a device dropping out breaks the sustain run; an alarm stays active through the gap and resolves 15 quiet minutes after the return', async () => {
    const room = await device();
    await room.send(twoAm, 3, () => ({ noise: 80 }));
    await room.send(at(twoAm, 43), 3, () => ({ noise: 80 }));
    expect(await alarmsOf(room.roomId)).toEqual([]);

    await room.send(at(twoAm, 46), 10, () => ({ noise: 80 }));
    await room.send(at(twoAm, 100), 16, quiet);
    expect(await alarmsOf(room.roomId)).toMatchObject([{ createdAt: at(twoAm, 48), state: 'resolved', resolvedAt: at(twoAm, 115) }]);
  });

  it('calls the guest first when the room says so, and the host only if the noise goes on after the grace minutes', async () => {
    const stopped = await device({ notifyGuest: true });
    await stopped.send(twoAm, 8, () => ({ noise: 70 }));
    await stopped.send(at(twoAm, 8), 20, quiet);
    expect(await alarmsOf(stopped.roomId)).toMatchObject([{ stage: 'guest', state: 'resolved' }]);

    const goesOn = await device({ notifyGuest: true });
    await goesOn.send(twoAm, 12, () => ({ noise: 70 }));
    // Raised at 02:05 (guest), the host is due at 02:10 and told on the next noisy reading.
    expect(await alarmsOf(goesOn.roomId)).toMatchObject([{ createdAt: at(twoAm, 5), stage: 'host', hostDueAt: null, state: 'active' }]);

    const firstCallOff = await device({ notifyGuest: true, disableFirstCall: true });
    await firstCallOff.send(twoAm, 6, () => ({ noise: 70 }));
    expect(await alarmsOf(firstCallOff.roomId)).toMatchObject([{ stage: 'host' }]);
  });

  it('a replay of the same stream changes nothing: the readings are duplicates and are not evaluated again', async () => {
    const room = await device();
    await room.send(twoAm, 12, () => ({ noise: 80 }));
    await room.send(at(twoAm, 12), 20, quiet);
    const before = await alarmsOf(room.roomId);
    await vi.waitFor(() => expect(alarmEvents(room.roomId).at(-1)?.state).toBe('resolved'));
    const eventsBefore = alarmEvents(room.roomId).length;
    await room.replay();
    expect(await alarmsOf(room.roomId)).toEqual(before);
    expect(alarmEvents(room.roomId)).toHaveLength(eventsBefore);
    expect(before).toHaveLength(1);
  });

  it('keeps at most one active alarm per room and type in the database', async () => {
    const room = await device();
    await room.send(twoAm, 8, () => ({ noise: 80 }));
    const [alarm] = await alarmsOf(room.roomId);
    const duplicate = server.db.insert(alarms).values({ ...alarm, id: undefined } as typeof alarms.$inferInsert);
    await expect(duplicate).rejects.toThrow();
    expect(
      await server.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.roomId, room.roomId), eq(alarms.state, 'active'))),
    ).toHaveLength(1);
  });
});
