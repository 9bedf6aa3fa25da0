// Each recipient's language, through the real server, its database, a local SMTP server and a local
// Twilio-compatible peer: the guest's call in English, Portuguese, Spanish and French (the booking's
// language; the room's own text where it has one; English when the language is unknown), and the
// host's call, SMS, emails, one-tap pages and resolved messages in the language of the account behind
// the address, else the customer's, else Spanish.
import type { Reading } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/app.ts';
import { peersPublicUrl as publicUrl, startNotificationPeers, until, type NotificationPeers } from '../../test/notification-peers.ts';
import type { SmtpPeer } from '../../test/smtp-peer.ts';
import type { TwilioPeer } from '../../test/twilio-peer.ts';
import { alarms } from '../db/schema/alarms.ts';
import { devices } from '../db/schema/devices.ts';
import { users } from '../db/schema/users.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { createOwnedRoom, createStay, type FixtureCustomer } from './test-fixtures.ts';
import type { rooms } from '../db/schema/rooms.ts';

let peers: NotificationPeers;
let server: TestServer;
let smtp: SmtpPeer;
let twilio: TwilioPeer;
let app: FastifyInstance;
beforeAll(async () => {
  peers = await startNotificationPeers({ smtp: true, twilio: true });
  ({ server, app, smtp, twilio } = peers);
});
afterAll(() => peers.close());

/** A room with its device; `send` posts readings (one a minute from `minutesAgo` before the clock). */
async function roomWithDevice(options: { customer?: FixtureCustomer; room?: Partial<typeof rooms.$inferInsert> }) {
  const created = await createOwnedRoom(server.db, options);
  const monitorId = created.room.monitorId ?? '';
  const { token, tokenHash } = issueDeviceToken();
  await server.db.insert(devices).values({ monitorId, tokenHash, ownerId: created.ownerId });
  let seq = 0;
  const send = async (minutesAgo: number, count: number, reading: Omit<Reading, 'seq' | 'ts'>) => {
    const now = server.clock.now().getTime();
    const readings = Array.from({ length: count }, (_, index) => ({ seq: ++seq, ts: new Date(now - (minutesAgo - index) * 60_000).toISOString(), ...reading }));
    const response = await app.inject({
      method: 'POST',
      url: `/api/devices/${monitorId}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  return { ...created, send };
}

describe('the guest’s call', () => {
  it('speaks the booking’s language: English, Portuguese, Spanish, French; the room’s own text; English when unknown', async () => {
    const cases = [
      { language: 'en', phone: '+34611000001', voice: 'Polly.Joanna', say: 'en-US', words: 'The noise level is too high.' },
      { language: 'pt-BR', phone: '+34611000002', voice: 'Polly.Ines', say: 'pt-PT', words: 'O nível de ruído está demasiado alto.' },
      { language: 'es', phone: '+34611000003', voice: 'Polly.Lucia', say: 'es-ES', words: 'El nivel de ruido es demasiado alto.' },
      { language: 'FR', phone: '+34611000004', voice: 'Polly.Celine', say: 'fr-FR', words: 'Le niveau de bruit est trop élevé.' },
      // The room's own French text replaces Sereno's.
      { language: 'fr', phone: '+34611000005', voice: 'Polly.Celine', say: 'fr-FR', words: 'Bonjour, ici Casa Lila : moins de bruit, merci.', custom: true },
      // A language Sereno does not speak: English.
      { language: 'de', phone: '+34611000006', voice: 'Polly.Joanna', say: 'en-US', words: 'The noise level is too high.' },
    ];
    for (const guest of cases) {
      const room = await roomWithDevice({
        room: {
          notifyGuest: true,
          noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: true, sustainMinutes: 1 },
          ...(guest.custom ? { customGuestCallOptions: { FR: guest.words, EN: 'Hello from Casa Lila' } } : {}),
        },
      });
      await createStay(server.db, { roomId: room.roomId, at: server.clock.now(), phone: guest.phone, language: guest.language });
      await room.send(4, 4, { noise: 85 });
      const call = await until(() => twilio.accepted.find((record) => record.kind === 'call' && record.to === guest.phone), `the call to ${guest.phone}`);
      expect(call.body).toContain(`<Say voice="${guest.voice}" language="${guest.say}">`);
      expect(call.body).toContain(guest.words.replaceAll("'", '&apos;'));
    }
  });
});

describe('the host’s messages', () => {
  it('go in the language of the account behind the address, else the customer’s, else Spanish', async () => {
    // The customer chose English; ana@example.com has an account that chose Spanish; luis@example.com has none.
    const suffix = Math.random().toString(36).slice(2, 8);
    const ana = `ana-${suffix}@example.com`;
    const luis = `luis-${suffix}@example.com`;
    const room = await roomWithDevice({
      customer: { reportsEmail: `${ana}, ${luis}`, smsActivated: true, language: 'en' },
      room: {
        phone: '+34600800100',
        phoneSMS: '+34600800200',
        callsEnabled: true,
        callAllTime: true,
        sendSmokeMailNotification: true,
        sendSmokeSMSNotification: true,
      },
    });
    await server.db.insert(users).values({
      username: `ana-${suffix}`,
      email: ana,
      name: 'Ana',
      role: 'customer',
      passwordHash: 'not-a-hash',
      customerId: room.customerId,
      language: 'es',
    });
    await room.send(0, 1, { smokingProbability: 90 });
    const [alarm] = await server.db.select().from(alarms).where(eq(alarms.roomId, room.roomId));
    const roomName = room.room.name;

    const toAna = await until(() => smtp.received.find((received) => received.to.includes(ana)), 'the email to Ana');
    expect(toAna.raw).toContain(`Sereno ha detectado humo de nivel alto en ${roomName}`);
    expect(toAna.raw).toContain('Me encargo: ');
    const toLuis = await until(() => smtp.received.find((received) => received.to.includes(luis)), 'the email to Luis');
    expect(toLuis.raw).toContain(`Sereno detected smoke at high level in ${roomName} since 2026-03-02 02:00.`);
    expect(toLuis.raw).toContain('Peak: 90% (threshold 70%).');
    const sms = await until(() => twilio.accepted.find((record) => record.kind === 'sms' && record.to === '+34600800200'), 'the SMS');
    expect(sms.body).toMatch(new RegExp(`^Sereno: Smoke \\(high level\\) in ${roomName} since 2026-03-02 02:00\\. ${publicUrl}/l/`));
    const call = await until(() => twilio.accepted.find((record) => record.kind === 'call' && record.to === '+34600800100'), 'the call');
    expect(call.body).toContain('<Say voice="Polly.Joanna" language="en-US">Sereno alarm: smoke, high level');

    // Luis's one-tap page speaks English; resolving from it tells each in their language.
    const resolveUrl = /Resolved: (\S+)/.exec(toLuis.raw)?.[1] ?? '';
    expect(resolveUrl.startsWith(`${publicUrl}/api/alarm-action?token=`)).toBe(true);
    const path = resolveUrl.slice(publicUrl.length);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Is this alarm resolved?');
    server.clock.advance(20 * 60_000);
    const resolved = await app.inject({ method: 'POST', url: path });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.body).toContain('Done: the alarm is resolved');
    const [after] = await server.db
      .select()
      .from(alarms)
      .where(eq(alarms.id, alarm?.id ?? ''));
    expect(after?.state).toBe('resolved');
    const endedForLuis = await until(
      () => smtp.received.find((received) => received.to.includes(luis) && received.raw.includes('was resolved at')),
      'the resolved email to Luis',
    );
    expect(endedForLuis.raw).toContain('It lasted 20 min; its peak was 90%.');
    const endedForAna = await until(
      () => smtp.received.find((received) => received.to.includes(ana) && received.raw.includes('se ha resuelto a las')),
      'the resolved email to Ana',
    );
    expect(endedForAna.raw).toContain('Ha durado 20 min; su pico fue de 90 %.');
    const endedSms = await until(
      () => twilio.accepted.find((record) => record.kind === 'sms' && record.to === '+34600800200' && record.body.includes('resolved')),
      'the resolved SMS',
    );
    expect(endedSms.body).toMatch(new RegExp(`^Sereno: the smoke alarm in ${roomName} is resolved by .+\\. It lasted 20 min, peak 90%\\.$`));
  });
});
