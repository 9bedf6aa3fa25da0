// False-alarm feedback that tunes a room (issue 21), through the real server and ingest on PGlite and
// PostgreSQL: a TV burst and a party raise two alarms; the host marks the burst false; the tuning
// replays the stored readings and suggests a longer sustain that skips the burst and keeps the party;
// applying it changes the room, and the next burst raises nothing.
import type { Reading } from '@sereno/validation';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { alarms } from '../db/schema/alarms.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import type { AlarmResponse } from './responses.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const minuteMs = 60_000;
/** 02:00 in Madrid the night before the test clock (2026-03-02T09:00Z): inside the alarm window. */
const twoAm = new Date('2026-03-01T01:00:00.000Z');
const at = (minute: number): Date => new Date(twoAm.getTime() + minute * minuteMs);

async function roomWithDevice(owner: string) {
  const monitorId = `SRN-FB-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const { token, tokenHash } = issueDeviceToken();
  await demo.server.db.insert(devices).values({ monitorId, tokenHash, ownerId: owner });
  const [room] = await demo.server.db
    .insert(rooms)
    .values({
      name: 'Estudio Soho',
      ownerId: owner,
      monitorId,
      noiseSettings: { sensitivity: 'normal', from: '00:00', to: '00:00', allDay: true, sustainMinutes: 5 },
    })
    .returning({ id: rooms.id });
  let seq = 0;
  let minute = 0;
  return {
    roomId: room?.id ?? '',
    /** `minutes` readings a minute apart at `noise` dB, after the previous ones. */
    async play(minutes: number, noise: number): Promise<void> {
      const readings: Reading[] = Array.from({ length: minutes }, () => ({ seq: ++seq, ts: at(minute++).toISOString(), noise }));
      const response = await demo.app.inject({
        method: 'POST',
        url: `/api/devices/${monitorId}/readings`,
        headers: { authorization: `Bearer ${token}` },
        payload: readings,
      });
      expect(response.statusCode, response.body).toBe(202);
    },
  };
}

const alarmsOf = (roomId: string) => demo.server.db.select().from(alarms).where(eq(alarms.roomId, roomId)).orderBy(alarms.createdAt);

describe('false alarms tune a room (issue 21)', () => {
  it('marks a TV burst false, suggests the sustain that skips it and keeps the party, and applies it', async () => {
    const owner = demo.accounts.get('customer')?.id ?? '';
    const room = await roomWithDevice(owner);
    await room.play(10, 40);
    await room.play(7, 70); // the TV: six minutes over the low threshold
    await room.play(30, 40);
    await room.play(40, 80); // the party
    await room.play(30, 40);
    const [burst, party] = await alarmsOf(room.roomId);
    expect(burst?.type).toBe('sound');
    expect(party?.peak).toBe(80);

    const tuning = () => demo.as('customer', { method: 'GET', url: `/api/rooms/${room.roomId}/alarm-tuning` });
    const untouched = await tuning();
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json()).toEqual({ days: 30, falseAlarms: [], otherAlarms: 2, suggestion: null });

    const marked = await demo.as('customer', { method: 'PUT', url: `/api/alarms/${burst?.id}/false-alarm`, payload: { cause: 'tv' } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<AlarmResponse>().falseAlarm).toEqual({ cause: 'tv', at: expect.any(String), by: { _id: owner, username: 'customer' } });

    const suggested = await tuning();
    expect(suggested.json()).toMatchObject({
      falseAlarms: [{ alarmId: burst?.id, type: 'sound', cause: 'tv', peak: 70 }],
      otherAlarms: 1,
      suggestion: {
        type: 'sound',
        change: { noiseSettings: { sensitivity: 'normal', sustainMinutes: 7 } },
        before: { falseAlarms: 1, otherAlarms: 1 },
        after: { falseAlarms: 0, otherAlarms: 1 },
      },
    });

    const applied = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.roomId}/alarm-tuning/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: { noiseSettings: { sustainMinutes: 7 } }, tuning: { suggestion: null } });
    const detail = await demo.as('customer', { method: 'GET', url: `/api/rooms/${room.roomId}` });
    expect(detail.json()).toMatchObject({ noiseSettings: { sensitivity: 'normal', sustainMinutes: 7 } });
    const [entry] = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, room.roomId), eq(auditLog.action, 'room.settings')))
      .orderBy(desc(auditLog.at));
    expect(entry?.actorUsername).toBe('customer');

    // The engine reads the change from the next reading on: the same TV burst raises nothing now.
    await room.play(7, 70);
    await room.play(20, 40);
    expect(await alarmsOf(room.roomId)).toHaveLength(2);

    // With nothing left to avoid, applying again is refused and changes nothing.
    const again = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.roomId}/alarm-tuning/apply`, headers: { 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No setting avoids those false alarms without missing a real alarm: nothing was changed');

    const unmarked = await demo.as('customer', { method: 'DELETE', url: `/api/alarms/${burst?.id}/false-alarm` });
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json<AlarmResponse>().falseAlarm).toBeUndefined();
  });

  it("keeps each customer's alarms and rooms to itself (ASVS V8.2.2), and names a cause from the list", async () => {
    const room = await roomWithDevice(demo.accounts.get('customer')?.id ?? '');
    await room.play(10, 80);
    await room.play(20, 40);
    const [alarm] = await alarmsOf(room.roomId);
    const otherCustomer = await demo.server.db.insert(rooms).values({ name: 'Otra', ownerId: null }).returning({ id: rooms.id });
    expect((await demo.as('manufacturer', { method: 'PUT', url: `/api/alarms/${alarm?.id}/false-alarm`, payload: { cause: 'tv' } })).statusCode).toBe(403);
    const wrongCause = await demo.as('customer', { method: 'PUT', url: `/api/alarms/${alarm?.id}/false-alarm`, payload: { cause: 'ghosts' } });
    expect(wrongCause.statusCode).toBe(400);
    expect(wrongCause.json().message).toMatch(/^cause: /);
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/${otherCustomer[0]?.id}/alarm-tuning` })).statusCode).toBe(404);
    expect((await demo.as('manufacturer', { method: 'GET', url: `/api/rooms/${room.roomId}/alarm-tuning` })).statusCode).toBe(403);
    expect((await alarmsOf(room.roomId))[0]?.falseAlarmCause).toBeNull();
  });
});
