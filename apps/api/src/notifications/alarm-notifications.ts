// What the alarms module calls at each stage of an alarm: works out who receives what (recipients.ts)
// and writes the jobs in the caller's transaction, so that a notification exists exactly when the
// alarm change that causes it commits. The worker delivers them afterwards.
import { can } from '@sereno/validation';
import { and, eq } from 'drizzle-orm';
import { currentBooking } from '../bookings/current.ts';
import type { Database } from '../platform/database.ts';
import { enqueueNotifications, everyProvider, type NotificationProviders } from './jobs.ts';
import { planAlarmStage, type AlarmStage } from './recipients.ts';
import { loadRoomContacts } from './room-contacts.ts';
import { isSmsActivated } from './sms-activation.ts';
import { alarmPanelPath, draftActionLink, saveActionLinks, shortLinkTo, type ActionLinkDraft, type MessageLinkSettings } from './message-links.ts';
import { accountsByEmailOrId } from '../users/queries.ts';
import { alarmFactsOf, recipientLanguage, splitContacts } from './recipients.ts';
import { planPush, type PushDevice } from './push-messages.ts';
import { subscriptionById, subscriptionsOfUsers } from '../push/queries.ts';
import { draftRoomLoginLink, saveRoomLoginLinks, type RoomLoginDraft } from '../auth/auto-login.ts';
import type { Language } from '@sereno/validation';
import { alarmChartPng } from './alarm-chart.ts';
import { bucketed, ofRoom } from '../readings/series.ts';

const measureOf = { sound: 'noise', smoking: 'smokingProbability', occupancy: 'pax' } as const;

/** The alarm's measure over the hour before `at`, minute by minute (each minute's highest), as a PNG in base64. */
async function chartOf(tx: Database, alarm: AlarmStageInput['alarm'], at: Date): Promise<string> {
  const measure = measureOf[alarm.type];
  const range = { from: new Date(at.getTime() - 3_600_000), to: new Date(at.getTime() + 1) };
  const buckets = await bucketed(tx, { where: ofRoom(alarm.roomId), range, measures: [measure], bucketMs: 60_000 });
  const points = buckets.flatMap((bucket) => {
    const value = bucket.values[measure];
    return value ? [{ at: bucket.at, value: value.max }] : [];
  });
  return alarmChartPng({ type: alarm.type, from: range.from, to: at, points, threshold: alarm.threshold ?? null, raisedAt: alarm.createdAt }).toString(
    'base64',
  );
}
import { notificationJobs, type NotificationChannel, type NotificationKind } from '../db/schema/notifications.ts';
import { guestLinkForWarning } from '../guest-pages/service.ts';

export type { AlarmStage } from './recipients.ts';

export interface AlarmStageInput {
  alarm: {
    id: string;
    roomId: string;
    type: 'sound' | 'smoking' | 'occupancy';
    level: 'low' | 'medium' | 'high';
    createdAt: Date;
    /** The highest value seen, and the threshold it went over: in the emails (absent: not said). */
    peak?: number;
    threshold?: number | null;
  };
  stage: AlarmStage;
  at: Date;
  /** Resolved stage: the name of the person who resolved it; absent or null when it resolved by itself. */
  resolvedBy?: string | null;
}

const kinds: Record<AlarmStage, NotificationKind> = { guest: 'alarm-guest', host: 'alarm-host', resolved: 'alarm-resolved' };

/**
 * Enqueues the notifications of one stage of an alarm in `tx`. Calling it again for the same alarm
 * and stage adds nothing (one job per alarm, stage, channel and recipient).
 */
export async function notifyAlarmStage(
  tx: Database,
  input: AlarmStageInput,
  providers: NotificationProviders = everyProvider,
  linkSettings: MessageLinkSettings | null = null,
): Promise<void> {
  const { alarm, stage, at } = input;
  const contacts = await loadRoomContacts(tx, alarm.roomId);
  if (!contacts) return;
  const customerId = contacts.customer?.id ?? null;
  const booking = stage === 'guest' ? await currentBooking(tx, alarm.roomId, at) : null;
  const hostSms =
    stage === 'resolved'
      ? await tx
          .select({ to: notificationJobs.to })
          .from(notificationJobs)
          .where(and(eq(notificationJobs.alarmId, alarm.id), eq(notificationJobs.kind, 'alarm-host'), eq(notificationJobs.channel, 'sms')))
      : [];
  // The escalation's earlier step: the guest's call, named in the host's messages.
  const [guestCall] =
    stage === 'host'
      ? await tx
          .select({ createdAt: notificationJobs.createdAt })
          .from(notificationJobs)
          .where(and(eq(notificationJobs.alarmId, alarm.id), eq(notificationJobs.kind, 'alarm-guest'), eq(notificationJobs.channel, 'call')))
          .limit(1)
      : [];
  const drafts: ActionLinkDraft[] = [];
  const loginDrafts: RoomLoginDraft[] = [];
  let links = null;
  // The accounts behind the email recipients (and the room's owner): their language, and who acts through the one-tap links.
  const candidates = [
    ...splitContacts(contacts.customer?.reportsEmail, 'email'),
    ...contacts.room.alertSchedules.flatMap((schedule) => splitContacts(typeof schedule.email === 'string' ? schedule.email : null, 'email')),
  ];
  const accounts = stage === 'guest' ? [] : await accountsByEmailOrId(tx, candidates, contacts.room.ownerId);
  const known = {
    accounts,
    customer: contacts.customer?.language ?? null,
    owner: accounts.find((account) => account.id === contacts.room.ownerId)?.language ?? null,
  };
  const languageOf = (to: string, channel: NotificationChannel): Language => recipientLanguage(to, channel, known);
  if (linkSettings && stage !== 'guest') {
    const alarmPath = alarmPanelPath(alarm.roomId, alarm.id);
    // Who acts through a recipient's one-tap links: the account with that email, else the room's owner
    // (the report addresses are the customer's own), when it is enabled and may handle alarms.
    const mayAct = (account: (typeof accounts)[number] | undefined) =>
      account && !account.isDisabled && can(account.role, 'alarms.handle') ? account : undefined;
    const owner = mayAct(accounts.find((account) => account.id === contacts.room.ownerId));
    links = {
      alarm: `${linkSettings.publicUrl}${alarmPath}`,
      short: await shortLinkTo(tx, linkSettings, alarmPath, at),
      // The person chose in their profile that their alarm links log them in: a one-room login link of their own.
      alarmFor: (to: string) => {
        const account = accounts.find((candidate) => candidate.email.toLowerCase() === to);
        if (!account?.alarmLinksLogIn || account.isDisabled) return `${linkSettings.publicUrl}${alarmPath}`;
        const login = draftRoomLoginLink(linkSettings.secret, { userId: account.id, roomId: alarm.roomId, alarmId: alarm.id, now: at });
        loginDrafts.push(login);
        return `${linkSettings.publicUrl}/api/alarm-login?${new URLSearchParams({ token: login.token }).toString()}`;
      },
      actionsFor: (to: string, language: Language) => {
        const actor = mayAct(accounts.find((account) => account.email.toLowerCase() === to)) ?? owner;
        if (stage !== 'host' || !actor) return null;
        const draft = (action: 'acknowledge' | 'resolve') =>
          draftActionLink(linkSettings, { alarmId: alarm.id, action, recipient: to, actorId: actor.id, language, now: at });
        const acknowledge = draft('acknowledge');
        const resolve = draft('resolve');
        drafts.push(acknowledge, resolve);
        return { acknowledge: acknowledge.url, resolve: resolve.url };
      },
    };
  }
  const planInput = {
    stage,
    alarm,
    at,
    room: contacts.room,
    customer: contacts.customer,
    guest: booking ? { phone: booking.guestPhone, language: booking.guestLanguage } : null,
    smsActivated: await isSmsActivated(tx, customerId),
    resolvedBy: input.resolvedBy ?? null,
    hostSmsRecipients: hostSms.map((row) => row.to),
    languageOf,
    guestCalledAt: guestCall?.createdAt ?? null,
    // A noise warning to the guest carries the guest's page (issued now if the booking had none).
    guestPage:
      stage === 'guest' && alarm.type === 'sound' && booking?.guestPhone && linkSettings && contacts.room.notifyGuest && !contacts.room.disableFirstCall
        ? await guestLinkForWarning(tx, linkSettings, booking, at)
        : null,
  };
  // The chart of the last hour goes into the host stage's emails, drawn only when there is one to send.
  const sendsEmail = stage === 'host' && linkSettings !== null && planAlarmStage(planInput).some((message) => message.channel === 'email');
  const chartPng = sendsEmail ? await chartOf(tx, alarm, at) : null;
  const messages = planAlarmStage({ ...planInput, links, chartPng });
  // Web Push (docs/alarms.md, "Push"): to the devices of the people this stage's emails go to; an end to the devices told.
  const devices: PushDevice[] = [];
  if (stage === 'host') {
    const emailed = new Set(messages.filter((message) => message.channel === 'email').map((message) => message.to));
    const people = accounts.filter((account) => !account.isDisabled && emailed.has(account.email.toLowerCase()));
    for (const subscription of await subscriptionsOfUsers(
      tx,
      people.map((account) => account.id),
    )) {
      const email = people.find((account) => account.id === subscription.userId)?.email ?? '';
      devices.push({ subscriptionId: subscription.id, email, language: languageOf(email.toLowerCase(), 'email') });
    }
  } else if (stage === 'resolved') {
    const told = await tx
      .select({ to: notificationJobs.to, language: notificationJobs.language, payload: notificationJobs.payload })
      .from(notificationJobs)
      .where(and(eq(notificationJobs.alarmId, alarm.id), eq(notificationJobs.kind, 'alarm-host'), eq(notificationJobs.channel, 'push')));
    for (const job of told) {
      const subscriptionId = job.payload.push?.subscriptionId;
      if (!subscriptionId || !(await subscriptionById(tx, subscriptionId))) continue;
      devices.push({ subscriptionId, email: job.to.split(' · ')[0] ?? job.to, language: job.language === 'en' ? 'en' : 'es' });
    }
  }
  const pushMessages =
    stage === 'guest'
      ? []
      : planPush({
          stage,
          alarm,
          facts: alarmFactsOf(planInput),
          devices,
          path: alarmPanelPath(alarm.roomId, alarm.id),
          resolvedBy: input.resolvedBy ?? null,
          outcome: alarm.peak === undefined ? null : { lastedMs: at.getTime() - alarm.createdAt.getTime(), peak: alarm.peak },
        });
  // The links of a stage notified again are made and never sent: harmless, they expire unused.
  await saveActionLinks(tx, drafts);
  await saveRoomLoginLinks(tx, loginDrafts);
  await enqueueNotifications(
    tx,
    { kind: kinds[stage], occasion: `${alarm.id}:${stage}`, alarmId: alarm.id, roomId: alarm.roomId, customerId },
    [...messages, ...pushMessages],
    at,
    providers,
  );
}
