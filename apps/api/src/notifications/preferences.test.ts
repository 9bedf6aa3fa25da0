import { and, eq, isNull, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { customers } from '../db/schema/customers.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const url = (customerId = demo.ownCustomerId) => `/api/customers/${customerId}/notification-preferences`;

/** Only SMS for everything, no calls, no emails, the guest called first. */
const smsOnly = {
  noise: { calls: false, emails: false, disconnectedDeviceEmails: false, notifyGuest: true, sms: true },
  smoke: { emails: false, sms: true },
  crowd: { emails: false, sms: true },
};

async function roomsOfOwnCustomer() {
  const people = demo.server.db.select({ id: users.id }).from(users).where(eq(users.customerId, demo.ownCustomerId));
  return demo.server.db
    .select()
    .from(rooms)
    .where(and(inArray(rooms.ownerId, people), isNull(rooms.deletedAt)));
}

describe('a customer’s notification preferences (spec §3)', () => {
  it('start as a room’s own defaults, with the SMS activation and the rooms counted', async () => {
    const answer = await demo.as('customer', { method: 'GET', url: url() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      customerId: demo.ownCustomerId,
      preferences: {
        noise: { calls: true, emails: true, disconnectedDeviceEmails: true, notifyGuest: false, sms: false },
        smoke: { emails: true, sms: false },
        crowd: { emails: true, sms: false },
      },
      smsActivated: true,
      rooms: (await roomsOfOwnCustomer()).length,
    });
  });

  it('are set as the defaults of new rooms, and on every room when asked', async () => {
    const kept = await demo.as('customer', { method: 'PUT', url: url(), payload: { preferences: smsOnly, disconnectionEmails: true, applyToRooms: false } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ preferences: smsOnly, disconnectionEmails: true, updatedRooms: 0 });
    // The rooms keep their own settings until asked.
    expect((await roomsOfOwnCustomer()).some((room) => room.callsEnabled)).toBe(true);
    const [customer] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.ownCustomerId));
    expect(customer?.disconnectionNotificationEnabled).toBe(true);

    // A new room of the customer's starts with them.
    const created = await demo.as('customer', { method: 'POST', url: '/api/rooms', payload: { name: 'Estudio preferencias' } });
    expect(created.statusCode, created.body).toBe(201);
    const [room] = await demo.server.db.select().from(rooms).where(eq(rooms.id, created.json().data.roomId));
    expect(room).toMatchObject({
      callsEnabled: false,
      sendNoiseMailNotification: false,
      notifyGuest: true,
      sendNoiseSMSNotification: true,
      sendSmokeSMSNotification: true,
      sendCrowdMailNotification: false,
      disconnectionNotificationEnabled: false,
    });

    const applied = await demo.as('customer', { method: 'PUT', url: url(), payload: { preferences: smsOnly, disconnectionEmails: false, applyToRooms: true } });
    const all = await roomsOfOwnCustomer();
    expect(applied.json()).toMatchObject({ updatedRooms: all.length, rooms: all.length, disconnectionEmails: false });
    expect(all.every((one) => !one.callsEnabled && one.sendNoiseSMSNotification && !one.sendSmokeMailNotification)).toBe(true);
    expect((await demo.as('fieldServiceAgents', { method: 'GET', url: url() })).json().preferences).toEqual(smsOnly);
  });

  it('are the customer’s own: another customer’s 404, a night agent reads but does not change, a manager neither', async () => {
    const other = await demo.as('customer', { method: 'GET', url: url(demo.otherCustomerId) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, message: 'El cliente no existe' });
    expect(
      (await demo.as('fieldServiceAgents', { method: 'PUT', url: url(), payload: { preferences: smsOnly, disconnectionEmails: true, applyToRooms: false } }))
        .statusCode,
    ).toBe(403);
    expect((await demo.as('manager', { method: 'GET', url: url() })).statusCode).toBe(403);
    const bad = await demo.as('customer', {
      method: 'PUT',
      url: url(),
      payload: { preferences: { noise: {} }, disconnectionEmails: true, applyToRooms: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
  });
});
