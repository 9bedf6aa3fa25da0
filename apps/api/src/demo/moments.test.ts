// The scripted moments on the demo data, minute by minute on the server's test clock: each demo
// device of a moment sends its readings through the real ingest with its token, and the housekeeping
// round runs every minute. A cycle raises and resolves the party's, the smoker's and the crowd's
// alarms, tells the guest then the host, and shows the dropout's room disconnected, then back.
// (The cycle recurring with the real timers: simulation.test.ts.)
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, testSecret, type TestServer } from '../../test/app.ts';
import { alarms } from '../db/schema/alarms.ts';
import { rooms } from '../db/schema/rooms.ts';
import { createLocalEventBus } from '../events/bus.ts';
import { announceDisconnections } from '../housekeeping/housekeeping.ts';
import { deviceModel } from '../simulator/device-model.ts';
import { demoDeviceToken } from './devices.ts';
import { demoMoments, momentCycleMinutes, withMoments } from './moments.ts';
import { demoPassword, seedDemo } from './seed.ts';

const minuteMs = 60_000;
let server: TestServer;
let app: FastifyInstance;
let admin: string;
let startedAt: number;
const roomOf = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  // Midday in Madrid: no party of the devices' own, the Ático's guests in (since yesterday 15:00 UTC).
  const today = new Date();
  server.clock.current = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 11));
  startedAt = server.clock.now().getTime();
  app = await server.app();
  await seedDemo(server.db, testSecret);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: demoPassword } });
  admin = cookiePair(login.headers['set-cookie']);
  for (const moment of demoMoments) {
    const [room] = await server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.monitorId, moment.monitorId));
    roomOf.set(moment.kind, room?.id ?? '');
  }
});
afterAll(() => server.close());

async function roomStatus(kind: string): Promise<string | undefined> {
  const [room] = await server.db
    .select({ name: rooms.name })
    .from(rooms)
    .where(eq(rooms.id, roomOf.get(kind) ?? ''));
  const page = await app.inject({ method: 'GET', url: `/api/rooms?search=${encodeURIComponent(room?.name ?? '')}`, headers: { cookie: admin } });
  return page.json<{ rooms: { _id: string; status: string }[] }>().rooms.find((found) => found._id === roomOf.get(kind))?.status;
}

describe('the scripted moments, a cycle on the test clock', () => {
  it('raise the party, smoke and crowd alarms and resolve them by themselves, and show the dropout disconnected, then back', async () => {
    const models = demoMoments.map((moment) =>
      withMoments(deviceModel({ monitorId: moment.monitorId, partyChancePerMinute: 0, dropoutChancePerMinute: 0 }), { startedAt, minuteMs }),
    );
    const bus = createLocalEventBus();
    const dropoutStatus: string[] = [];
    for (let minute = 1; minute <= momentCycleMinutes; minute++) {
      const previous = server.clock.now();
      server.clock.current = new Date(startedAt + minute * minuteMs);
      for (const model of models) {
        const reading = model.readingAt(server.clock.now());
        if (!reading) continue;
        const response = await app.inject({
          method: 'POST',
          url: `/api/devices/${model.monitorId}/readings`,
          headers: { authorization: `Bearer ${demoDeviceToken(testSecret, model.monitorId)}` },
          payload: [reading],
        });
        expect(response.statusCode, response.body).toBe(202);
      }
      await announceDisconnections(server.db, bus, { since: previous, until: server.clock.now() });
      if (minute === 36 || minute === momentCycleMinutes) dropoutStatus.push((await roomStatus('dropout')) ?? 'missing');
    }

    const raised = async (kind: string) =>
      server.db
        .select()
        .from(alarms)
        .where(eq(alarms.roomId, roomOf.get(kind) ?? ''));
    const [party] = await raised('party');
    // Loud from minute 1 (low, then medium, then high): raised after the sustain of 5 minutes, the host
    // told after the guest's 5, quiet from minute 15 and resolved 15 minutes later.
    expect(party).toMatchObject({ type: 'sound', level: 'high', stage: 'host', state: 'resolved', resolvedBy: null });
    expect(party?.createdAt.getTime()).toBe(startedAt + 6 * minuteMs);
    expect(party?.resolvedAt?.getTime()).toBe(startedAt + 30 * minuteMs);
    const smoke = (await raised('smoker')).filter((alarm) => alarm.type === 'smoking');
    expect(smoke).toEqual([expect.objectContaining({ level: 'high', state: 'resolved', resolvedBy: null })]);
    const crowd = (await raised('crowd')).filter((alarm) => alarm.type === 'occupancy');
    expect(crowd).toEqual([expect.objectContaining({ level: 'high', state: 'resolved', resolvedBy: null })]);
    // Silent from minute 3 to 39: disconnected after 30 minutes, connected again once it sends.
    expect(dropoutStatus).toEqual(['disconnected', 'connected']);

    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=25', headers: { cookie: admin } });
    const jobs = outbox.json<{ notifications: { alarmId: string | null; roomId: string; kind: string; channel: string }[] }>().notifications;
    const partyJobs = jobs.filter((job) => job.alarmId === party?.id).map((job) => `${job.kind}/${job.channel}`);
    expect(partyJobs).toEqual(expect.arrayContaining(['alarm-guest/call', 'alarm-host/call', 'alarm-host/sms', 'alarm-host/email', 'alarm-resolved/sms']));
    expect(jobs.some((job) => job.alarmId === smoke[0]?.id && job.kind === 'alarm-host')).toBe(true);
    expect(jobs.some((job) => job.alarmId === crowd[0]?.id && job.kind === 'alarm-host')).toBe(true);
    expect(jobs.some((job) => job.kind === 'disconnection' && job.roomId === roomOf.get('dropout'))).toBe(true);
  });
});
