// The "done when", on the demo data (PGlite and PostgreSQL): an administrator starts a party in
// the first demo customer's party flat (POST /api/dev/party/{roomId}); its simulated device's readings
// go through the real ingest with the device's token; the alarm is raised, the guest is called first,
// the host is told after the grace minutes, the jobs are in the dev outbox, and it resolves by itself
// once the party is over.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, testSecret, type TestServer } from '../../test/app.ts';
import { demoDeviceToken } from '../demo/devices.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { rooms } from '../db/schema/rooms.ts';
import { deviceModel } from '../simulator/device-model.ts';
import { alarms } from '../db/schema/alarms.ts';

let server: TestServer;
let app: FastifyInstance;
let admin: string;
let partyFlat: string;
beforeAll(async () => {
  server = await startTestServer();
  // The demo's bookings follow the day it is seeded (its guests are in from yesterday 15:00 UTC): the
  // party is at 03:00 in Madrid today, when the flat is otherwise quiet.
  const today = new Date();
  server.clock.current = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 2));
  app = await server.app();
  await seedDemo(server.db, testSecret);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: demoPassword } });
  admin = cookiePair(login.headers['set-cookie']);
  const [room] = await server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.monitorId, 'SRN-0001'));
  partyFlat = room?.id ?? '';
});
afterAll(() => server.close());

const minuteMs = 60_000;

describe('a demo party (POST /api/dev/party/{roomId})', () => {
  it('raises an alarm, calls the guest then tells the host, fills the dev outbox, and resolves itself after the party', async () => {
    const started = await app.inject({ method: 'POST', url: `/api/dev/party/${partyFlat}`, headers: { cookie: admin }, payload: { minutes: 20 } });
    expect(started.statusCode, started.body).toBe(202);
    const party = started.json<{ monitorId: string; from: string; until: string }>();
    expect(party).toEqual({
      monitorId: 'SRN-0001',
      from: server.clock.now().toISOString(),
      until: new Date(server.clock.now().getTime() + 20 * minuteMs).toISOString(),
    });

    // The demo device, one reading a minute as the demo's simulation takes them, from the party's start for an hour.
    const model = deviceModel({ monitorId: 'SRN-0001', dropoutChancePerMinute: 0, partyChancePerMinute: 0 });
    const start = Date.parse(party.from);
    const readings = Array.from({ length: 60 }, (_, minute) => model.readingAt(new Date(start + minute * minuteMs))).filter((reading) => reading !== null);
    server.clock.advance(61 * minuteMs);
    for (let index = 0; index < readings.length; index += 10) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/devices/SRN-0001/readings',
        headers: { authorization: `Bearer ${demoDeviceToken(testSecret, 'SRN-0001')}` },
        payload: readings.slice(index, index + 10),
      });
      expect(response.statusCode, response.body).toBe(202);
    }

    const found = await server.db.select().from(alarms).where(eq(alarms.roomId, partyFlat));
    const sound = found.filter((alarm) => alarm.type === 'sound');
    expect(sound).toHaveLength(1);
    expect(sound[0]).toMatchObject({ createdAt: new Date(start + 5 * minuteMs), stage: 'host', state: 'resolved', resolvedBy: null });
    // Quiet from the party's end (minute 20): resolved 15 minutes later.
    expect(sound[0]).toMatchObject({ lastTriggeredAt: new Date(start + 19 * minuteMs), resolvedAt: new Date(start + 35 * minuteMs) });

    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=25', headers: { cookie: admin } });
    const page = outbox.json<{
      notifications: { alarmId: string | null; kind: string; channel: string; status: string; reason: string | null }[];
      providers: Record<string, boolean>;
    }>();
    const ofParty = page.notifications.filter((job) => job.alarmId === sound[0]?.id);
    expect(ofParty.map((job) => `${job.kind}/${job.channel}`)).toEqual(
      expect.arrayContaining(['alarm-guest/call', 'alarm-host/call', 'alarm-host/sms', 'alarm-host/email', 'alarm-resolved/sms']),
    );
    // No SMTP_URL and no TWILIO_* here: every message ends as not sent, with why, and none waits for ever.
    expect(page.providers).toEqual({ email: false, sms: false, call: false, push: false });
    expect(new Set(ofParty.map((job) => `${job.status}/${job.reason}`))).toEqual(new Set(['failed/no-provider']));
  });

  it('answers 409 for a room no simulated device watches, 404 for an unknown room, 403 to everyone but administrators', async () => {
    const [loft] = await server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.name, 'Loft Centro Histórico'));
    expect((await app.inject({ method: 'POST', url: `/api/dev/party/${loft?.id ?? ''}`, headers: { cookie: admin }, payload: {} })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: `/api/dev/party/${crypto.randomUUID()}`, headers: { cookie: admin }, payload: {} })).statusCode).toBe(404);
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'customer', password: demoPassword } });
    const customer = cookiePair(login.headers['set-cookie']);
    expect((await app.inject({ method: 'POST', url: `/api/dev/party/${partyFlat}`, headers: { cookie: customer }, payload: {} })).statusCode).toBe(403);
  });
});
