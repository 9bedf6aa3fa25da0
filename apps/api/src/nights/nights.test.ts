// GET /api/rooms/{id}/nights and GET /api/bookings/{id}/stay: a night of readings sent through the real
// ingest (a quiet evening, a party after midnight, two hours of silence, a quiet morning) told
// the morning after: the loudest and quietest hours, the alarm with its peak and duration, the guest
// who was in, and the silence.
import type { Reading } from '@sereno/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { cookiePair } from '../../test/app.ts';
import { bookings } from '../db/schema/bookings.ts';
import { devices } from '../db/schema/devices.ts';
import { rooms } from '../db/schema/rooms.ts';
import { issueDeviceToken } from '../devices/tokens.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const minuteMs = 60_000;
/** 20:00 in Madrid (CET) on 1 March 2026: the night before the test clock (2026-03-02T09:00Z). */
const nightStart = new Date('2026-03-01T19:00:00.000Z');
const at = (minute: number): Date => new Date(nightStart.getTime() + minute * minuteMs);

interface Summary {
  from: string;
  to: string;
  hours: { start: string; avg: number; max: number }[];
  loudest?: { start: string; avg: number };
  quietest?: { start: string; avg: number };
  alarms: { type: string; peak: number; durationMs: number; createdAt: string }[];
  stays: { guest: { firstName: string; lastName?: string }; checkIn: string; checkOut: string; pax: number }[];
  silences: { from: string; to: string }[];
}
interface Nights {
  roomName: string;
  timeZone: string;
  nights: (Summary & { night: string })[];
}

/** A room of the demo customer booked by Ana Pérez that night, and a night of readings a minute. */
async function nightInARoom() {
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  const monitorId = `SRN-NI-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const { token, tokenHash } = issueDeviceToken();
  await demo.server.db.insert(devices).values({ monitorId, tokenHash, ownerId });
  const [room] = await demo.server.db.insert(rooms).values({ name: 'Estudio Lavapiés', ownerId, monitorId }).returning({ id: rooms.id });
  const [booking] = await demo.server.db
    .insert(bookings)
    .values({ roomId: room?.id ?? '', guestFirstName: 'Ana', guestLastName: 'Pérez', pax: 2, checkIn: at(-240), checkOut: at(24 * 60), status: 'Confirmed' })
    .returning({ id: bookings.id });
  let seq = 0;
  const send = async (from: number, minutes: number, noise: number) => {
    const readings: Reading[] = Array.from({ length: minutes }, (_, index) => ({ seq: ++seq, ts: at(from + index).toISOString(), noise }));
    const response = await demo.app.inject({
      method: 'POST',
      url: `/api/devices/${monitorId}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  await send(0, 120, 42); // 20:00–22:00 local: a quiet evening
  await send(120, 120, 55); // 22:00–00:00: talking
  await send(240, 31, 84); // 00:00–00:30: a party, within the room's alarm window
  await send(390, 330, 34); // 02:30–08:00: asleep, after two hours of silence
  return { roomId: room?.id ?? '', bookingId: booking?.id ?? '' };
}

describe('the morning after', () => {
  it("tells a room's night: its loudest and quietest hours, the alarm, the guest who was in and the silence", async () => {
    const { roomId } = await nightInARoom();
    // By default the night before, on the room's clock.
    const response = await demo.as('customer', { method: 'GET', url: `/api/rooms/${roomId}/nights` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Nights>();
    expect(body).toMatchObject({ roomName: 'Estudio Lavapiés', timeZone: 'Europe/Madrid' });
    const [night] = body.nights;
    expect(night).toMatchObject({ night: '2026-03-01', from: '2026-03-01T19:00:00.000Z', to: '2026-03-02T07:00:00.000Z' });
    expect(night?.hours).toHaveLength(11); // 12 hours less the one the silence covers whole
    expect(night?.loudest).toMatchObject({ start: '2026-03-01T23:00:00.000Z', avg: 84 });
    expect(night?.quietest).toMatchObject({ start: '2026-03-02T01:00:00.000Z', avg: 34 });
    expect(night?.alarms).toHaveLength(1);
    expect(night?.alarms[0]).toMatchObject({ type: 'sound', peak: 84 });
    expect(night?.alarms[0]?.durationMs).toBeGreaterThan(0);
    expect(night?.stays).toEqual([
      { _id: expect.any(String), guest: { firstName: 'Ana', lastName: 'Pérez' }, checkIn: at(-240).toISOString(), checkOut: at(24 * 60).toISOString(), pax: 2 },
    ]);
    expect(night?.silences).toEqual([{ from: at(270).toISOString(), to: at(390).toISOString() }]);

    // Seven nights back: the older ones had no readings, no alarm and no guest.
    const week = (await demo.as('fieldServiceAgents', { method: 'GET', url: `/api/rooms/${roomId}/nights?night=2026-03-01&count=7` })).json<Nights>();
    expect(week.nights.map((item) => item.night)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-26', '2026-02-25', '2026-02-24', '2026-02-23']);
    expect(week.nights[1]).toMatchObject({
      hours: [],
      alarms: [],
      stays: [],
      silences: [{ from: '2026-02-28T19:00:00.000Z', to: '2026-03-01T07:00:00.000Z' }],
    });
  });

  it("tells a booking's stay with the same figures", async () => {
    const { bookingId } = await nightInARoom();
    const response = await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/stay` });
    expect(response.statusCode, response.body).toBe(200);
    const { summary } = response.json<{ summary: Summary }>();
    expect(summary).toMatchObject({ from: at(-240).toISOString(), loudest: { start: '2026-03-01T23:00:00.000Z' } });
    expect(summary.alarms.map((alarm) => alarm.peak)).toEqual([84]);
    // Told as far as the clock: the hours after 09:00 UTC have not happened yet.
    expect(summary.silences.at(-1)?.to).toBe('2026-03-02T09:00:00.000Z');
  });

  it('shows nothing of it to a customer of another owner, and says what is wrong with a bad night', async () => {
    const { roomId, bookingId } = await nightInARoom();
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'customer.picos', password: 'Sereno#2026' },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const stranger = { cookie: cookiePair(login.headers['set-cookie']) };
    const nights = await demo.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/nights`, headers: stranger, remoteAddress: freshAddress() });
    expect(nights.statusCode).toBe(404);
    expect(nights.json()).toMatchObject({ statusCode: 404, message: 'Room not found' });
    const stay = await demo.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/stay`, headers: stranger, remoteAddress: freshAddress() });
    expect(stay.statusCode).toBe(404);

    const badDate = await demo.as('customer', { method: 'GET', url: `/api/rooms/${roomId}/nights?night=2026-02-30`, headers: { 'accept-language': 'es' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ statusCode: 400, timestamp: expect.any(String) });
    const tooMany = await demo.as('customer', { method: 'GET', url: `/api/rooms/${roomId}/nights?count=8` });
    expect(tooMany.statusCode).toBe(400);
    expect((await demo.as('manufacturer', { method: 'GET', url: `/api/rooms/${roomId}/nights` })).statusCode).toBe(403);
  });
});
