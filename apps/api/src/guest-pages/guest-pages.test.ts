// The guest's page through the real server and its database (docs/guest-page.md): a host issues a
// booking's link; the public read answers only the allowed fields (the others are asserted absent);
// a token opens its own booking only; the link stops at check-out (a moved clock), when revoked, and
// answers 404/410 in the error shape in the guest's language; the page is small HTML under a strict
// policy; the public calls are rate-limited per address; a noise warning texts the guest the link.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';
import { freshAddress, startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.ts';
import { devices } from '../db/schema/devices.ts';
import { guestPageLinks } from '../db/schema/guest-pages.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { createOwnedRoom, createStay } from '../notifications/test-fixtures.ts';

const publicUrl = 'https://panel.sereno.test';
let demo: DemoServer;
let roomId: string;
let otherRoomId: string;
let bookingId: string;
let otherBookingId: string;

const guest = { firstName: 'Marta', lastName: 'Quintana', phone: '+34600999888', email: 'marta@example.com', nationality: 'Francia', language: 'fr', age: 41 };

beforeAll(async () => {
  demo = await startDemoServer({ SERENO_PUBLIC_URL: publicUrl });
  const { db } = demo.server;
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  const now = demo.server.clock.now();
  const inserted = await db
    .insert(rooms)
    .values([
      {
        name: 'Ático Violeta',
        ownerId,
        managerId: demo.accounts.get('manager')?.id ?? null,
        monitorId: 'GST-0001',
        notifyGuest: true,
        noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
        latest: { noise: 61.4, pax: 7, smokingProbability: 3, temperature: 21, measuredAt: now.toISOString() },
        lastSeenAt: now,
      },
      { name: 'Estudio Secreto', ownerId, monitorId: 'GST-0002' },
    ])
    .returning({ id: rooms.id });
  [roomId, otherRoomId] = inserted.map((row) => row.id) as [string, string];
  const create = async (room: string, reservationNumber: string, firstName: string) => {
    const response = await demo.as('customer', {
      method: 'POST',
      url: '/api/bookings',
      payload: {
        roomId: room,
        reservationNumber,
        guest: { ...guest, firstName },
        checkIn: '2026-03-01T15:00:00Z',
        checkOut: '2026-03-04T11:00:00Z',
        pax: 2,
        status: 'Confirmed',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string }>()._id;
  };
  bookingId = await create(roomId, 'RSV-GUEST-1', 'Marta');
  otherBookingId = await create(otherRoomId, 'RSV-GUEST-2', 'Olvido');
});
afterAll(() => demo.close());

interface Link {
  url: string | null;
  state: string;
  issuedAt: string | null;
  revokedAt: string | null;
  expiresAt: string;
}
const tokenOf = (url: string | null): string => url?.split('/g/')[1] ?? '';
const publicRead = (token: string, query = '', headers: Record<string, string> = {}) =>
  demo.app.inject({ method: 'GET', url: `/api/guest-page/${token}${query}`, headers, remoteAddress: freshAddress() });
const issue = async (id: string): Promise<Link> => {
  const response = await demo.as('customer', { method: 'POST', url: `/api/bookings/${id}/guest-page` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Link>();
};

describe('a booking’s guest page link', () => {
  it('is issued by the host, shown again, and stored only as a hash', async () => {
    const before = await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` });
    expect(before.json()).toMatchObject({ url: null, state: 'none', expiresAt: '2026-03-04T11:00:00.000Z' });
    const link = await issue(bookingId);
    expect(link).toMatchObject({ state: 'active', revokedAt: null, expiresAt: '2026-03-04T11:00:00.000Z' });
    expect(link.url).toMatch(/^https:\/\/panel\.sereno\.test\/g\/[A-Za-z0-9_-]{24}$/);
    const again = await demo.as('manager', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` });
    expect(again.json<Link>().url).toBe(link.url);
    const stored = await demo.server.db.select().from(guestPageLinks).where(eq(guestPageLinks.bookingId, bookingId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link.url));
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is checked like the booking: another customer’s people get 404, manufacturers 403', async () => {
    const { db } = demo.server;
    const stranger = await insertUser(db, {
      username: 'guest-page-stranger',
      email: 'stranger@picosverdes.example.com',
      name: 'Extraño',
      role: 'customer',
      customerId: demo.otherCustomerId,
      password: 'Correct#Horse1',
    });
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: stranger.username, password: 'Correct#Horse1' },
      remoteAddress: freshAddress(),
    });
    const cookie = login.headers['set-cookie']?.toString().split(';', 1)[0] ?? '';
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await demo.app.inject({ method, url: `/api/bookings/${bookingId}/guest-page`, headers: { cookie }, remoteAddress: freshAddress() });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    expect((await demo.as('manufacturer', { method: 'POST', url: `/api/bookings/${bookingId}/guest-page` })).statusCode).toBe(403);
    expect((await demo.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).statusCode).toBe(401);
  });
});

describe('the public read', () => {
  it('answers only the room’s name, the rules, the noise and the limit, and what happens past it', async () => {
    const { url } = (await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).json<Link>();
    const response = await publicRead(tokenOf(url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const view = response.json<Record<string, unknown>>();
    expect(Object.keys(view).sort()).toEqual(['ifExceeded', 'language', 'noise', 'roomName', 'rules']);
    // 10:00 in Madrid: outside the quiet hours, no limit now; the booking's language is French.
    expect(view).toMatchObject({
      language: 'FR',
      roomName: 'Ático Violeta',
      noise: { now: 61, limitNow: null, limit: 55, quietHours: { from: '22:00', to: '08:00', allDay: false } },
      ifExceeded: { sustainMinutes: 5, guestWarnedFirst: true, hostAfterMinutes: 5 },
    });
    expect(Object.keys(view.noise as object).sort()).toEqual(['limit', 'limitNow', 'now', 'quietHours']);
    expect((view.rules as { noise: string }).noise).toContain('Heures de calme de 22:00 à 08:00');
    expect((view.ifExceeded as { text: string }).text).toContain('5 minutes');
    // Never occupancy, smoke readings, the guest, the stay, ids, or another room.
    for (const absent of [
      'pax',
      '"7"',
      'smokingProbability',
      'temperature',
      'Marta',
      'Quintana',
      guest.phone,
      guest.email,
      'RSV-GUEST',
      '2026-03-04',
      '2026-03-01',
      roomId,
      bookingId,
      'Estudio Secreto',
      'measuredAt',
      'GST-000',
    ])
      expect(response.body, absent).not.toContain(absent);
  });

  it('shows the limit at this hour, in the language asked for, and each token only its own booking', async () => {
    const { db, clock } = demo.server;
    const saved = clock.current;
    clock.current = new Date('2026-03-02T22:30:00.000Z'); // 23:30 in Madrid: quiet hours.
    await db.update(rooms).set({ lastSeenAt: clock.now() }).where(eq(rooms.id, roomId));
    try {
      const own = tokenOf((await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).json<Link>().url);
      const other = tokenOf((await issue(otherBookingId)).url);
      const english = await publicRead(own, '?lang=en');
      expect(english.json()).toMatchObject({ language: 'EN', noise: { now: 61, limitNow: 55 } });
      expect(english.json<{ rules: { noise: string } }>().rules.noise).toContain('Quiet hours from 22:00 to 08:00');
      expect((await publicRead(own, '?lang=pt')).json()).toMatchObject({ language: 'PT' });
      const otherView = await publicRead(other);
      expect(otherView.json()).toMatchObject({ roomName: 'Estudio Secreto', noise: { now: null } });
      expect(otherView.body).not.toContain('Violeta');
      expect(english.body).not.toContain('Secreto');
    } finally {
      clock.current = saved;
    }
  });

  it('answers 404 for an unknown token, in the error shape and the guest’s language', async () => {
    const unknown = await publicRead('A'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Este enlace no es válido.' });
    expect(typeof unknown.json<{ timestamp: string }>().timestamp).toBe('string');
    expect((await publicRead('not-a-token', '', { 'accept-language': 'fr-FR,fr;q=0.9' })).json()).toMatchObject({ message: "Ce lien n'est pas valide." });
    expect((await publicRead('x'.repeat(65))).statusCode).toBe(400);
  });

  it('stops working when revoked, and a new link works instead', async () => {
    const first = tokenOf((await issue(otherBookingId)).url);
    expect((await publicRead(first)).statusCode).toBe(200);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/bookings/${otherBookingId}/guest-page` })).statusCode).toBe(204);
    const revoked = await publicRead(first, '?lang=en');
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ statusCode: 410, message: 'This link no longer works. Ask your host for a new one.' });
    const state = (await demo.as('customer', { method: 'GET', url: `/api/bookings/${otherBookingId}/guest-page` })).json<Link>();
    expect(state.state).toBe('revoked');
    const second = tokenOf((await issue(otherBookingId)).url);
    expect(second).not.toBe(first);
    expect((await publicRead(second)).statusCode).toBe(200);
    expect((await publicRead(first)).statusCode).toBe(410);
  });

  it('stops working at check-out', async () => {
    const { clock } = demo.server;
    const token = tokenOf((await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).json<Link>().url);
    const saved = clock.current;
    try {
      clock.current = new Date('2026-03-04T10:59:59.000Z');
      expect((await publicRead(token)).statusCode).toBe(200);
      clock.current = new Date('2026-03-04T11:00:00.000Z');
      const expired = await publicRead(token, '?lang=es');
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ message: 'Este enlace ha caducado: la estancia ha terminado.' });
      expect((await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).json()).toMatchObject({ state: 'expired' });
    } finally {
      clock.current = saved;
    }
  });
});

describe('the page', () => {
  it('is a small server-rendered page under a policy that allows only its own style and script', async () => {
    const token = tokenOf((await demo.as('customer', { method: 'GET', url: `/api/bookings/${bookingId}/guest-page` })).json<Link>().url);
    const page = await demo.app.inject({ method: 'GET', url: `/g/${token}?lang=es`, remoteAddress: freshAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Ático Violeta');
    expect(page.body).toContain(`/api/guest-page/${token}?lang=es`);
    expect(Buffer.byteLength(page.body)).toBeLessThan(10_000);
    for (const absent of ['Marta', guest.phone, 'RSV-GUEST', 'pax']) expect(page.body).not.toContain(absent);
    const missing = await demo.app.inject({ method: 'GET', url: `/g/${'B'.repeat(24)}?lang=en`, remoteAddress: freshAddress() });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This link is not valid.');
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await demo.app.inject({ method: 'GET', url: `/api/guest-page/${'C'.repeat(24)}`, remoteAddress })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await demo.app.inject({ method: 'GET', url: `/g/${'C'.repeat(24)}`, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await publicRead('C'.repeat(24))).statusCode).toBe(404);
  });
});

describe('a noise warning to the guest', () => {
  let server: TestServer;
  let twilio: TwilioPeer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer();
    twilio = await startTwilioPeer({ clock: server.clock.now });
    server.clock.current = new Date('2026-03-02T01:00:00.000Z');
    app = await server.app({
      SERENO_PUBLIC_URL: publicUrl,
      TWILIO_BASE_URL: twilio.baseUrl,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+34910000000',
    });
  });
  afterAll(async () => {
    await server.close();
    await twilio.close();
  });

  it('texts the guest the page’s link, and the call says so', async () => {
    const created = await createOwnedRoom(server.db, {
      customer: { smsActivated: true },
      room: { notifyGuest: true, noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: true, sustainMinutes: 1 } },
    });
    const phone = '+34611222333';
    await createStay(server.db, { roomId: created.roomId, at: server.clock.now(), phone, language: 'pt-BR' });
    const monitorId = created.room.monitorId ?? '';
    const { token, tokenHash } = issueDeviceToken();
    await server.db.insert(devices).values({ monitorId, tokenHash, ownerId: created.ownerId });
    const now = server.clock.now().getTime();
    const readings = Array.from({ length: 4 }, (_, index) => ({ seq: index + 1, ts: new Date(now - (4 - index) * 60_000).toISOString(), noise: 85 }));
    const sent = await app.inject({
      method: 'POST',
      url: `/api/devices/${monitorId}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const deadline = Date.now() + 15_000;
    while (
      Date.now() < deadline &&
      !(
        twilio.accepted.some((record) => record.kind === 'sms' && record.to === phone) &&
        twilio.accepted.some((record) => record.kind === 'call' && record.to === phone)
      )
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const sms = twilio.accepted.find((record) => record.kind === 'sms' && record.to === phone);
    const call = twilio.accepted.find((record) => record.kind === 'call' && record.to === phone);
    expect(sms?.body).toMatch(/Sereno: o ruído no seu alojamento ultrapassa o limite\. .* https:\/\/panel\.sereno\.test\/g\/[A-Za-z0-9_-]{24}/);
    expect(call?.body).toContain('Enviámos-lhe um SMS com uma ligação');
    const link = /\/g\/([A-Za-z0-9_-]{24})/.exec(sms?.body ?? '')?.[1] ?? '';
    const page = await app.inject({ method: 'GET', url: `/api/guest-page/${link}` });
    expect(page.statusCode, page.body).toBe(200);
    // The booking's language: Portuguese; the noise as the room last reported it.
    expect(page.json()).toMatchObject({ language: 'PT', noise: { now: 85, limitNow: 55 }, ifExceeded: { sustainMinutes: 1, guestWarnedFirst: true } });
  });
});
