// Signed webhooks through the real server, on both databases, against local HTTP receivers
// (test/webhook-receiver.ts): a receiver that checks the signature gets the events of the customer's
// room (a device back online, an alarm resolved) and a ping; a slow one times out; a failing one is
// retried with a doubling wait (on the wall clock with short waits, and on a moved clock over a day,
// after which the endpoint is disabled and the customer emailed); a delivery is replayed; another
// customer can neither see nor ping an endpoint; private addresses are refused.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { cookiePair, startTestServer, testConfig, testSecret, type TestServer } from '../../test/app.ts';
import { freshAddress } from '../../test/demo-server.ts';
import { insertDevice, readingsFrom } from '../../test/ingest.ts';
import { startReceiver, verifySignature, type LocalReceiver } from '../../test/webhook-receiver.ts';
import { alarms } from '../db/schema/alarms.ts';
import { customers } from '../db/schema/customers.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/webhooks.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { refuseAddress } from './addresses.ts';
import { emitWebhookEvent } from './events.ts';

interface Endpoint {
  _id: string;
  secret?: string;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
}
interface Delivery {
  _id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  durationMs: number | null;
  error: string | null;
  replayOf: string | null;
  payload: string;
}

/** A demo database, a customer's room with a device, and sessions of the customer, another customer and an administrator. */
async function setUp(server: TestServer, app: FastifyInstance) {
  await seedDemo(server.db);
  const cookies = new Map<string, string>();
  for (const username of ['customer', 'customer.picos', 'admin']) {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: demoPassword }, remoteAddress: freshAddress() });
    cookies.set(username, cookiePair(response.headers['set-cookie']));
  }
  const [owner] = await server.db.select().from(users).where(eq(users.username, 'customer'));
  const device = await insertDevice(server.db);
  await server.db
    .update(rooms)
    .set({ ownerId: owner?.id ?? null })
    .where(eq(rooms.id, device.roomId ?? ''));
  const as = (username: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie: cookies.get(username) ?? '' } });
  return { as, device, customerId: owner?.customerId ?? '', ownerId: owner?.id ?? '' };
}

const readingsAt = (at: Date, seq: number) => [{ seq, ts: at.toISOString(), noise: 40, temperature: 21, humidity: 45 }];

describe('signed webhooks (simulated time)', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let receiver: LocalReceiver;
  let context: Awaited<ReturnType<typeof setUp>>;
  let seq = 0;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer();
    // The queue is read only when the test says so (runDue), at the test's clock.
    app = await server.app({ SERENO_WEBHOOK_POLL_MS: '0', SERENO_WEBHOOK_TIMEOUT_MS: '2000' });
    context = await setUp(server, app);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const create = async (path: string, events: string[], username = 'customer') => {
    const response = await context.as(username, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: `${receiver.url}${path}`, events, description: path },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Endpoint>();
  };
  const deliveriesOf = async (endpointId: string) => {
    const response = await context.as('customer', { method: 'GET', url: `/api/webhooks/${endpointId}/deliveries` });
    expect(response.statusCode).toBe(200);
    return response.json<{ deliveries: Delivery[] }>().deliveries;
  };
  /** The device reports after 40 minutes of silence: its room comes back online. */
  const deviceComesBack = async () => {
    server.clock.advance(40 * 60_000);
    seq += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api/devices/${context.device.monitorId}/readings`,
      headers: { authorization: `Bearer ${context.device.token}` },
      payload: readingsAt(server.clock.now(), seq),
    });
    expect(response.statusCode).toBe(202);
  };

  it('signs every delivery so that the receiver can check it, and shows the secret once', async () => {
    const endpoint = await create('/signed', ['device.online', 'alarm.resolved']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const secrets = [endpoint.secret ?? ''];
    receiver.secrets.set('/signed', secrets);
    const listed = await context.as('customer', { method: 'GET', url: '/api/webhooks' });
    expect(listed.body).not.toContain(endpoint.secret);
    // At rest it is sealed under SERENO_SECRET: a dump of the database does not give it away.
    const [stored] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(endpoint.secret?.slice(6));

    await deviceComesBack();
    await app.webhookDelivery.runDue();
    const [online] = receiver.of('/signed');
    expect(online?.signatureValid).toBe(true);
    const body = JSON.parse(online?.body ?? '{}') as { id: string; type: string; timestamp: string; customerId: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'device.online',
      customerId: context.customerId,
      data: { roomId: context.device.roomId, monitorId: context.device.monitorId },
    });
    expect(online?.headers['webhook-id']).toBe(body.id);
    expect(Number(online?.headers['webhook-timestamp'])).toBe(Math.floor(server.clock.now().getTime() / 1000));
    // A signature over another body, or under another secret, does not verify.
    expect(verifySignature(secrets, online?.headers ?? {}, (online?.body ?? '').replace('online', 'offline'))).toBe(false);
    expect(verifySignature(['whsec_other'], online?.headers ?? {}, online?.body ?? '')).toBe(false);

    // An alarm resolved by the customer in the panel, a minute later.
    server.clock.advance(60_000);
    const now = server.clock.now();
    const [alarm] = await server.db
      .insert(alarms)
      .values({
        roomId: context.device.roomId ?? '',
        monitorId: context.device.monitorId,
        ownerId: context.ownerId,
        name: 'Sala',
        type: 'sound',
        level: 'medium',
        createdAt: now,
        lastTriggeredAt: now,
        peak: 78,
        stage: 'host',
      })
      .returning();
    expect((await context.as('customer', { method: 'POST', url: `/api/alarms/${alarm?.id ?? ''}/resolve` })).statusCode).toBe(200);
    await app.webhookDelivery.runDue();
    const resolved = receiver.of('/signed')[1];
    expect(resolved?.signatureValid).toBe(true);
    expect(JSON.parse(resolved?.body ?? '{}')).toMatchObject({
      type: 'alarm.resolved',
      data: { alarm: { id: alarm?.id, type: 'sound', level: 'medium' }, resolvedBy: 'customer' },
    });

    const log = await deliveriesOf(endpoint._id);
    expect(log.map((delivery) => [delivery.eventType, delivery.status, delivery.responseStatus])).toEqual([
      ['alarm.resolved', 'sent', 204],
      ['device.online', 'sent', 204],
    ]);
    expect(log[1]?.durationMs).toBeGreaterThanOrEqual(0);

    // The ping, and a rotation: both secrets sign for a day, the new one alone verifies with the new secret.
    const ping = await context.as('customer', { method: 'POST', url: `/api/webhooks/${endpoint._id}/ping` });
    expect(ping.json<Delivery>()).toMatchObject({ eventType: 'ping', status: 'sent', responseStatus: 204, attempts: 1 });
    const rotated = await context.as('customer', { method: 'POST', url: `/api/webhooks/${endpoint._id}/secret` });
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).not.toBe(endpoint.secret);
    await context.as('customer', { method: 'POST', url: `/api/webhooks/${endpoint._id}/ping` });
    const afterRotation = receiver.of('/signed').at(-1);
    expect(String(afterRotation?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifySignature([secret], afterRotation?.headers ?? {}, afterRotation?.body ?? '')).toBe(true);
    expect(verifySignature([endpoint.secret ?? ''], afterRotation?.headers ?? {}, afterRotation?.body ?? '')).toBe(true);
  });

  it('delivers one event once per endpoint, however often it is emitted', async () => {
    const endpoint = await create('/once', ['device.offline']);
    const event = { type: 'device.offline' as const, roomId: context.device.roomId ?? '', occasion: randomUUID(), data: {}, at: server.clock.now() };
    expect(await server.db.transaction((tx) => emitWebhookEvent(tx, event))).toBe(1);
    expect(await server.db.transaction((tx) => emitWebhookEvent(tx, event))).toBe(0);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(1);
  });

  it('gives up on a receiver that does not answer in time, and logs why', async () => {
    receiver.on('/slow', () => 'hang');
    const endpoint = await create('/slow', ['booking.changed']);
    const ping = await context.as('customer', { method: 'POST', url: `/api/webhooks/${endpoint._id}/ping` });
    expect(ping.statusCode).toBe(200);
    expect(ping.json<Delivery>()).toMatchObject({ status: 'failed', responseStatus: null, error: 'no answer within 2000 ms' });
    expect(receiver.of('/slow')).toHaveLength(1);
  });

  it('retries a failing receiver with a doubling wait for a day, then disables the endpoint and emails the customer', async () => {
    receiver.on('/failing', () => ({ status: 500, body: 'el receptor está caído' }));
    const endpoint = await create('/failing', ['device.online']);
    await deviceComesBack();
    const firstAttempt = server.clock.now().getTime();
    const waits: number[] = [];
    for (;;) {
      await app.webhookDelivery.runDue();
      const [delivery] = await deliveriesOf(endpoint._id);
      expect(delivery?.responseStatus).toBe(500);
      expect(delivery?.responseExcerpt).toBe('el receptor está caído');
      if (delivery?.status !== 'pending') break;
      const wait = Date.parse(delivery.nextAttemptAt ?? '') - server.clock.now().getTime();
      waits.push(wait);
      server.clock.advance(wait);
    }
    const minute = 60_000;
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240].map((minutes) => minutes * minute));
    expect(receiver.of('/failing')).toHaveLength(14);
    expect(server.clock.now().getTime() - firstAttempt).toBeGreaterThanOrEqual(24 * 60 * minute);

    const [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 14 });
    const stored = await context.as('customer', { method: 'GET', url: `/api/webhooks/${endpoint._id}` });
    expect(stored.json<Endpoint>()).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const [customer] = await server.db.select().from(customers).where(eq(customers.id, context.customerId));
    const emails = await server.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'webhook-disabled'));
    expect(emails.map((email) => email.to)).toEqual((customer?.reportsEmail ?? customer?.email ?? '').split(',').map((to) => to.trim().toLowerCase()));
    expect(emails[0]?.text).toContain(`${receiver.url}/failing`);

    // A disabled endpoint gets no new events; enabled again, it forgets its failures.
    await deviceComesBack();
    expect(await deliveriesOf(endpoint._id)).toHaveLength(1);
    const enabled = await context.as('customer', { method: 'PATCH', url: `/api/webhooks/${endpoint._id}`, payload: { enabled: true } });
    expect(enabled.json<Endpoint>()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  }, 180_000);

  it('replays a delivery with the same event id and body', async () => {
    const [endpoint] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.description, '/failing'));
    const [original] = await deliveriesOf(endpoint?.id ?? '');
    receiver.on('/failing', () => ({ status: 200, body: 'ok' }));
    const replay = await context.as('customer', { method: 'POST', url: `/api/webhooks/${endpoint?.id ?? ''}/deliveries/${original?._id ?? ''}/replay` });
    expect(replay.statusCode).toBe(202);
    expect(replay.json<Delivery>()).toMatchObject({ status: 'pending', replayOf: original?._id, eventId: original?.eventId });
    await app.webhookDelivery.runDue();
    const last = receiver.of('/failing').at(-1);
    expect(last?.headers['webhook-id']).toBe(original?.eventId);
    expect(last?.body).toBe(original?.payload);
    const [replayed] = await deliveriesOf(endpoint?.id ?? '');
    expect(replayed).toMatchObject({ replayOf: original?._id, status: 'sent', responseStatus: 200, responseExcerpt: 'ok' });
  });

  it("keeps a customer's endpoints from another customer, not from staff (ASVS V8.2.2)", async () => {
    const endpoint = await create('/private', ['booking.imported']);
    const other = (options: InjectOptions) => context.as('customer.picos', options);
    const sent = receiver.of('/private').length;
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/ping'],
      ['POST', '/secret'],
      ['GET', '/deliveries'],
    ] as const) {
      const response = await other({ method, url: `/api/webhooks/${endpoint._id}${path}`, ...(method === 'PATCH' ? { payload: { enabled: false } } : {}) });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'El endpoint de webhooks no existe' });
    }
    expect(receiver.of('/private')).toHaveLength(sent);
    const listed = await other({ method: 'GET', url: '/api/webhooks' });
    expect(listed.json<{ endpoints: Endpoint[] }>().endpoints.map((item) => item._id)).not.toContain(endpoint._id);
    // Nor can it add one for the customer.
    const foreign = await other({
      method: 'POST',
      url: '/api/webhooks',
      payload: { customerId: context.customerId, url: `${receiver.url}/x`, events: ['alarm.raised'] },
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await context.as('admin', { method: 'POST', url: `/api/webhooks/${endpoint._id}/ping` });
    expect(staff.json<Delivery>()).toMatchObject({ status: 'sent' });
  });

  it('refuses addresses it will not call, with a message, never a 500 (ASVS V1.3.6)', async () => {
    for (const url of [
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/x',
      'http://93.184.216.34/hook',
      'ftp://example.com/x',
      'no es una url',
    ]) {
      const response = await context.as('customer', { method: 'POST', url: '/api/webhooks', payload: { url, events: ['alarm.raised'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^url: /);
    }
    const noEvents = await context.as('customer', { method: 'POST', url: '/api/webhooks', payload: { url: `${receiver.url}/x`, events: [] } });
    expect(noEvents.statusCode).toBe(400);
    const staffWithoutCustomer = await context.as('admin', {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: `${receiver.url}/x`, events: ['alarm.raised'] },
    });
    expect(staffWithoutCustomer.statusCode).toBe(400);
  });

  it('sends an alarm raised by the engine from the readings, then its end, signed', async () => {
    const endpoint = await create('/alarms', ['alarm.raised', 'alarm.resolved']);
    receiver.secrets.set('/alarms', [endpoint.secret ?? '']);
    const device = await insertDevice(server.db);
    await server.db
      .update(rooms)
      .set({ ownerId: context.ownerId })
      .where(eq(rooms.id, device.roomId ?? ''));
    // 02:00 in Madrid, inside the alarm window: 8 loud minutes raise a high noise alarm, 20 quiet ones end it.
    const night = Date.parse('2026-03-01T01:00:00.000Z');
    let sequence = 0;
    const send = async (from: number, minutes: number, noise: number) => {
      const readings = Array.from({ length: minutes }, (_, index) => ({ seq: ++sequence, ts: new Date(night + (from + index) * 60_000).toISOString(), noise }));
      const response = await app.inject({
        method: 'POST',
        url: `/api/devices/${device.monitorId}/readings`,
        headers: { authorization: `Bearer ${device.token}` },
        payload: readings,
      });
      expect(response.statusCode, response.body).toBe(202);
    };
    await send(0, 8, 82);
    await app.webhookDelivery.runDue();
    const [raised] = receiver.of('/alarms');
    expect(raised?.signatureValid).toBe(true);
    expect(JSON.parse(raised?.body ?? '{}')).toMatchObject({
      type: 'alarm.raised',
      data: { roomId: device.roomId, alarm: { type: 'sound', level: 'high', stage: 'host', resolvedAt: null, peak: 82 } },
    });
    await send(8, 20, 40);
    await app.webhookDelivery.runDue();
    const resolved = receiver.of('/alarms')[1];
    expect(resolved?.signatureValid).toBe(true);
    const body = JSON.parse(resolved?.body ?? '{}') as { type: string; data: { alarm: { id: string; resolvedAt: string | null }; resolvedBy: string | null } };
    expect(body).toMatchObject({ type: 'alarm.resolved', data: { resolvedBy: null } });
    expect(body.data.alarm.id).toBe((JSON.parse(raised?.body ?? '{}') as { data: { alarm: { id: string } } }).data.alarm.id);
    expect(body.data.alarm.resolvedAt).not.toBeNull();
  });

  it('in production, calls only https:// on public addresses (ASVS V1.3.6)', async () => {
    const production = { allowLoopback: false };
    expect(await refuseAddress('http://127.0.0.1:8080/hook', production)).toBe('notHttps');
    expect(await refuseAddress('https://127.0.0.1/hook', production)).toBe('private');
    expect(await refuseAddress('https://localhost/hook', production)).toBe('private');
    expect(await refuseAddress('https://[::ffff:192.168.1.2]/hook', production)).toBe('private');
    expect(await refuseAddress('https://100.64.0.1/hook', production)).toBe('private');
    expect(await refuseAddress('https://8.8.8.8/hook', production)).toBeNull();
    expect(await refuseAddress('https://user:pass@8.8.8.8/hook', production)).toBe('invalid');
    expect(await refuseAddress('http://localhost:3000/hook', { allowLoopback: true })).toBeNull();
  });
});

describe('signed webhooks (wall clock)', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let receiver: LocalReceiver;
  let context: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer();
    // Waits of 100 ms, 200 ms, 400 ms… and a queue read every 20 ms, on the real clock.
    const env = { SERENO_WEBHOOK_RETRY_BASE_MS: '100', SERENO_WEBHOOK_POLL_MS: '20' };
    app = await buildApp({ config: testConfig(env), db: server.db });
    await app.ready();
    context = await setUp(server, app);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await receiver.close();
  });

  it('retries a receiver that fails three times, waiting longer each time, until it takes the event', async () => {
    receiver.on('/flaky', (n) => (n <= 3 ? { status: 503, body: 'later' } : { status: 200 }));
    const created = await context.as('customer', {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: `${receiver.url}/flaky`, events: ['device.online'] },
    });
    const endpoint = created.json<Endpoint>();
    const response = await app.inject({
      method: 'POST',
      url: `/api/devices/${context.device.monitorId}/readings`,
      headers: { authorization: `Bearer ${context.device.token}` },
      payload: readingsFrom(1, 1, new Date(Date.now() - 5_000)),
    });
    expect(response.statusCode).toBe(202);
    const deadline = Date.now() + 60_000;
    let delivery: typeof webhookDeliveries.$inferSelect | undefined;
    while (Date.now() < deadline) {
      [delivery] = await server.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpoint._id), eq(webhookDeliveries.status, 'sent')));
      if (delivery) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(delivery).toMatchObject({ attempts: 4, responseStatus: 200 });
    const arrivals = receiver.of('/flaky');
    expect(arrivals).toHaveLength(4);
    expect(new Set(arrivals.map((arrival) => arrival.headers['webhook-id'])).size).toBe(1);
    const gaps = arrivals.slice(1).map((arrival, index) => arrival.arrivedAt - (arrivals[index]?.arrivedAt ?? 0));
    // At least the doubling waits; a loaded machine may take longer, never shorter.
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(100 * 2 ** index - 5));
  }, 90_000);

  it('after SERENO_SECRET is rotated, seals the signing secrets again and still signs with them', async () => {
    const created = await context.as('customer', {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: `${receiver.url}/rotated`, events: ['device.online'] },
    });
    const endpoint = created.json<Endpoint>();
    receiver.secrets.set('/rotated', [endpoint.secret ?? '']);
    const [before] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    const rotated = await buildApp({
      config: testConfig({
        SERENO_SECRET: 'another-secret-another-secret-another-0123456789',
        SERENO_PREVIOUS_SECRET: testSecret,
        SERENO_WEBHOOK_POLL_MS: '0',
      }),
      db: server.db,
    });
    await rotated.ready();
    try {
      const [after] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
      expect(after?.secret).toMatch(/^v1\./);
      expect(after?.secret).not.toBe(before?.secret);
      const login = await rotated.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'customer', password: demoPassword },
        remoteAddress: freshAddress(),
      });
      const ping = await rotated.inject({
        method: 'POST',
        url: `/api/webhooks/${endpoint._id}/ping`,
        headers: { cookie: cookiePair(login.headers['set-cookie']) },
      });
      expect(ping.json<Delivery>()).toMatchObject({ status: 'sent', responseStatus: 204 });
      expect(receiver.of('/rotated').at(-1)?.signatureValid).toBe(true);
    } finally {
      await rotated.close();
    }
  });
});
