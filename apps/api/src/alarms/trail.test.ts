// GET /api/alarms/{id}/trail and the escalation's next step: a party in a booked room raises an alarm
// at the guest stage through the real ingest; the trail lists the guest's call and SMS as they stand,
// and the guest to call back; the alarm says when the host is told until someone acknowledges it.
import type { Reading } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { bookings } from '../db/schema/bookings.ts';
import { devices } from '../db/schema/devices.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { rooms } from '../db/schema/rooms.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import type { AlarmResponse } from './responses.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const minuteMs = 60_000;
/** 02:00 in Madrid the night before the test clock (2026-03-02T09:00Z). */
const twoAm = new Date('2026-03-01T01:00:00.000Z');
const at = (minute: number): Date => new Date(twoAm.getTime() + minute * minuteMs);

interface Trail {
  notifications: { kind: string; channel: string; to: string; status: string; reason: string | null; attempts: number; lastError: string | null }[];
  stay: { guestName: string; phone: string | null; language: string | null; checkIn: string; checkOut: string } | null;
}

/** A room of the demo customer and its manager that calls its guest first (or not), booked by Ana Pérez over the night (or not), with its device. */
async function bookedRoom({ notifyGuest = true, booked = true } = {}) {
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  const monitorId = `SRN-TR-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const { token, tokenHash } = issueDeviceToken();
  await demo.server.db.insert(devices).values({ monitorId, tokenHash, ownerId });
  const [room] = await demo.server.db
    .insert(rooms)
    .values({ name: 'Loft del rastro', ownerId, monitorId, phone: '+34600111222', notifyGuest, managerId: demo.accounts.get('manager')?.id ?? null })
    .returning({ id: rooms.id });
  const roomId = room?.id ?? '';
  if (booked)
    await demo.server.db.insert(bookings).values({
      roomId,
      guestFirstName: 'Ana',
      guestLastName: 'Pérez',
      guestPhone: '+34611222333',
      guestLanguage: 'en',
      checkIn: at(-600),
      checkOut: at(600),
      status: 'Confirmed',
    });
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
  return { roomId, send };
}

describe("an alarm's trail and next step", () => {
  it('lists who was told and the guest to call, and says when the host is told until someone acknowledges', async () => {
    const room = await bookedRoom();
    await room.send(0, 8, 82);
    const list = await demo.as('customer', { method: 'GET', url: `/api/alarms/paginated?roomId=${room.roomId}&showAll=true` });
    const [alarm] = list.json<{ alarms: AlarmResponse[] }>().alarms;
    // Raised at minute 5 (the sustain time), the guest called; the host only if the noise goes on after the grace.
    expect(alarm).toMatchObject({ stage: 'guest', state: 'active', createdAt: at(5).toISOString() });
    expect(Date.parse(alarm?.hostDueAt ?? '')).toBeGreaterThan(at(5).getTime());

    const trail = await demo.as('manager', { method: 'GET', url: `/api/alarms/${alarm?._id}/trail` });
    expect(trail.statusCode, trail.body).toBe(200);
    const body = trail.json<Trail>();
    expect(body.stay).toEqual({
      _id: expect.any(String),
      guestName: 'Ana Pérez',
      phone: '+34611222333',
      language: 'en',
      checkIn: at(-600).toISOString(),
      checkOut: at(600).toISOString(),
    });
    // This server has no call provider (no TWILIO_*, as the demo): the guest's call ends at once as not
    // sent, with why, rather than waiting for ever (the outbox shows what it would have said).
    expect(body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'alarm-guest',
        channel: 'call',
        to: '+34611222333',
        status: 'failed',
        reason: 'no-provider',
        attempts: 0,
        lastError: null,
      }),
    );
    // The export carries the trail, one cell per alarm.
    const csv = await demo.as('customer', { method: 'GET', url: `/api/alarms/export.csv?roomId=${room.roomId}&showAll=true` });
    expect(csv.body.split('\r\n')[0]).toContain(';Avisos;');
    expect(csv.body).toContain('02:05 llamada +34611222333 fallida (sin proveedor)');
    // A failure shows with its reason where the person looks.
    const [call] = await demo.server.db
      .select()
      .from(notificationJobs)
      .where(eq(notificationJobs.alarmId, alarm?._id ?? ''));
    await demo.server.db
      .update(notificationJobs)
      .set({ status: 'failed', attempts: 3, lastError: '21211 invalid number' })
      .where(eq(notificationJobs.id, call?.id ?? ''));
    const failed = (await demo.as('customer', { method: 'GET', url: `/api/alarms/${alarm?._id}/trail` })).json<Trail>();
    expect(failed.notifications.find((notification) => notification.lastError !== null)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '21211 invalid number',
    });

    // Acknowledged: the host is no longer due.
    const english = await demo.as('customer', {
      method: 'GET',
      url: `/api/alarms/export.csv?roomId=${room.roomId}&showAll=true`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('02:05 call +34611222333 failed (no provider, 3 attempts)');
    const acknowledged = await demo.as('fieldServiceAgents', { method: 'POST', url: `/api/alarms/${alarm?._id}/acknowledge` });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).not.toHaveProperty('hostDueAt');
  });

  it('answers null for a room nobody had booked, 404 to another customer, 400 to a bad id, 403 to a manufacturer', async () => {
    const room = await bookedRoom({ notifyGuest: false, booked: false });
    await room.send(0, 8, 82);
    const [alarm] = (await demo.as('customer', { method: 'GET', url: `/api/alarms/paginated?roomId=${room.roomId}&showAll=true` })).json<{
      alarms: AlarmResponse[];
    }>().alarms;
    const trail = await demo.as('customer', { method: 'GET', url: `/api/alarms/${alarm?._id}/trail` });
    expect(trail.json<Trail>().stay).toBeNull();
    // The room does not call its guest first: the host is told at once, and nothing is due after.
    expect(alarm).toMatchObject({ stage: 'host' });
    expect(alarm).not.toHaveProperty('hostDueAt');

    const other = await demo.as('customer', { method: 'GET', url: `/api/alarms/${crypto.randomUUID()}/trail`, headers: { 'accept-language': 'en' } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, message: expect.any(String), timestamp: expect.any(String) });
    expect((await demo.as('customer', { method: 'GET', url: '/api/alarms/nope/trail' })).statusCode).toBe(400);
    expect((await demo.as('manufacturer', { method: 'GET', url: `/api/alarms/${alarm?._id}/trail` })).statusCode).toBe(403);
  });
});
