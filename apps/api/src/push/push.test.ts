// Web Push through the real server, its database and a local push service (test/push-peer.ts) that
// checks the VAPID signature and decrypts each message with the subscription's private key, as a
// browser would: a person subscribes a device; a smoke reading raises an alarm whose email goes to
// that person, so the device gets the alarm too (type, room, level and the link to the alarm); the
// end comes the same way; the trail shows the pushes; a push service that fails is retried; one that
// answers 410 has the subscription removed; and the routes refuse what they must.
import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, type TestServer } from '../../test/app.ts';
import { raiseSmokeAlarm, startNotificationPeers, until, type NotificationPeers } from '../../test/notification-peers.ts';
import type { PushPeer } from '../../test/push-peer.ts';
import { hashPassword } from '../auth/passwords.ts';
import { customers } from '../db/schema/customers.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { pushSubscriptions } from '../db/schema/push.ts';
import { users } from '../db/schema/users.ts';
import { createOwnedRoom } from '../notifications/test-fixtures.ts';

/** A VAPID key pair as `web-push generate-vapid-keys` makes it. */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
}

const keys = vapidKeys();
const password = 'a-long-password-for-push';
let peers: NotificationPeers;
let server: TestServer;
let peer: PushPeer;
let app: FastifyInstance;
beforeAll(async () => {
  peers = await startNotificationPeers({
    push: true,
    noPublicUrl: true,
    env: { SERENO_VAPID_PUBLIC_KEY: keys.publicKey, SERENO_VAPID_PRIVATE_KEY: keys.privateKey, SERENO_VAPID_SUBJECT: 'mailto:ops@sereno.test' },
  });
  ({ server, app, push: peer } = peers);
});
afterAll(() => peers.close());

let addressCount = 0;
/** A room whose smoke alarms email its owner (the customer's report address is the owner's), and the owner logged in. */
async function hostWithRoom(language: 'es' | 'en' = 'es') {
  const { roomId, ownerId, customerId, room } = await createOwnedRoom(server.db, { room: { sendSmokeMailNotification: true } });
  const [owner] = await server.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), language })
    .where(eq(users.id, ownerId))
    .returning({ username: users.username, email: users.email });
  await server.db
    .update(customers)
    .set({ reportsEmail: owner?.email ?? '' })
    .where(eq(customers.id, customerId));
  addressCount++;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: owner?.username, password },
    remoteAddress: `10.77.0.${addressCount}`,
  });
  expect(login.statusCode, login.body).toBe(200);
  return { roomId, ownerId, room, email: owner?.email ?? '', cookie: cookiePair(login.headers['set-cookie']) };
}

describe('Web Push of alarms', () => {
  it('subscribes a device, pushes the alarm and its end to it, signed and encrypted, and lists them in the trail', async () => {
    const host = await hostWithRoom();
    const as = { cookie: host.cookie };
    const before = await app.inject({ method: 'GET', url: '/api/profile/push-subscriptions', headers: as });
    expect(before.json()).toEqual({ publicKey: keys.publicKey, subscriptions: [] });

    const device = peer.subscribe();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/profile/push-subscriptions',
      headers: { ...as, 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Chrome/140 Mobile' },
      payload: { endpoint: device.endpoint, keys: device.keys, expirationTime: null },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ endpointOrigin: peer.origin, userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/140 Mobile', lastSentAt: null });
    // Saving the same device again (the panel does on every visit) keeps one.
    const again = await app.inject({
      method: 'POST',
      url: '/api/profile/push-subscriptions',
      headers: as,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(again.statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/api/profile/push-subscriptions', headers: as });
    expect((listed.json() as { subscriptions: unknown[] }).subscriptions).toHaveLength(1);

    const alarmId = await raiseSmokeAlarm(peers, { roomId: host.roomId, ownerId: host.ownerId, monitorId: host.room.monitorId ?? '' });
    const push = await until(() => peer.received.find((entry) => entry.subscriptionId === device.id && entry.message.alarmId === alarmId), 'the push');
    expect(push.vapid).toEqual({ aud: peer.origin, exp: expect.any(Number), sub: 'mailto:ops@sereno.test', publicKey: keys.publicKey });
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.message).toMatchObject({
      title: `Humo (nivel alto) · ${host.room.name}`,
      body: 'Desde 2026-03-02 02:00. Toca para ver la alarma.',
      tag: `alarm-${alarmId}`,
      type: 'smoking',
      level: 'high',
      room: host.room.name,
      stage: 'host',
      // The link shape of the alarm messages (docs/alarms.md, "Links"), as a path of the panel that subscribed.
      url: `/alarms?roomId=${host.roomId}&alarm=${alarmId}`,
    });

    // The end of the alarm reaches the same device.
    const resolved = await app.inject({ method: 'POST', url: `/api/alarms/${alarmId}/resolve`, headers: as });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const end = await until(() => peer.received.find((entry) => entry.message.alarmId === alarmId && entry.message.stage === 'resolved'), 'the end');
    expect(end.message).toMatchObject({ title: `Resuelta · ${host.room.name}`, url: `/alarms?roomId=${host.roomId}&alarm=${alarmId}` });
    expect(String(end.message.body)).toMatch(/^Resuelta la alarma de humo en .+ Duró 0 min, pico 90 %\.$/);

    // The trail lists both pushes, sent, to the person and which device.
    const trail = await app.inject({ method: 'GET', url: `/api/alarms/${alarmId}/trail`, headers: as });
    const pushes = (trail.json() as { notifications: { channel: string; kind: string; to: string; status: string }[] }).notifications.filter(
      (line) => line.channel === 'push',
    );
    const [subscription] = await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    const to = `${host.email.toLowerCase()} · ${subscription?.id.slice(0, 8)}`;
    expect(pushes.map((line) => `${line.kind} ${line.to} ${line.status}`)).toEqual([`alarm-host ${to} sent`, `alarm-resolved ${to} sent`]);
    expect(subscription?.lastSentAt).not.toBeNull();

    // Unsubscribing: the device no longer listed, and the next alarm pushes nothing.
    const removed = await app.inject({ method: 'DELETE', url: `/api/profile/push-subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`, headers: as });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/profile/push-subscriptions', headers: as })).json()).toMatchObject({ subscriptions: [] });
  });

  it('retries a push service that fails, and removes a subscription the push service says is gone (410)', async () => {
    const host = await hostWithRoom('en');
    const as = { cookie: host.cookie };
    const flaky = peer.subscribe();
    const expired = peer.subscribe();
    for (const device of [flaky, expired]) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/profile/push-subscriptions',
        headers: as,
        payload: { endpoint: device.endpoint, keys: device.keys },
      });
      expect(saved.statusCode).toBe(201);
    }
    peer.answer(flaky.id, 503, 1);
    peer.answer(expired.id, 410, 1);
    const alarmId = await raiseSmokeAlarm(peers, { roomId: host.roomId, ownerId: host.ownerId, monitorId: host.room.monitorId ?? '' });
    // The first round: the 503 waits for its retry (15 s after), the 410 fails for good and takes its device away.
    await until(() => (peer.refused.some((entry) => entry.subscriptionId === flaky.id) ? true : undefined), 'the failed attempt');
    const gone = await until(async () => {
      const rows = await server.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarmId));
      const row = rows.find((job) => job.channel === 'push' && job.payload.push?.subscriptionId && job.status === 'failed');
      return row;
    }, 'the 410 job failed');
    expect(gone.lastError).toContain('410');
    expect(await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, expired.endpoint))).toEqual([]);
    const retrying = (await server.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarmId))).find(
      (job) => job.channel === 'push' && job.status === 'pending',
    );
    expect(retrying?.attempts).toBe(1);
    expect(retrying?.lastError).toContain('503');
    // Its retry comes when due: the test's clock moves past the delay and the worker runs.
    server.clock.advance(20_000);
    await app.notificationWorker.deliverPending();
    const push = await until(() => peer.received.find((entry) => entry.subscriptionId === flaky.id), 'the retried push');
    expect(push.message).toMatchObject({ title: `Smoke (high level) · ${host.room.name}`, body: 'Since 2026-03-02 02:00. Tap to see the alarm.' });
  });

  it('refuses an endpoint it will not call, a malformed key, and a caller without a session', async () => {
    const host = await hostWithRoom();
    const as = { cookie: host.cookie };
    const device = peer.subscribe();
    const bad = async (payload: Record<string, unknown>, language = 'es') =>
      app.inject({ method: 'POST', url: '/api/profile/push-subscriptions', headers: { ...as, 'accept-language': language }, payload });
    const ftp = await bad({ endpoint: 'ftp://push.example.com/x', keys: device.keys });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({
      statusCode: 400,
      message: 'endpoint: no es una dirección de un servicio de push válida',
      timestamp: expect.any(String),
    });
    const privateAddress = await bad({ endpoint: 'http://10.1.2.3/push/x', keys: device.keys }, 'en');
    expect(privateAddress.statusCode).toBe(400);
    expect(privateAddress.json()).toMatchObject({ message: 'endpoint: must start with https://' });
    const shortKey = await bad({ endpoint: device.endpoint, keys: { p256dh: 'abc', auth: device.keys.auth } });
    expect(shortKey.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/api/profile/push-subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 503 to a subscription when the server has no VAPID keys, and says so in the list', async () => {
    const off = await server.app();
    const host = await hostWithRoom();
    const listed = await off.inject({ method: 'GET', url: '/api/profile/push-subscriptions', headers: { cookie: host.cookie } });
    expect(listed.json()).toEqual({ publicKey: null, subscriptions: [] });
    const device = peer.subscribe();
    const refused = await off.inject({
      method: 'POST',
      url: '/api/profile/push-subscriptions',
      headers: { cookie: host.cookie },
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('SERENO_VAPID_') });
  });
});
