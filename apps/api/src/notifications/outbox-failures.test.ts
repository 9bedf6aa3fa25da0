// The delivery log's failures (GET /api/dev/outbox?onlyFailures=true): with an SMS and voice provider
// configured (a local Twilio), what the provider refuses for good and what it refused once and will be
// tried again are the failures; what was sent, and what is kept on purpose (no provider, SMS not
// activated), is not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { createOwnedRoom } from './test-fixtures.ts';

let demo: DemoServer;
let twilio: TwilioPeer;
beforeAll(async () => {
  // The provider's dates are the server's clock, which the test moves.
  twilio = await startTwilioPeer({ clock: () => demo?.server.clock.now() ?? new Date() });
  demo = await startDemoServer({
    TWILIO_BASE_URL: twilio.baseUrl,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+34910000000',
  });
});
afterAll(async () => {
  await demo.close();
  await twilio.close();
});

interface Job {
  alarmId: string | null;
  channel: string;
  to: string;
  status: string;
  reason: string | null;
  attempts: number;
  lastError: string | null;
}

describe('GET /api/dev/outbox?onlyFailures=true', () => {
  it('keeps to what the provider refused for good or will try again, in both lists, with their count', async () => {
    // Calls at any hour: the room's phone is called and its SMS phone written to.
    const { roomId } = await createOwnedRoom(demo.server.db, {
      customer: { smsActivated: true },
      room: { phone: '+34600700801', phoneSMS: '+34600700901', sendNoiseSMSNotification: true, callAllTime: true },
    });
    const alarm = { id: randomUUID(), roomId, type: 'sound' as const, level: 'high' as const, createdAt: demo.server.clock.now() };
    await demo.server.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: demo.server.clock.now() }, demo.app.notificationProviders));
    // The first message is refused for good (a bad number), the second once (the provider is down).
    twilio.failNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." }, { status: 503, message: 'Service unavailable' });
    await demo.app.notificationWorker.deliverPending();

    const answer = await demo.as('controller', { method: 'GET', url: '/api/dev/outbox?limit=25' });
    expect(answer.statusCode, answer.body).toBe(200);
    const all = answer.json<{ notifications: Job[] }>();
    const ofAlarm = all.notifications.filter((job) => job.alarmId === alarm.id);
    expect(ofAlarm.map((job) => job.status).sort()).toEqual(['failed', 'pending']);

    const failures = await demo.as('controller', { method: 'GET', url: '/api/dev/outbox?onlyFailures=true&limit=25' });
    expect(failures.statusCode).toBe(200);
    const page = failures.json<{ notifications: Job[]; emails: { status: string; attempts: number }[]; totalNotifications: number }>();
    const refused = page.notifications.filter((job) => job.alarmId === alarm.id);
    expect(refused).toHaveLength(2);
    expect(refused.find((job) => job.status === 'failed')).toMatchObject({
      reason: null,
      attempts: 1,
      lastError: expect.stringContaining('not a valid phone number'),
    });
    expect(refused.find((job) => job.status === 'pending')).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Service unavailable') });
    // Kept on purpose is not a failure: the demo's emails without SMTP, the alarms without a provider.
    expect(page.notifications.every((job) => job.reason === null && (job.status === 'failed' || (job.status === 'pending' && job.attempts > 0)))).toBe(true);
    expect(page.emails.every((email) => email.status === 'failed' || email.attempts > 0)).toBe(true);
    expect(page.totalNotifications).toBe(page.notifications.length);

    // Sent, the retried one leaves the failures.
    demo.server.clock.advance(10 * 60_000);
    await demo.app.notificationWorker.deliverPending();
    const after = (await demo.as('controller', { method: 'GET', url: '/api/dev/outbox?onlyFailures=true&limit=25' })).json<{ notifications: Job[] }>();
    expect(after.notifications.filter((job) => job.alarmId === alarm.id).map((job) => job.status)).toEqual(['failed']);
  });

  it('refuses a value other than true or false, in the error shape', async () => {
    const bad = await demo.as('controller', { method: 'GET', url: '/api/dev/outbox?onlyFailures=yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
  });
});
