import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { startTcpGate } from '../../test/tcp-gate.ts';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.ts';
import type { AlarmResponse } from '../alarms/responses.ts';
import { createEmailDelivery, outboxMessageId, type EmailDelivery } from '../email/delivery.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { createLocalEventBus } from '../events/bus.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { notificationJobs, type NotificationJobRow } from '../db/schema/notifications.ts';
import { enqueueNotifications, settleUndeliverable, type NotificationProviders } from './jobs.ts';
import { createOwnedRoom } from './test-fixtures.ts';
import { createNotificationWorker, maxNotificationAttempts, notificationLeaseMs, notificationRetryDelaysMs, type NotificationWorker } from './worker.ts';

let database: OpenDatabase;
let clock: TestClock;
let twilio: TwilioPeer;
let smtp: SmtpPeer;
const workers: NotificationWorker[] = [];
let emailDelivery: EmailDelivery | null = null;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(notificationJobs);
  await database.db.delete(emailOutbox);
  clock = new TestClock();
  // 01:30 in Madrid: inside the default alarm window.
  clock.current = new Date('2026-01-10T00:30:00.000Z');
  twilio = await startTwilioPeer({ clock: clock.now });
  smtp = await startSmtpPeer();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
  await emailDelivery?.close();
  emailDelivery = null;
  await twilio.close();
  await smtp.close();
});

const from = '+34910000000';

function worker({ withTwilio = true, withSmtp = false }: { withTwilio?: boolean; withSmtp?: boolean } = {}): NotificationWorker {
  if (withSmtp && !emailDelivery) {
    emailDelivery = createEmailDelivery({
      db: database.db,
      smtp: { url: smtp.url, from: 'Sereno <alarms@sereno.example.com>' },
      clock: clock.now,
      log,
      pollIntervalMs: 0,
    });
  }
  const created = createNotificationWorker({
    db: database.db,
    twilio: withTwilio ? { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from } : null,
    emailDelivery,
    clock: clock.now,
    log,
    pollIntervalMs: 0,
  });
  workers.push(created);
  return created;
}

/** A room whose host stage sends one call, one SMS and one email; returns the alarm. */
async function hostAlarm({ smsActivated = true, providers }: { smsActivated?: boolean; providers?: NotificationProviders } = {}) {
  const { roomId } = await createOwnedRoom(database.db, {
    customer: { reportsEmail: 'host@example.com', reportsPhoneSMS: '+34600111222', smsActivated },
    room: { phone: '+34600333444', sendNoiseSMSNotification: true },
  });
  const alarm = { id: randomUUID(), roomId, type: 'sound' as const, level: 'high' as const, createdAt: clock.now() };
  await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: clock.now() }, providers));
  return alarm;
}

async function job(channel: NotificationJobRow['channel']): Promise<NotificationJobRow> {
  const [found] = await database.db.select().from(notificationJobs).where(eq(notificationJobs.channel, channel));
  if (!found) throw new Error(`no ${channel} job`);
  return found;
}

const creates = () => twilio.requests.filter((request) => request.method === 'POST');

describe('the notification worker', () => {
  it('sends the SMS and the call through the provider with the account’s Basic auth and form fields, and the email through SMTP', async () => {
    await hostAlarm();
    const counts = await worker({ withSmtp: true }).deliverPending();
    expect(counts).toMatchObject({ sent: 2, failed: 0, retrying: 0, handedToEmail: 1 });

    const sms = twilio.accepted.find((record) => record.kind === 'sms');
    expect(sms).toMatchObject({ to: '+34600111222', from });
    expect(sms?.body).toMatch(/^Sereno: Ruido \(nivel alto\) en Ático .+ desde 2026-01-10 01:30\.$/);
    const call = twilio.accepted.find((record) => record.kind === 'call');
    expect(call).toMatchObject({ to: '+34600333444', from });
    expect(call?.body).toContain('<Say voice="Polly.Lucia" language="es-ES">Alarma de Sereno: ruido, nivel alto, en Ático');
    expect(await job('sms')).toMatchObject({ status: 'sent', sentAt: clock.now(), providerId: sms?.sid, attempts: 1, leaseUntil: null });
    expect(await job('call')).toMatchObject({ status: 'sent', providerId: call?.sid });

    // The email went to the outbox under the job's id; the worker marks the job once SMTP took it.
    await emailDelivery?.deliverPending();
    const [email] = await smtp.waitFor(1);
    const emailJob = await job('email');
    expect(email?.to).toEqual(['host@example.com']);
    expect(email?.raw).toContain(`Message-ID: ${outboxMessageId(emailJob.id)}`);
    expect(email?.raw).toContain('Sereno ha detectado ruido de nivel alto en Ático');
    expect(emailJob).toMatchObject({ status: 'sending', providerId: emailJob.id });
    await workers[0]?.deliverPending();
    expect(await job('email')).toMatchObject({ status: 'sent', sentAt: clock.now() });

    // Nothing goes twice.
    expect(await workers[0]?.deliverPending()).toEqual({ sent: 0, failed: 0, retrying: 0, handedToEmail: 0 });
    expect(creates()).toHaveLength(2);
    expect(smtp.received).toHaveLength(1);
  });

  it('is refused by the peer with the wrong token: a permanent failure, reason kept', async () => {
    await hostAlarm();
    const refused = createNotificationWorker({
      db: database.db,
      twilio: { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: 'wrong', from },
      emailDelivery: null,
      clock: clock.now,
      log,
      pollIntervalMs: 0,
    });
    workers.push(refused);
    expect(await refused.deliverPending()).toMatchObject({ sent: 0, failed: 2 });
    expect(await job('sms')).toMatchObject({ status: 'failed', attempts: 1, lastError: '401 20003: Authenticate' });
    expect(twilio.accepted).toEqual([]);
  });

  it('retries a 5xx after a growing wait, asks the provider before each new attempt, then sends once', async () => {
    await hostAlarm();
    twilio.failNext({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const delivery = worker();
    expect(await delivery.deliverPending()).toMatchObject({ sent: 0, retrying: 2 });
    const first = await job('sms');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '503 20500: Planned failure' });
    expect(first.nextAttemptAt).toEqual(new Date(clock.now().getTime() + notificationRetryDelaysMs[0]));

    // Not due yet.
    clock.advance(notificationRetryDelaysMs[0] - 1000);
    expect(await delivery.deliverPending()).toMatchObject({ sent: 0, retrying: 0 });
    clock.advance(1000);
    expect(await delivery.deliverPending()).toMatchObject({ retrying: 2 });
    expect((await job('sms')).nextAttemptAt).toEqual(new Date(clock.now().getTime() + notificationRetryDelaysMs[1]));

    clock.advance(notificationRetryDelaysMs[1]);
    expect(await delivery.deliverPending()).toMatchObject({ sent: 2 });
    expect(await job('sms')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(twilio.accepted).toHaveLength(2);
    // Each retry looked at the provider's list first.
    expect(twilio.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/Messages.json'))).toHaveLength(2);
    expect(twilio.requests.find((request) => request.method === 'GET' && request.path.endsWith('/Messages.json'))?.form).toMatchObject({
      To: '+34600111222',
      From: from,
    });
  });

  it('waits as long as a 429’s Retry-After asks when it is longer than the backoff', async () => {
    await hostAlarm();
    twilio.failNext({ status: 429, code: 20429, message: 'Too Many Requests', retryAfter: '120' });
    await worker().deliverPending();
    const throttled = (await database.db.select().from(notificationJobs).where(eq(notificationJobs.status, 'pending')))[0];
    expect(throttled?.lastError).toBe('429 20429: Too Many Requests');
    expect(throttled?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));
  });

  it('fails a job for good on a 4xx and after the last attempt', async () => {
    await hostAlarm();
    twilio.failNext({ status: 400, code: 21211, message: "The 'To' number +34600333444 is not a valid phone number." });
    const delivery = worker();
    await delivery.deliverPending();
    expect(await job('call')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "400 21211: The 'To' number +34600333444 is not a valid phone number.",
    });
    expect(await job('sms')).toMatchObject({ status: 'sent' });

    await database.db.delete(notificationJobs);
    await hostAlarm();
    twilio.failNext(...Array.from({ length: 2 * maxNotificationAttempts }, () => ({ status: 500 })));
    for (const wait of [0, ...notificationRetryDelaysMs]) {
      clock.advance(wait);
      await delivery.deliverPending();
    }
    expect(await job('sms')).toMatchObject({ status: 'failed', attempts: maxNotificationAttempts, lastError: '500 20500: Planned failure' });
    clock.advance(24 * 3_600_000);
    expect(await delivery.deliverPending()).toMatchObject({ sent: 0, failed: 0, retrying: 0 });
  });

  it('keeps a customer’s SMS unsent while its SMS are not activated', async () => {
    await hostAlarm({ smsActivated: false });
    expect(await worker().deliverPending()).toMatchObject({ sent: 1 });
    expect(twilio.accepted.map((record) => record.kind)).toEqual(['call']);
    expect(await job('sms')).toMatchObject({ status: 'failed', reason: 'sms-not-activated', attempts: 0, lastError: null });
  });

  it('keeps what has no provider as not sent, with its reason, and hands over only what can leave', async () => {
    // The demo: SMTP configured, no TWILIO_*. The alarm's SMS and call end at once in a clear state.
    await hostAlarm({ providers: { email: true, sms: false, call: false, push: false } });
    expect(await worker({ withTwilio: false }).deliverPending()).toMatchObject({ sent: 0, failed: 0, retrying: 0, handedToEmail: 1 });
    expect(await job('sms')).toMatchObject({ status: 'failed', reason: 'no-provider', attempts: 0, sentAt: null, leaseUntil: null });
    expect(await job('call')).toMatchObject({ status: 'failed', reason: 'no-provider', attempts: 0 });
    expect(await job('email')).toMatchObject({ status: 'sending', reason: null });
    expect(await database.db.select({ to: emailOutbox.to }).from(emailOutbox)).toEqual([{ to: 'host@example.com' }]);
    expect(twilio.requests).toEqual([]);

    // Without SMTP either, nothing is handed over and nothing waits.
    await database.db.delete(notificationJobs);
    await database.db.delete(emailOutbox);
    await hostAlarm({ providers: { email: false, sms: false, call: false, push: false } });
    expect(await worker({ withTwilio: false }).deliverPending()).toMatchObject({ sent: 0, handedToEmail: 0 });
    const statuses = await database.db.select({ status: notificationJobs.status, reason: notificationJobs.reason }).from(notificationJobs);
    expect(statuses).toEqual(Array.from({ length: 3 }, () => ({ status: 'failed', reason: 'no-provider' })));
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });

  it('ends at start what an older server left waiting for a provider, but not what a live process holds', async () => {
    await hostAlarm();
    // What an older version left: the SMS pending, the call held by a live process, the email handed to an outbox that never sends.
    await database.db
      .update(notificationJobs)
      .set({ status: 'sending', leaseUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(notificationJobs.channel, 'call'));
    await database.db.update(notificationJobs).set({ status: 'sending', leaseUntil: null }).where(eq(notificationJobs.channel, 'email'));
    expect(await settleUndeliverable(database.db, { email: true, sms: false, call: false, push: false }, clock.now())).toBe(1);
    expect(await job('sms')).toMatchObject({ status: 'failed', reason: 'no-provider' });
    expect(await job('call')).toMatchObject({ status: 'sending', reason: null });
    expect(await job('email')).toMatchObject({ status: 'sending', reason: null });

    clock.advance(61_000);
    expect(await settleUndeliverable(database.db, { email: false, sms: false, call: false, push: false }, clock.now())).toBe(2);
    expect(await job('call')).toMatchObject({ status: 'failed', reason: 'no-provider', leaseUntil: null });
    expect(await job('email')).toMatchObject({ status: 'failed', reason: 'no-provider' });
  });

  it('neither sends twice nor loses an SMS when the worker stops between the provider’s acceptance and the marking', async () => {
    const { roomId } = await createOwnedRoom(database.db, {
      customer: { reportsPhoneSMS: '+34600555666', smsActivated: true },
      room: { sendCrowdSMSNotification: true, sendCrowdMailNotification: false, callsEnabled: false },
    });
    const alarm = { id: randomUUID(), roomId, type: 'occupancy' as const, level: 'medium' as const, createdAt: clock.now() };
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: clock.now() }));

    const held = twilio.holdNextAnswer();
    const first = worker();
    const round = first.deliverPending();
    const accepted = await held.accepted;
    // The process dies: its request is abandoned, nothing is marked.
    await first.close();
    held.release();
    await round;
    expect(await job('sms')).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });

    const second = worker();
    // Its lease still holds: another worker leaves it alone.
    expect(await second.deliverPending()).toMatchObject({ sent: 0 });
    clock.advance(notificationLeaseMs + 1000);
    expect(await second.deliverPending()).toMatchObject({ sent: 1 });
    expect(await job('sms')).toMatchObject({ status: 'sent', providerId: accepted.sid, attempts: 2 });
    expect(twilio.accepted).toHaveLength(1);
    expect(creates()).toHaveLength(1);
  });

  it('does not send again an SMS whose acceptance a timeout hid: the look-up before the retry finds it', async () => {
    await hostAlarm();
    const impatient = createNotificationWorker({
      db: database.db,
      twilio: { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from },
      emailDelivery: null,
      clock: clock.now,
      log,
      pollIntervalMs: 0,
      providerTimeoutMs: 300,
    });
    workers.push(impatient);
    // The first request is slow: the worker gives up waiting, and the provider accepts it anyway.
    twilio.slowNext(800);
    expect(await impatient.deliverPending()).toMatchObject({ sent: 1, retrying: 1 });
    const [timedOut] = await database.db.select().from(notificationJobs).where(eq(notificationJobs.status, 'pending'));
    expect(timedOut?.lastError).toMatch(/^the provider could not be reached: /);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const acceptedLate = twilio.accepted.filter((record) => record.to === timedOut?.to);
    expect(acceptedLate).toHaveLength(1);

    clock.advance(notificationRetryDelaysMs[0]);
    expect(await impatient.deliverPending()).toMatchObject({ sent: 1 });
    expect(await job(timedOut?.channel ?? 'sms')).toMatchObject({ status: 'sent', attempts: 2, providerId: acceptedLate[0]?.sid });
    expect(creates()).toHaveLength(2);
    expect(twilio.accepted).toHaveLength(2);
  });

  it('sends a call once when the worker died after claiming it and before calling the provider', async () => {
    await hostAlarm({ smsActivated: false });
    // What a worker that died right after claiming leaves: the job sending, attempted once, its lease run out.
    await database.db
      .update(notificationJobs)
      .set({ status: 'sending', attempts: 1, firstAttemptAt: clock.now(), leaseUntil: new Date(clock.now().getTime() + notificationLeaseMs) })
      .where(eq(notificationJobs.channel, 'call'));
    clock.advance(notificationLeaseMs + 1000);
    expect(await worker().deliverPending()).toMatchObject({ sent: 1 });
    expect(twilio.requests.map((request) => `${request.method} ${request.path.split('/').pop()}`)).toEqual(['GET Calls.json', 'POST Calls.json']);
    expect(await job('call')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('is woken by an alarm event, without waiting for its timer', async () => {
    const events = createLocalEventBus();
    const woken = createNotificationWorker({
      db: database.db,
      twilio: { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from },
      emailDelivery: null,
      clock: clock.now,
      log,
      pollIntervalMs: 0,
      events,
    });
    workers.push(woken);
    const alarm = await hostAlarm();
    await events.publish({ type: 'alarm', roomId: alarm.roomId, monitorId: 'SRN-0001', alarm: {} as AlarmResponse });
    const deadline = Date.now() + 5000;
    while (twilio.accepted.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(twilio.accepted).toHaveLength(2);
  });

  it(
    'on the real clock, after the SMTP server and the SMS/voice provider were down, delivers one host’s messages in the order the alarms happened, each once',
    { timeout: 60_000 },
    async () => {
      // Peers of real time (the worker's look-up before a retry compares the provider's dates with its own).
      const provider = await startTwilioPeer();
      const mail = await startSmtpPeer();
      const twilioGate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(provider.baseUrl).port) });
      const smtpGate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(mail.url).port) });
      const retryDelaysMs = [300, 600, 1_200, 2_400];
      const email = createEmailDelivery({
        db: database.db,
        smtp: { url: `smtp://127.0.0.1:${smtpGate.port}`, from: 'Sereno <alarms@sereno.example.com>' },
        clock: () => new Date(),
        log,
        pollIntervalMs: 50,
        retryDelaysMs,
      });
      const delivery = createNotificationWorker({
        db: database.db,
        twilio: { baseUrl: `http://127.0.0.1:${twilioGate.port}`, accountSid: provider.accountSid, authToken: provider.authToken, from },
        emailDelivery: email,
        clock: () => new Date(),
        log,
        pollIntervalMs: 50,
        retryDelaysMs,
      });
      try {
        const { roomId, customerId } = await createOwnedRoom(database.db);
        await twilioGate.shut();
        await smtpGate.shut();
        // Four alarms 150 ms apart while both are down: without an order per recipient, a retry of an early
        // one due after the providers came back would be overtaken by a later one's first attempt.
        const alarms = ['Alarma 1', 'Alarma 2', 'Alarma 3', 'Alarma 4'];
        for (const [index, text] of alarms.entries()) {
          if (index === 3) {
            await twilioGate.open();
            await smtpGate.open();
          }
          const origin = { kind: 'alarm-host' as const, occasion: `${randomUUID()}:host`, alarmId: randomUUID(), roomId, customerId };
          const planned = [
            { channel: 'sms' as const, to: '+34600111222', language: 'es', payload: { text }, reason: null },
            { channel: 'call' as const, to: '+34600333444', language: 'es', payload: { text, voice: 'Polly.Lucia', sayLanguage: 'es-ES' }, reason: null },
            { channel: 'email' as const, to: 'host@example.com', language: 'es', payload: { text, subject: text, html: `<p>${text}</p>` }, reason: null },
          ];
          await database.db.transaction((tx) => enqueueNotifications(tx, origin, planned, new Date()));
          delivery.wake();
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        await mail.waitFor(alarms.length, 20_000);
        await vi.waitFor(() => expect(provider.accepted).toHaveLength(alarms.length * 2), { timeout: 20_000, interval: 50 });
        await vi.waitFor(
          async () => expect((await database.db.select().from(notificationJobs)).map((row) => row.status)).toEqual(Array.from({ length: 12 }, () => 'sent')),
          { timeout: 20_000, interval: 50 },
        );
        // A moment more: nothing goes twice.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const which = (body: string) => alarms.findIndex((text) => body.includes(text));
        expect(provider.accepted.filter((record) => record.kind === 'sms').map((record) => which(record.body))).toEqual([0, 1, 2, 3]);
        expect(provider.accepted.filter((record) => record.kind === 'call').map((record) => which(record.body))).toEqual([0, 1, 2, 3]);
        expect(mail.received.map((received) => which(received.raw))).toEqual([0, 1, 2, 3]);
      } finally {
        await delivery.close();
        await email.close();
        await twilioGate.close();
        await smtpGate.close();
        await provider.close();
        await mail.close();
      }
    },
  );

  it('gives each job to one of several workers running at once', async () => {
    for (let i = 0; i < 8; i++) await hostAlarm();
    const counts = await Promise.all([worker().deliverPending(), worker().deliverPending(), worker().deliverPending()]);
    expect(counts.reduce((total, count) => total + count.sent, 0)).toBe(16);
    expect(twilio.accepted).toHaveLength(16);
    expect(new Set(twilio.accepted.map((record) => `${record.kind}:${record.to}:${record.body}`)).size).toBe(16);
  });
});

// The timers themselves, on the wall clock: nothing here drives a round by hand.
describe('the notification worker on its own timer', () => {
  const realClock = () => new Date();
  const shortLeaseMs = 400;

  function timedWorker(pollIntervalMs: number): NotificationWorker {
    const created = createNotificationWorker({
      db: database.db,
      twilio: { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from },
      emailDelivery: null,
      clock: realClock,
      log,
      pollIntervalMs,
      leaseMs: shortLeaseMs,
    });
    workers.push(created);
    return created;
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('picks up again a job left leased by a stopped process, once its lease runs out, and sends it once', async () => {
    await twilio.close();
    twilio = await startTwilioPeer();
    const { roomId } = await createOwnedRoom(database.db, {
      customer: { reportsPhoneSMS: '+34600777888', smsActivated: true },
      room: { sendCrowdSMSNotification: true, sendCrowdMailNotification: false, callsEnabled: false },
    });
    const alarm = { id: randomUUID(), roomId, type: 'occupancy' as const, level: 'medium' as const, createdAt: new Date() };
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: new Date() }));

    // The first process claims the SMS, the provider holds its answer, and the process stops.
    const held = twilio.holdNextAnswer();
    const stopped = timedWorker(0);
    stopped.wake();
    const accepted = await held.accepted;
    await stopped.close();
    held.release();
    expect(await job('sms')).toMatchObject({ status: 'sending', attempts: 1 });

    // Another process, left to its timer, takes it once the lease has run out.
    timedWorker(50);
    await until(async () => (await job('sms')).status === 'sent', 'the SMS to be marked sent');
    expect(await job('sms')).toMatchObject({ status: 'sent', providerId: accepted.sid, attempts: 2, leaseUntil: null });
    expect(creates()).toHaveLength(1);
  });
});
