import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { rooms } from '../db/schema/rooms.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { smsActivations } from '../db/schema/notifications.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

async function demoRoom() {
  const [room] = await demo.server.db
    .select()
    .from(rooms)
    .where(and(eq(rooms.name, 'Ático Malagueta')));
  if (!room) throw new Error('no demo room');
  return room;
}

const activation = (activated: boolean, customerId = demo.ownCustomerId, role: 'admin' | 'controller' | 'customer' = 'admin') =>
  demo.as(role, { method: 'PUT', url: `/api/customers/${customerId}/sms-activation`, payload: { activated } });

describe('SMS activation (spec §6)', () => {
  it('is recorded by staff, shown on the customer’s rooms, and withdrawn', async () => {
    const room = await demoRoom();
    // The demo's first customer starts activated, so that its party's SMS are ready to go.
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/${room.id}` })).json().smsActivated).toBe(true);
    expect((await activation(false)).json()).toEqual({ customerId: demo.ownCustomerId, smsActivated: false, activatedAt: null });
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/${room.id}` })).json().smsActivated).toBe(false);

    demo.server.clock.advance(1000);
    const on = await activation(true, demo.ownCustomerId, 'controller');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ customerId: demo.ownCustomerId, smsActivated: true, activatedAt: demo.server.clock.now().toISOString() });
    const [row] = await demo.server.db.select().from(smsActivations).where(eq(smsActivations.customerId, demo.ownCustomerId));
    expect(row?.activatedBy).toBe(demo.accounts.get('controller')?.id);
    expect((await demo.as('customer', { method: 'GET', url: `/api/rooms/${room.id}` })).json().smsActivated).toBe(true);
    // Again: nothing changes.
    demo.server.clock.advance(1000);
    expect((await activation(true)).json().activatedAt).toBe(on.json().activatedAt);

    expect((await activation(false)).json()).toEqual({ customerId: demo.ownCustomerId, smsActivated: false, activatedAt: null });
    expect((await demo.as('manager', { method: 'GET', url: `/api/rooms/${room.id}` })).json().smsActivated).toBe(false);
  });

  it('is refused to a customer (403), and answers 404 for an unknown customer and 400 for a bad body, in the error shape', async () => {
    expect((await activation(true, demo.ownCustomerId, 'customer')).statusCode).toBe(403);
    const unknown = await activation(true, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'El cliente no existe' });
    const bad = await demo.as('admin', { method: 'PUT', url: `/api/customers/${demo.ownCustomerId}/sms-activation`, payload: { activated: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
  });
});

describe('GET /api/dev/outbox', () => {
  it('shows the alarm’s SMS and call jobs, kept as not sent without a provider, and an SMS not activated with its reason', async () => {
    const room = await demoRoom();
    await activation(false);
    await demo.server.db
      .update(rooms)
      .set({ phone: '+34600100200', phoneSMS: '+34600100300', sendNoiseSMSNotification: true, callAllTime: true })
      .where(eq(rooms.id, room.id));
    const alarm = { id: randomUUID(), roomId: room.id, type: 'sound' as const, level: 'high' as const, createdAt: demo.server.clock.now() };
    await demo.server.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: demo.server.clock.now() }, demo.app.notificationProviders));
    await demo.app.notificationWorker.deliverPending();

    const page = (await demo.as('controller', { method: 'GET', url: '/api/dev/outbox?limit=25' })).json();
    const ofAlarm = page.notifications.filter((job: { alarmId: string }) => job.alarmId === alarm.id);
    const call = ofAlarm.find((job: { channel: string; to: string }) => job.channel === 'call' && job.to === '+34600100200');
    const sms = ofAlarm.find((job: { channel: string; to: string }) => job.channel === 'sms' && job.to === '+34600100300');
    expect(call).toMatchObject({
      kind: 'alarm-host',
      to: '+34600100200',
      status: 'failed',
      reason: 'no-provider',
      attempts: 0,
      voice: 'Polly.Lucia',
      sentAt: null,
    });
    expect(call.text).toContain('Alarma de Sereno: ruido, nivel alto, en Ático Malagueta');
    expect(sms).toMatchObject({ to: '+34600100300', status: 'failed', reason: 'sms-not-activated', voice: null });
    expect(page.totalNotifications).toBeGreaterThanOrEqual(ofAlarm.length);
  });
});
