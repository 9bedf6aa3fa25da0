// The links of the alarm messages through the real server, its database, a local SMTP server and a
// local Twilio-compatible peer: a smoke reading raises an alarm; its email links to the alarm and
// carries "Me encargo" and "Resuelta"; its SMS carries a short link under SERENO_PUBLIC_URL that
// redirects to the alarm; the one-tap actions act once, as the panel's acknowledge and resolve do,
// and refuse a replay, a tampered, expired or foreign link with a page; the resolved messages say how
// long the alarm lasted and its peak.
import { crc32, inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSecret, type TestServer } from '../../test/app.ts';
import { peersPublicUrl as publicUrl, raiseSmokeAlarm, startNotificationPeers, until, type NotificationPeers } from '../../test/notification-peers.ts';
import type { SmtpPeer } from '../../test/smtp-peer.ts';
import type { TwilioPeer } from '../../test/twilio-peer.ts';
import { alarms } from '../db/schema/alarms.ts';
import { auditLog } from '../db/schema/audit.ts';
import { alarmActionLinks, notificationJobs } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { draftActionLink, saveActionLinks } from './message-links.ts';
import { createOwnedRoom } from './test-fixtures.ts';

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

/** The text part of a received email (the raw message holds both parts; the text one comes first). */
const textOf = (raw: string): string => raw;

/** The bytes of the part with this Content-ID (base64), as the mail client would read them. */
function inlinePart(raw: string, cid: string): { headers: string; bytes: Buffer } {
  const start = raw.indexOf(`Content-ID: <${cid}>`);
  expect(start).toBeGreaterThan(-1);
  const headersStart = raw.lastIndexOf('\r\n--', start);
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const bodyEnd = raw.indexOf('--', bodyStart);
  // The peer undoes quoted-printable over the whole message, which may join the last line ("…=") to the boundary.
  const base64 = raw.slice(bodyStart, bodyEnd).replace(/[^A-Za-z0-9+/]/g, '');
  return { headers: raw.slice(headersStart, bodyStart), bytes: Buffer.from(base64, 'base64') };
}

/** A PNG read chunk by chunk: its signature, every chunk's CRC, and image data that inflates to the size its header says. */
function readPng(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let bytesPerPixel = 0;
  const data: Buffer[] = [];
  const types: string[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    types.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[body[9] ?? 0] ?? 0;
      bytesPerPixel = (channels * (body[8] ?? 8)) / 8;
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  expect(inflateSync(Buffer.concat(data)).length).toBe(height * (1 + width * bytesPerPixel));
  return { width, height };
}

/** The path and query of a link of ours, for `inject`. */
const pathOf = (url: string): string => {
  expect(url.startsWith(`${publicUrl}/`)).toBe(true);
  return url.slice(publicUrl.length);
};

/** A room whose smoke alarm emails host@example.com (no account: the room's owner acts) and texts +34600700900. */
async function smokeAlarm(): Promise<{ roomId: string; ownerId: string; alarmId: string; roomName: string }> {
  const { roomId, ownerId, room } = await createOwnedRoom(server.db, {
    customer: { reportsEmail: 'host@example.com', smsActivated: true },
    room: { phoneSMS: '+34600700900', sendSmokeSMSNotification: true, sendSmokeMailNotification: true },
  });
  const alarmId = await raiseSmokeAlarm(peers, { roomId, ownerId, monitorId: room.monitorId ?? '' });
  return { roomId, ownerId, alarmId, roomName: room.name };
}

describe('an alarm’s messages', () => {
  it('link to the alarm, act once from the email, and tell how it ended', async () => {
    const { roomId, ownerId, alarmId, roomName } = await smokeAlarm();
    const alarmUrl = `${publicUrl}/alarms?roomId=${roomId}&alarm=${alarmId}`;

    // The email: the alarm's link, its peak against the threshold, and the two one-tap actions.
    const email = await until(() => smtp.received.find((received) => received.to.includes('host@example.com')), 'the alarm email');
    const text = textOf(email.raw);
    expect(text).toContain(`Sereno ha detectado humo de nivel alto en ${roomName} desde 2026-03-02 02:00.`);
    expect(text).toContain(`Ver la alarma: ${alarmUrl}`);
    expect(text).toContain('Pico: 90 % (umbral 70 %).');
    // The picture: the last hour's chart with the threshold, inline (cid), a PNG a mail client can read.
    expect(text).toContain('<img src="cid:alarm-chart@sereno" alt="Gráfica de la última hora, con el umbral en rojo. Pico: 90 % (umbral 70 %)."');
    const chart = inlinePart(email.raw, 'alarm-chart@sereno');
    expect(chart.headers).toContain('Content-Type: image/png');
    expect(chart.headers).toMatch(/Content-Disposition: inline/);
    expect(readPng(chart.bytes)).toEqual({ width: 480, height: 160 });
    const acknowledgeUrl = /Me encargo: (\S+)/.exec(text)?.[1] ?? '';
    const resolveUrl = /Resuelta: (\S+)/.exec(text)?.[1] ?? '';
    expect(acknowledgeUrl).toMatch(new RegExp(`^${publicUrl}/api/alarm-action\\?token=`));
    expect(resolveUrl).toMatch(new RegExp(`^${publicUrl}/api/alarm-action\\?token=`));

    // The SMS: a short link under our own address, which leads to the alarm in the panel.
    const sms = await until(() => twilio.accepted.find((record) => record.kind === 'sms' && record.to === '+34600700900'), 'the alarm SMS');
    const shortUrl = new RegExp(`${publicUrl}/l/[A-Za-z0-9_-]{10}`).exec(sms.body)?.[0] ?? '';
    expect(sms.body).toBe(`Sereno: Humo (nivel alto) en ${roomName} desde 2026-03-02 02:00. ${shortUrl}`);
    expect(sms.body.length).toBeLessThanOrEqual(160);
    const followed = await app.inject({ method: 'GET', url: pathOf(shortUrl) });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(alarmUrl);
    const unknown = await app.inject({ method: 'GET', url: '/l/AAAAAAAAAA', headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link is not valid');

    // Opening the acknowledge link acts on nothing: a page with one button (a mail scanner may open every link).
    const shown = await app.inject({ method: 'GET', url: pathOf(acknowledgeUrl) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain('¿Te encargas de esta alarma?');
    expect(shown.body).toContain('<form method="post"');
    // The page's button posts with its Origin (not the `null` of no-referrer), and the token leaves for no other site.
    expect(shown.headers['referrer-policy']).toBe('same-origin');
    expect(shown.body).toContain('<meta name="referrer" content="same-origin">');
    let [row] = await server.db.select().from(alarms).where(eq(alarms.id, alarmId));
    expect(row?.acknowledgedAt).toBeNull();

    // The button acknowledges it as the room's owner (host@example.com has no account), as the panel would.
    server.clock.advance(3 * 60_000);
    const done = await app.inject({
      method: 'POST',
      url: pathOf(acknowledgeUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Hecho: te encargas de la alarma');
    [row] = await server.db.select().from(alarms).where(eq(alarms.id, alarmId));
    expect(row?.acknowledgedBy).toBe(ownerId);
    expect(row?.acknowledgedAt?.toISOString()).toBe(server.clock.now().toISOString());
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.targetId, alarmId));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['alarm.acknowledge', ownerId]]);
    const [link] = await server.db
      .select()
      .from(alarmActionLinks)
      .where(and(eq(alarmActionLinks.alarmId, alarmId), eq(alarmActionLinks.action, 'acknowledge')));
    expect(link?.recipient).toBe('host@example.com');
    expect(link?.usedAt?.toISOString()).toBe(server.clock.now().toISOString());

    // A replay is refused with a page that leads to the alarm, not to a login.
    for (const method of ['POST', 'GET'] as const) {
      const replay = await app.inject({ method, url: pathOf(acknowledgeUrl) });
      expect(replay.statusCode).toBe(409);
      expect(replay.body).toContain('Este enlace ya se ha usado');
      expect(replay.body).toContain(alarmUrl.replace(/&/g, '&amp;'));
    }

    // A token changed by one character fails its signature (the last one too, whose spare bits base64url ignores).
    const tampered = acknowledgeUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await app.inject({ method: 'POST', url: pathOf(tampered) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('Este enlace no es válido');
    const alsoTampered = acknowledgeUrl.replace(/\.(\d+)\./, (_, ms: string) => `.${Number(ms) + 3_600_000}.`);
    expect((await app.inject({ method: 'GET', url: pathOf(alsoTampered) })).statusCode).toBe(404);
    // The acknowledge link's token cannot be turned into a resolve one.
    const swapped = await app.inject({ method: 'POST', url: pathOf(acknowledgeUrl.replace('.acknowledge.', '.resolve.')) });
    expect(swapped.statusCode).toBe(404);

    // "Resuelta": resolved as the owner, and the people told are told it ended, how long it lasted and its peak.
    server.clock.advance(42 * 60_000);
    const resolved = await app.inject({ method: 'POST', url: pathOf(resolveUrl) });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.body).toContain('Hecho: la alarma está resuelta');
    [row] = await server.db.select().from(alarms).where(eq(alarms.id, alarmId));
    expect(row?.state).toBe('resolved');
    expect(row?.resolvedBy).toBe(ownerId);
    const resolvedEmail = await until(
      () => smtp.received.find((received) => received.to.includes('host@example.com') && received.raw.includes('se ha resuelto a las')),
      'the resolved email',
    );
    expect(resolvedEmail.raw).toContain('Ha durado 45 min; su pico fue de 90 %.');
    const owner = await server.db.select({ username: users.username }).from(users).where(eq(users.id, ownerId));
    expect(resolvedEmail.raw).toContain(`La ha resuelto ${owner[0]?.username}.`);
    expect(resolvedEmail.raw).toContain(`Ver la alarma: ${alarmUrl}`);
    const resolvedSms = await until(
      () => twilio.accepted.find((record) => record.kind === 'sms' && record.body.startsWith('Sereno: resuelta')),
      'the resolved SMS',
    );
    expect(resolvedSms.body).toBe(`Sereno: resuelta la alarma de humo en ${roomName} por ${owner[0]?.username}. Duró 45 min, pico 90 %.`);
    // The resolved messages carry no action.
    const resolvedJobs = await server.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarmId));
    expect(resolvedJobs.filter((job) => job.kind === 'alarm-resolved' && job.payload.text.includes('alarm-action'))).toEqual([]);
  });

  it('refuse an expired link and a link whose account may no longer act, each with its page', async () => {
    const { alarmId } = await smokeAlarm();
    const settings = { publicUrl, secret: testSecret };
    const [disabled] = await server.db
      .insert(users)
      .values({
        username: `gone-${alarmId.slice(0, 8)}`,
        email: `gone-${alarmId.slice(0, 8)}@example.com`,
        name: 'Gone',
        role: 'customer',
        passwordHash: 'x',
        isDisabled: true,
      })
      .returning({ id: users.id });
    const [owner] = await server.db.select({ ownerId: alarms.ownerId }).from(alarms).where(eq(alarms.id, alarmId));
    const expired = draftActionLink(settings, {
      alarmId,
      action: 'acknowledge',
      recipient: 'host@example.com',
      actorId: owner?.ownerId ?? '',
      language: 'en',
      now: new Date(server.clock.now().getTime() - 25 * 3_600_000),
    });
    const foreign = draftActionLink(settings, {
      alarmId,
      action: 'resolve',
      recipient: 'host@example.com',
      actorId: disabled?.id ?? '',
      language: 'es',
      now: server.clock.now(),
    });
    await saveActionLinks(server.db, [expired, foreign]);

    const late = await app.inject({ method: 'POST', url: pathOf(expired.url) });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This link has expired');
    expect(late.body).toContain('Open the alarm in the panel');

    const notTheirs = await app.inject({ method: 'POST', url: pathOf(foreign.url) });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.body).toContain('Este enlace no te permite actuar sobre esta alarma');
    const [row] = await server.db.select().from(alarms).where(eq(alarms.id, alarmId));
    expect(row?.state).toBe('active');
    expect(row?.acknowledgedAt).toBeNull();
  });
});
