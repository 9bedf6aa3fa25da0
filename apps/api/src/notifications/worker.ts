// The worker that delivers notification jobs: a kind of the job runner (platform/jobs.ts), which leases,
// retries and gives up; several server processes may run one each.
//
// SMS and calls go through the Twilio client. Between the provider's acceptance and our marking, a
// process may die (or a network failure hide the answer); its lease then runs out and another worker
// takes the job again. Before any new attempt of a job that was attempted before, the worker asks the
// provider whether a message (same number, same text) or a call (same number) left our number since
// the first attempt: if so it is marked sent and not sent again. A crash neither duplicates nor loses.
//
// Emails are handed to the email outbox (src/email), once, with the job's id as the email's id (its
// Message-ID is derived from it); the job stays `sending` until SMTP accepts it or gives up.
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailDelivery } from '../email/delivery.ts';
import { sendEmailOnce, settledEmails } from '../email/outbox.ts';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import { createJobRunner, type Claimed, type JobOutcome, type JobStats } from '../platform/jobs.ts';
import type { NotificationProviders } from './jobs.ts';
import { notificationJobs, type NotificationChannel, type NotificationJobRow } from '../db/schema/notifications.ts';
import { createTwilioClient, TwilioError, type TwilioClient } from './twilio/client.ts';
import type { TwilioConfig } from './twilio/config.ts';
import { sayTwiml } from './twilio/twiml.ts';
import type { VapidKeys } from '../platform/config.ts';
import { PushError, sendPush } from '../push/sender.ts';
import { markSubscriptionUsed, removeSubscription, subscriptionById } from '../push/queries.ts';

/** The wait after the 1st, 2nd… failed attempt of an SMS or a call; an alarm's message is worth little hours later. */
export const notificationRetryDelaysMs = [15_000, 60_000, 5 * 60_000, 15 * 60_000] as const;
export const maxNotificationAttempts = notificationRetryDelaysMs.length + 1;
/** How long a claimed SMS or call is left alone by other workers: longer than a provider request (20 s) and its look-up. */
export const notificationLeaseMs = 2 * 60_000;
/** The provider's clock and ours may differ: its records this much before our first attempt still count as ours. */
const providerClockSkewMs = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification worker (always on: emails go to the outbox even without Twilio). */
    notificationWorker: NotificationWorker;
    /** Which channels can leave this server (SMTP_URL, TWILIO_*). */
    notificationProviders: NotificationProviders;
  }
}

export interface NotificationWorkerOptions {
  db: Database;
  /** Null without VAPID keys: push jobs are then written as not sent (reason no-provider). */
  vapid?: VapidKeys | null;
  /** Null without TWILIO_* configuration: SMS and calls are then written as not sent (reason no-provider, jobs.ts). */
  twilio: TwilioConfig | null;
  emailDelivery: EmailDelivery | null;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often to look for due jobs without being woken; 0 for none (tests drive `deliverPending`). */
  pollIntervalMs?: number;
  /** How long a claimed job is left alone by other workers (`notificationLeaseMs`); tests shorten it. */
  leaseMs?: number;
  /** How long to wait for the provider's answer (20 s). */
  providerTimeoutMs?: number;
  /** Where the provider reports delivery (`<SERENO_PUBLIC_URL>/api/twilio/status`); none: no reports asked. */
  statusCallbackUrl?: string | null;
  /** The waits between attempts (`notificationRetryDelaysMs`); tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** An alarm event (published after its transaction commits) wakes the worker: its jobs go at once, not at the next poll. */
  events?: EventBus;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  retrying: number;
  handedToEmail: number;
}

export interface NotificationWorker {
  deliverPending(): Promise<DeliveryCounts>;
  wake(): void;
  stats(): JobStats;
  /** Stops at once, as a process that dies would: a request in flight is abandoned, its job left to its lease. */
  close(): Promise<void>;
}

export function createNotificationWorker({
  db,
  twilio,
  vapid = null,
  emailDelivery,
  clock,
  log,
  pollIntervalMs = 5_000,
  leaseMs = notificationLeaseMs,
  providerTimeoutMs,
  statusCallbackUrl = null,
  retryDelaysMs = notificationRetryDelaysMs,
  events,
}: NotificationWorkerOptions): NotificationWorker {
  const client: TwilioClient | null = twilio
    ? createTwilioClient(twilio, { statusCallbackUrl, ...(providerTimeoutMs === undefined ? {} : { timeoutMs: providerTimeoutMs }) })
    : null;
  const channels: NotificationChannel[] = ['email', ...(client ? (['sms', 'call'] as const) : []), ...(vapid ? (['push'] as const) : [])];

  /** Emails handed to the outbox are sent (or given up) when SMTP says so. */
  async function followEmails(): Promise<void> {
    await db.execute(sql`
      update ${notificationJobs} set status = settled.status, sent_at = settled.sent_at, last_error = settled.last_error
      from ${settledEmails()} as settled
      where ${notificationJobs.channel} = 'email' and ${notificationJobs.status} = 'sending' and ${notificationJobs.providerId} = settled.id`);
  }

  /** Into the email outbox under the job's id: a second hand-over (after a crash) finds it there. */
  async function handToEmail(job: Claimed<NotificationJobRow>): Promise<JobOutcome> {
    const email = {
      id: job.id,
      to: job.to,
      subject: job.payload.subject ?? '',
      text: job.payload.text,
      html: job.payload.html ?? '',
      kind: job.kind,
      attachments: job.payload.attachments ?? null,
    };
    await sendEmailOnce(db, email, clock());
    return { handedOver: { providerId: job.id } };
  }

  async function alreadySent(provider: TwilioClient, job: Claimed<NotificationJobRow>, signal: AbortSignal): Promise<string | null> {
    const kind = job.channel === 'sms' ? 'sms' : 'call';
    const since = job.firstAttemptAt.getTime() - providerClockSkewMs;
    const records = await provider.listSent(kind, job.to, signal);
    const ours = records.find((record) => record.dateCreated.getTime() >= since && (kind === 'call' || record.body === job.payload.text));
    return ours?.sid ?? null;
  }

  async function callProvider(provider: TwilioClient, job: Claimed<NotificationJobRow>, signal: AbortSignal): Promise<JobOutcome> {
    const found = job.attempts > 0 ? await alreadySent(provider, job, signal) : null;
    const sid =
      found ??
      (job.channel === 'sms' ? await provider.sendSms(job.to, job.payload.text, signal) : await provider.placeCall(job.to, sayTwiml(job.payload), signal));
    if (found) log.warn({ jobId: job.id, channel: job.channel, sid }, 'notification found at the provider after an interrupted attempt; not sent again');
    else log.info({ jobId: job.id, channel: job.channel, kind: job.kind, sid }, 'notification sent');
    return { done: { providerId: sid } };
  }

  /**
   * A push to one device (push/sender.ts). The push service has no look-up of what it took, so a job
   * retried after a crash may reach the device twice: its Topic (the job's id) makes the push service
   * replace a copy still waiting, and the notification's tag (the alarm) makes the device show one.
   * A 404/410 means the subscription is gone for good: it is removed, and the job fails with that.
   */
  async function push(keys: VapidKeys, job: Claimed<NotificationJobRow>, signal: AbortSignal): Promise<JobOutcome> {
    const fields = job.payload.push;
    const subscription = fields ? await subscriptionById(db, fields.subscriptionId) : undefined;
    if (!fields || !subscription) throw new PushError('the device no longer receives alarms (subscription removed)', null, true, true);
    const message = { title: job.payload.subject ?? '', body: job.payload.text, tag: `alarm-${fields.alarmId}`, ...fields };
    const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
    try {
      await sendPush(
        target,
        message,
        { vapid: keys, topic: job.id.replaceAll('-', ''), ...(providerTimeoutMs === undefined ? {} : { timeoutMs: providerTimeoutMs }) },
        signal,
      );
    } catch (error) {
      if (error instanceof PushError && error.gone) {
        await removeSubscription(db, subscription.id);
        log.info({ jobId: job.id, subscriptionId: subscription.id, status: error.status }, 'push subscription gone at the push service: removed');
      }
      throw error;
    }
    await markSubscriptionUsed(db, subscription.id, clock());
    log.info({ jobId: job.id, channel: 'push', kind: job.kind }, 'notification sent');
    return { done: {} };
  }

  const runner = createJobRunner<NotificationJobRow>(
    {
      name: 'notifications',
      table: notificationJobs,
      scope: inArray(notificationJobs.channel, channels),
      // One number's SMS (and calls) in the order they were written, even past a provider outage; an
      // email's order is kept by the email outbox, to which it is handed at once.
      fifoKey: (column) =>
        sql`case when ${column(notificationJobs.channel)} = 'email' then null else ${column(notificationJobs.channel)} || ' ' || ${column(notificationJobs.to)} end`,
      retryDelaysMs,
      leaseMs,
      describe: (job) => ({ channel: job.channel, kind: job.kind }),
      beforeRound: followEmails,
      afterRound: (counts) => {
        if (counts.handedOver > 0) emailDelivery?.wake();
      },
      run: (job, signal) =>
        job.channel === 'push' && vapid ? push(vapid, job, signal) : job.channel === 'email' || !client ? handToEmail(job) : callProvider(client, job, signal),
      adviseOn: (error) => (error instanceof TwilioError || error instanceof PushError ? { permanent: error.permanent, retryAfterMs: error.retryAfterMs } : {}),
    },
    { db, clock, log, pollIntervalMs },
  );

  const unsubscribe = events?.subscribe((event) => {
    if (event.type === 'alarm') runner.wake();
  });

  return {
    async deliverPending() {
      const { sent, failed, retrying, handedOver } = await runner.runDue();
      return { sent, failed, retrying, handedToEmail: handedOver };
    },
    wake: runner.wake,
    stats: runner.stats,
    async close() {
      unsubscribe?.();
      await runner.close();
    },
  };
}
