// Delivery reports (Twilio's StatusCallback) through the real server listening on a port, its database
// and the local Twilio-compatible peer: each SMS and call names the callback under SERENO_PUBLIC_URL;
// the peer calls it as Twilio does (form-encoded, X-Twilio-Signature); the notification keeps
// delivered, or undelivered / failed with Twilio's ErrorCode, and the alarm's trail shows it. Unsigned
// and forged callbacks get 403, an unknown sid 204; the form body is read on that route only.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInFrom, testSecret, type TestServer } from '../../test/app.ts';
import { startNotificationPeers, until, type NotificationPeers } from '../../test/notification-peers.ts';
import type { TwilioPeer } from '../../test/twilio-peer.ts';
import { hashPassword } from '../auth/passwords.ts';
import { alarms } from '../db/schema/alarms.ts';
import { devices } from '../db/schema/devices.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { draftActionLink, saveActionLinks } from './message-links.ts';
import { createOwnedRoom } from './test-fixtures.ts';

let peers: NotificationPeers;
let server: TestServer;
let twilio: TwilioPeer;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  peers = await startNotificationPeers({ twilio: true, listen: true });
  ({ server, app, twilio, publicUrl: base } = peers);
});
afterAll(() => peers.close());

interface TrailAnswer {
  notifications: { to: string; channel: string; status: string; delivery: string | null; deliveryError: string | null; deliveryAt: string | null }[];
  handling: unknown[];
}

describe('delivery reports (StatusCallback)', () => {
  it('keep delivered, undelivered with its code and a call not answered, and show them in the trail', async () => {
    const { roomId, ownerId, room } = await createOwnedRoom(server.db, {
      customer: { smsActivated: true },
      room: {
        phoneSMS: '+34600800901,+34600800902',
        phone: '+34600800903',
        callsEnabled: true,
        callAllTime: true,
        sendSmokeSMSNotification: true,
      },
    });
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword('a long test password 1') })
      .where(eq(users.id, ownerId));
    const [owner] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, ownerId));
    const monitorId = room.monitorId ?? '';
    const { token, tokenHash } = issueDeviceToken();
    await server.db.insert(devices).values({ monitorId, tokenHash, ownerId });
    const ingest = await fetch(`${base}/api/devices/${monitorId}/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ seq: 1, ts: server.clock.now().toISOString(), smokingProbability: 90 }]),
    });
    expect(ingest.status).toBe(202);

    const delivered = await until(() => twilio.accepted.find((record) => record.to === '+34600800901'), 'the first SMS');
    const refused = await until(() => twilio.accepted.find((record) => record.to === '+34600800902'), 'the second SMS');
    const call = await until(() => twilio.accepted.find((record) => record.to === '+34600800903'), 'the call');
    // Each names the callback under SERENO_PUBLIC_URL; the call asks for its end only.
    for (const record of [delivered, refused, call]) expect(record.statusCallback).toBe(`${base}/api/twilio/status`);
    const callRequest = twilio.requests.find((request) => request.form.To === '+34600800903' && request.method === 'POST');
    expect(callRequest?.form.StatusCallbackEvent).toBe('completed');
    // The worker marks them sent once the provider accepted them; the reports follow.
    await until(async () => {
      const rows = await server.db.select({ status: notificationJobs.status }).from(notificationJobs).where(eq(notificationJobs.roomId, roomId));
      return rows.length === 3 && rows.every((row) => row.status === 'sent') ? true : undefined;
    }, 'the three sent');

    // Reports on the way change nothing; the end of each does.
    expect(await twilio.report(delivered.sid, 'sent')).toBe(204);
    expect(await twilio.report(delivered.sid, 'delivered')).toBe(204);
    expect(await twilio.report(refused.sid, 'undelivered', { errorCode: 30003 })).toBe(204);
    expect(await twilio.report(call.sid, 'no-answer')).toBe(204);
    // Twilio retries a callback it thinks failed: the same report again is harmless.
    expect(await twilio.report(delivered.sid, 'delivered')).toBe(204);

    const cookie = await logInFrom(
      app,
      { username: owner?.username ?? '', password: 'a long test password 1' },
      { address: '10.24.0.1', userAgent: 'delivery test' },
    );
    const [alarm] = await server.db.select({ id: alarms.id }).from(alarms).where(eq(alarms.roomId, roomId));
    const trail = await fetch(`${base}/api/alarms/${alarm?.id ?? ''}/trail`, { headers: { cookie } });
    expect(trail.status).toBe(200);
    const body = (await trail.json()) as TrailAnswer;
    const byNumber = Object.fromEntries(body.notifications.map((line) => [line.to, line]));
    expect(byNumber['+34600800901']).toMatchObject({ channel: 'sms', status: 'sent', delivery: 'delivered', deliveryError: null });
    expect(byNumber['+34600800901']?.deliveryAt).toBe(server.clock.now().toISOString());
    expect(byNumber['+34600800902']).toMatchObject({ channel: 'sms', status: 'sent', delivery: 'undelivered', deliveryError: '30003' });
    expect(byNumber['+34600800903']).toMatchObject({ channel: 'call', status: 'sent', delivery: 'undelivered', deliveryError: 'no-answer' });
    // The export's trail column says it too.
    const csv = await (await fetch(`${base}/api/alarms/export.csv?roomId=${roomId}&showAll=true`, { headers: { cookie } })).text();
    expect(csv).toContain('SMS +34600800901 entregado');
    expect(csv).toContain('SMS +34600800902 no entregado (teléfono apagado o sin cobertura, 30003)');
    expect(csv).toContain('llamada +34600800903 no entregada (no contestó)');

    // A failed SMS with Twilio's code (a number that cannot receive SMS) replaces the report before it.
    expect(await twilio.report(delivered.sid, 'failed', { errorCode: 30006 })).toBe(204);
    const [failedRow] = await server.db.select().from(notificationJobs).where(eq(notificationJobs.providerId, delivered.sid));
    expect(failedRow).toMatchObject({ delivery: 'failed', deliveryError: '30006', status: 'sent' });

    // Who handled it and how: acknowledged in the panel, resolved from a message's one-tap button.
    const alarmId = alarm?.id ?? '';
    const acknowledged = await fetch(`${base}/api/alarms/${alarmId}/acknowledge`, { method: 'POST', headers: { cookie } });
    expect(acknowledged.status).toBe(200);
    const link = draftActionLink(
      { publicUrl: base, secret: testSecret },
      { alarmId, action: 'resolve', recipient: 'host@example.com', actorId: ownerId, language: 'es', now: server.clock.now() },
    );
    await saveActionLinks(server.db, [link]);
    const resolved = await fetch(link.url, { method: 'POST' });
    expect(resolved.status).toBe(200);
    const handled = (await (await fetch(`${base}/api/alarms/${alarmId}/trail`, { headers: { cookie } })).json()) as TrailAnswer;
    const by = { _id: ownerId, username: owner?.username };
    expect(handled.handling).toEqual([
      { action: 'acknowledge', at: server.clock.now().toISOString(), by, via: 'panel' },
      { action: 'resolve', at: server.clock.now().toISOString(), by, via: 'link' },
    ]);
  });

  it('refuses an unsigned or forged callback (403) and acknowledges an unknown sid (204)', async () => {
    const callback = `${base}/api/twilio/status`;
    const form = new URLSearchParams({ AccountSid: twilio.accountSid, MessageSid: 'SMdeadbeef', MessageStatus: 'delivered' }).toString();
    const unsigned = await fetch(callback, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(unsigned.status).toBe(403);
    const answer = (await unsigned.json()) as { statusCode: number; message: string; timestamp: string };
    expect(answer).toMatchObject({ statusCode: 403, message: 'Petición rechazada: falta la firma del proveedor (X-Twilio-Signature) o no es válida' });
    expect(answer.timestamp).toEqual(expect.any(String));
    const garbage = await fetch(callback, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl', 'accept-language': 'en' },
      body: form,
    });
    expect(garbage.status).toBe(403);
    expect(((await garbage.json()) as { message: string }).message).toBe(
      "Request refused: the provider's signature (X-Twilio-Signature) is missing or not valid",
    );

    // A record the peer accepted, reported under another token (a forgery), or with no signature.
    const sms = twilio.accepted.find((record) => record.kind === 'sms');
    expect(sms).toBeDefined();
    expect(await twilio.report(sms?.sid ?? '', 'delivered', { signWith: 'another-auth-token' })).toBe(403);
    expect(await twilio.report(sms?.sid ?? '', 'delivered', { unsigned: true })).toBe(403);

    // A signed report of a sid Sereno never sent: acknowledged, so that Twilio does not retry it, and ignored.
    twilio.accepted.push({ ...(sms ?? twilio.accepted[0]!), sid: 'SM00000000000000000000000000000000' });
    expect(await twilio.report('SM00000000000000000000000000000000', 'delivered')).toBe(204);
    const rows = await server.db.select().from(notificationJobs).where(eq(notificationJobs.providerId, 'SM00000000000000000000000000000000'));
    expect(rows).toEqual([]);

    // The form body is read on that route only: any other still answers 415 to a form.
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(login.status).toBe(415);
  });
});
