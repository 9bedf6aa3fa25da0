// The alarm email's link that logs its recipient in for one room, through the real server, its
// database and a local SMTP server: off by default (the link opens the login); once the person chooses
// it, their email's link is a signed, single-use, 24-hour login that opens that one room and the alarm,
// and nothing else; used, expired, tampered and foreign links get a clear page that leads to the login
// and then the alarm.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, logInFrom, testSecret, type TestServer } from '../../test/app.ts';
import { peersPublicUrl as publicUrl, raiseSmokeAlarm, startNotificationPeers, until, type NotificationPeers } from '../../test/notification-peers.ts';
import type { SmtpPeer } from '../../test/smtp-peer.ts';
import { draftRoomLoginLink, saveRoomLoginLinks } from '../auth/auto-login.ts';
import { hashPassword } from '../auth/passwords.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { createOwnedRoom } from './test-fixtures.ts';

const password = 'a long test password 24';
let peers: NotificationPeers;
let server: TestServer;
let smtp: SmtpPeer;
let app: FastifyInstance;
beforeAll(async () => {
  peers = await startNotificationPeers({ smtp: true });
  ({ server, app, smtp } = peers);
});
afterAll(() => peers.close());

const pathOf = (url: string): string => {
  expect(url.startsWith(`${publicUrl}/`)).toBe(true);
  return url.slice(publicUrl.length);
};

/** An owner whose report email is their own account's, with a room and a second one; logged in. */
async function ownerWithTwoRooms(address: string) {
  const { roomId, ownerId, customerId, room } = await createOwnedRoom(server.db, { room: { sendSmokeMailNotification: true } });
  const [owner] = await server.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, ownerId))
    .returning();
  const email = owner?.email ?? '';
  const { customers } = await import('../db/schema/customers.ts');
  await server.db.update(customers).set({ reportsEmail: email }).where(eq(customers.id, customerId));
  const [other] = await server.db
    .insert(rooms)
    .values({ name: `Otra ${roomId.slice(0, 4)}`, ownerId, timezoneName: 'Europe/Madrid' })
    .returning();
  const cookie = await logInFrom(app, { username: owner?.username ?? '', password }, { address, userAgent: 'login-links test' });
  return { roomId, ownerId, email, monitorId: room.monitorId ?? '', otherRoomId: other?.id ?? '', cookie };
}

/** Smoke in the room: its alarm's id and the alarm email to `email`. */
async function smokeAlarm(roomId: string, ownerId: string, monitorId: string, email: string) {
  const alarmId = await raiseSmokeAlarm(peers, { roomId, ownerId, monitorId });
  const received = await until(() => smtp.received.find((one) => one.to.includes(email)), 'the alarm email');
  const link = /Ver la alarma: (\S+)/.exec(received.raw)?.[1] ?? '';
  return { alarmId, link };
}

describe('the alarm link that logs in', () => {
  it('opens the login by default, and for one who chose it logs in once for that one room', async () => {
    const plain = await ownerWithTwoRooms('10.24.1.1');
    const plainAlarm = await smokeAlarm(plain.roomId, plain.ownerId, plain.monitorId, plain.email);
    // Off by default: the alarm's address, which asks for a login.
    expect(plainAlarm.link).toBe(`${publicUrl}/alarms?roomId=${plain.roomId}&alarm=${plainAlarm.alarmId}`);

    const host = await ownerWithTwoRooms('10.24.1.2');
    const chosen = await app.inject({ method: 'PUT', url: '/api/profile/alarm-links', headers: { cookie: host.cookie }, payload: { logIn: true } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ alarmLinksLogIn: true });
    const bad = await app.inject({ method: 'PUT', url: '/api/profile/alarm-links', headers: { cookie: host.cookie }, payload: { logIn: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    const { alarmId, link } = await smokeAlarm(host.roomId, host.ownerId, host.monitorId, host.email);
    expect(link).toMatch(new RegExp(`^${publicUrl}/api/alarm-login\\?token=`));

    // Opening it logs nobody in (a mail scanner opens every link): a page with one button.
    const shown = await app.inject({ method: 'GET', url: pathOf(link) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['set-cookie']).toBeUndefined();
    expect(shown.body).toContain('Abrir la alarma');
    expect(shown.body).toContain('<form method="post"');

    // The button: a session, and the alarm in the panel.
    const used = await app.inject({ method: 'POST', url: pathOf(link) });
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe(`${publicUrl}/signed-in?next=${encodeURIComponent(`/alarms?roomId=${host.roomId}&alarm=${alarmId}`)}`);
    const cookie = cookiePair(used.headers['set-cookie']);
    const as = (method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: { cookie } });

    // That room: the alarm, its trail, the room's alarms and details, and acting on it.
    expect((await as('GET', '/api/me')).json()).toMatchObject({ _id: host.ownerId });
    expect((await as('GET', `/api/alarms/${alarmId}/trail`)).statusCode).toBe(200);
    expect((await as('GET', `/api/alarms/paginated?roomId=${host.roomId}&showAll=true`)).json()).toMatchObject({ totalAlarms: 1 });
    expect((await as('GET', `/api/rooms/${host.roomId}`)).statusCode).toBe(200);
    expect((await as('POST', `/api/alarms/${alarmId}/acknowledge`)).statusCode).toBe(200);
    // Nothing else, though the account may: its other room, every alarm, its profile.
    const other = await as('GET', `/api/rooms/${host.otherRoomId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining('solo da acceso a esa sala') });
    // A list asked without a room (the panel's count of active alarms) is that room's only.
    const unfiltered = await as('GET', '/api/alarms/paginated?showAll=true');
    expect(unfiltered.statusCode).toBe(200);
    expect(unfiltered.json<{ alarms: { roomId: string }[] }>().alarms.map((one) => one.roomId)).toEqual([host.roomId]);
    expect((await as('GET', `/api/alarms/paginated?roomId=${host.otherRoomId}`)).statusCode).toBe(403);
    expect((await as('GET', '/api/profile/sessions')).statusCode).toBe(403);
    // Nor writes to the room itself: only its alarms are handled.
    expect((await app.inject({ method: 'POST', url: `/api/rooms/${host.roomId}/notes`, headers: { cookie }, payload: { text: 'nota' } })).statusCode).toBe(403);
    // The password's session still reaches everything.
    expect((await app.inject({ method: 'GET', url: `/api/rooms/${host.otherRoomId}`, headers: { cookie: host.cookie } })).statusCode).toBe(200);

    // Used: a page that says so and leads to the login, then the alarm.
    const replay = await app.inject({ method: 'POST', url: pathOf(link) });
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['set-cookie']).toBeUndefined();
    expect(replay.body).toContain('Este enlace ya se ha usado');
    expect(replay.body).toContain(`${publicUrl}/login?next=${encodeURIComponent(`/alarms?roomId=${host.roomId}&alarm=${alarmId}`)}`);
    expect((await app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(409);
    // A one-room token is never a whole-account auto-login.
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await app.inject({ method: 'POST', url: '/api/auto-login', payload: { hash: token }, remoteAddress: '10.24.1.9' })).statusCode).toBe(401);
    // Tampered: invalid.
    const tampered = await app.inject({
      method: 'GET',
      url: `/api/alarm-login?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain('This link is not valid');

    // Expired (issued 25 hours ago), and foreign (its account may no longer see the room).
    const expired = draftRoomLoginLink(testSecret, {
      userId: host.ownerId,
      roomId: host.roomId,
      alarmId,
      now: new Date(server.clock.now().getTime() - 25 * 3_600_000),
    });
    const [stranger] = await server.db
      .insert(users)
      .values({
        username: `stranger-${alarmId.slice(0, 6)}`,
        email: `stranger-${alarmId.slice(0, 6)}@example.com`,
        name: 'S',
        role: 'customer',
        passwordHash: 'x',
      })
      .returning();
    const foreign = draftRoomLoginLink(testSecret, { userId: stranger?.id ?? '', roomId: host.roomId, alarmId, now: server.clock.now() });
    await saveRoomLoginLinks(server.db, [expired, foreign]);
    const late = await app.inject({ method: 'POST', url: `/api/alarm-login?token=${encodeURIComponent(expired.token)}` });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('Este enlace ha caducado');
    const notTheirs = await app.inject({ method: 'POST', url: `/api/alarm-login?token=${encodeURIComponent(foreign.token)}` });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.headers['set-cookie']).toBeUndefined();
    expect(notTheirs.body).toContain('Este enlace no te da acceso a esta alarma');
  });
});
