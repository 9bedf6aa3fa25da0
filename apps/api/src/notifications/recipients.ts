// Who receives what at each stage of an alarm (docs/alarms.md explains every rule). A pure function of
// the room's settings, the customer's report contacts, the current guest and the time, so that the
// whole table of cases is tested without a database.
import type { Language } from '@sereno/validation';
import type { RoomRow } from '../rooms/service.ts';
import { callLanguageOf, guestCallText, guestPageSentence, guestSmsText, hostCallText, voiceFor, type AlarmLevel, type AlarmType } from './call-scripts.ts';
import { isWithinDailySpan, localDateTime } from '../platform/local-time.ts';
import type { NotificationChannel, NotificationPayload, NotificationReason } from '../db/schema/notifications.ts';
import { alarmChartCid, chartHeight, chartWidth } from './alarm-chart.ts';
import { alarmEmail, alarmSms, resolvedEmail, resolvedSms, type AlarmFacts, type AlarmMessageLinks } from './written-messages.ts';

export type AlarmStage = 'guest' | 'host' | 'resolved';

export type PlannedRoom = Pick<
  RoomRow,
  | 'name'
  | 'phone'
  | 'phoneSMS'
  | 'timezoneName'
  | 'callsEnabled'
  | 'callAllTime'
  | 'notifyGuest'
  | 'disableFirstCall'
  | 'sendNoiseMailNotification'
  | 'sendNoiseSMSNotification'
  | 'sendSmokeMailNotification'
  | 'sendSmokeSMSNotification'
  | 'sendCrowdMailNotification'
  | 'sendCrowdSMSNotification'
  | 'customGuestCallOptions'
  | 'voiceName'
  | 'noiseSettings'
  | 'alertSchedules'
>;

export interface PlanInput {
  stage: AlarmStage;
  /** `peak` and `threshold` (absent in older callers) go into the emails: the peak in words, and how long a resolved alarm lasted. */
  alarm: { type: AlarmType; level: AlarmLevel; createdAt: Date; peak?: number | undefined; threshold?: number | null | undefined };
  at: Date;
  room: PlannedRoom;
  customer: { reportsEmail: string | null; reportsPhone: string | null; reportsPhoneSMS: string | null } | null;
  /** The current booking's guest, when the room has one now. */
  guest: { phone: string | null; language: string | null } | null;
  smsActivated: boolean;
  /** Resolved stage: who resolved it, or null when it resolved by itself. */
  resolvedBy: string | null;
  /** Resolved stage: the numbers that were sent the host stage's SMS of this alarm. */
  hostSmsRecipients: string[];
  /**
   * The links the messages carry (message-links.ts): the alarm in the panel and its short form, and for
   * each email recipient the one-tap actions (null when nobody may act through them). Null: no links.
   */
  links?: {
    alarm: string;
    short: string;
    actionsFor(to: string, language: Language): { acknowledge: string; resolve: string } | null;
    /** The alarm's link for one email recipient: one that logs them in for the room, when they chose it. */
    alarmFor?(to: string): string;
  } | null;
  /** Host stage: the chart of the last hour as a PNG in base64 (alarm-chart.ts), inline in every email. */
  chartPng?: string | null;
  /**
   * The language of a host or resolved message to `to` (recipientLanguage: the account with that email's
   * own, else the customer's, else Spanish). Absent: Spanish for everyone.
   */
  languageOf?: ((to: string, channel: NotificationChannel) => Language) | undefined;
  /** Host stage: when the guest stage called the guest (the escalation's earlier step), named in the host's messages. */
  guestCalledAt?: Date | null | undefined;
  /**
   * Guest stage: the address of the guest's page (docs/guest-page.md). A noise warning then also goes
   * by SMS with it, and the call says so. Null or absent: the call alone.
   */
  guestPage?: string | null | undefined;
}

export interface PlannedMessage {
  channel: NotificationChannel;
  to: string;
  language: string;
  payload: NotificationPayload;
  /** Set when the message is kept but must not be sent. */
  reason: NotificationReason | null;
}

/** Host messages without a language of their own are in Spanish, the product's default (spec §9). */
export const hostLanguage: Language = 'es';

/**
 * The language of a host message (docs/alarms.md "Languages and words"): an email goes in the language of
 * the account with that address, else the customer's; a phone (no account has one) in the customer's,
 * else the room owner's; Spanish when none is set.
 */
export function recipientLanguage(
  to: string,
  channel: NotificationChannel,
  known: { accounts: readonly { email: string; language: string | null }[]; customer: string | null; owner: string | null },
): Language {
  const valid = (value: string | null | undefined): Language | null => (value === 'es' || value === 'en' ? value : null);
  if (channel === 'email') {
    const account = known.accounts.find((candidate) => candidate.email.toLowerCase() === to);
    return valid(account?.language) ?? valid(known.customer) ?? hostLanguage;
  }
  return valid(known.customer) ?? valid(known.owner) ?? hostLanguage;
}

/** Comma-separated phones or emails as the panel writes them; spaces inside a phone are dropped. */
export function splitContacts(value: string | null | undefined, kind: 'phone' | 'email'): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => (kind === 'phone' ? item.replace(/\s+/g, '') : item.trim().toLowerCase()))
    .filter((item) => item.length > 0);
}

const flagsOf = (room: PlannedRoom, type: AlarmType): { mail: boolean; sms: boolean } =>
  type === 'sound'
    ? { mail: room.sendNoiseMailNotification, sms: room.sendNoiseSMSNotification }
    : type === 'smoking'
      ? { mail: room.sendSmokeMailNotification, sms: room.sendSmokeSMSNotification }
      : { mail: room.sendCrowdMailNotification, sms: room.sendCrowdSMSNotification };

/** A schedule's optional field as stored (the schema's input type leaves it open). */
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The alert schedules (from, to, email, telephone) whose span holds `at` in the room's timezone. */
function activeSchedules(room: PlannedRoom, at: Date): { emails: string[]; phones: string[] } {
  const active = room.alertSchedules.filter((schedule) => isWithinDailySpan(at, room.timezoneName, schedule));
  return {
    emails: active.flatMap((schedule) => splitContacts(asText(schedule.email), 'email')),
    phones: active.flatMap((schedule) => splitContacts(asText(schedule.telephone), 'phone')),
  };
}

const unique = (items: string[]): string[] => [...new Set(items)];

/** The alarm as the messages tell it: the room, the type and level, since when (the room's time), who was told before. */
export function alarmFactsOf(input: Pick<PlanInput, 'stage' | 'alarm' | 'room' | 'guestCalledAt'>): AlarmFacts {
  const { room, alarm } = input;
  const guestCalledAt = input.stage === 'host' && input.guestCalledAt ? localDateTime(input.guestCalledAt, room.timezoneName).slice(11) : null;
  return {
    roomName: room.name,
    type: alarm.type,
    level: alarm.level,
    since: localDateTime(alarm.createdAt, room.timezoneName),
    toldBefore: guestCalledAt ? { guestCalledAt } : null,
  };
}

export function planAlarmStage(input: PlanInput): PlannedMessage[] {
  const { room, alarm, at, customer } = input;
  const facts = alarmFactsOf(input);
  const guestCalledAt = facts.toldBefore?.guestCalledAt ?? null;
  const smsReason: NotificationReason | null = input.smsActivated ? null : 'sms-not-activated';

  if (input.stage === 'guest') {
    const phone = splitContacts(input.guest?.phone, 'phone')[0];
    if (!room.notifyGuest || room.disableFirstCall || !phone) return [];
    const language = callLanguageOf(input.guest?.language);
    const own = guestCallText(language, alarm.type, room.customGuestCallOptions);
    const page = alarm.type === 'sound' && input.guestPage ? input.guestPage : null;
    // The call names the SMS only when the SMS can go out.
    const text = page && input.smsActivated ? `${own} ${guestPageSentence(language)}` : own;
    const call: PlannedMessage = {
      channel: 'call',
      to: phone,
      language: language.toLowerCase(),
      payload: { text, ...voiceFor(language, room.voiceName) },
      reason: null,
    };
    if (!page) return [call];
    return [call, { channel: 'sms', to: phone, language: language.toLowerCase(), payload: { text: guestSmsText(language, page) }, reason: smsReason }];
  }

  const flags = flagsOf(room, alarm.type);
  const schedules = activeSchedules(room, at);
  const emails = flags.mail ? unique([...splitContacts(customer?.reportsEmail, 'email'), ...schedules.emails]) : [];

  const languageOf = input.languageOf ?? (() => hostLanguage);
  const links = input.links ?? null;
  const baseLinks: AlarmMessageLinks | null = links ? { alarm: links.alarm, short: links.short } : null;

  if (input.stage === 'resolved') {
    const resolvedAt = localDateTime(at, room.timezoneName);
    const outcome = alarm.peak === undefined ? null : { lastedMs: at.getTime() - alarm.createdAt.getTime(), peak: alarm.peak };
    return [
      ...emails.map((to): PlannedMessage => {
        const language = languageOf(to, 'email');
        const link = links ? (links.alarmFor?.(to) ?? links.alarm) : null;
        const payload = resolvedEmail(language, facts, { resolvedBy: input.resolvedBy, at: resolvedAt, outcome, link });
        return { channel: 'email', to, language, payload, reason: null };
      }),
      ...unique(input.hostSmsRecipients).map((to): PlannedMessage => {
        const language = languageOf(to, 'sms');
        return { channel: 'sms', to, language, payload: resolvedSms(language, facts, input.resolvedBy, outcome), reason: smsReason };
      }),
    ];
  }

  const inWindow = isWithinDailySpan(at, room.timezoneName, room.noiseSettings);
  const callPhones = room.callsEnabled
    ? unique([
        ...(inWindow || room.callAllTime ? [...splitContacts(room.phone, 'phone'), ...splitContacts(customer?.reportsPhone, 'phone')] : []),
        ...schedules.phones,
      ])
    : [];
  const smsPhones = flags.sms
    ? unique([...splitContacts(room.phoneSMS, 'phone'), ...splitContacts(customer?.reportsPhoneSMS, 'phone'), ...schedules.phones])
    : [];
  const measure = alarm.peak === undefined ? null : { peak: alarm.peak, threshold: alarm.threshold ?? null };
  const chart = input.chartPng ? { cid: alarmChartCid, width: chartWidth, height: chartHeight } : null;
  const attachments = input.chartPng ? [{ filename: 'alarma.png', contentType: 'image/png', cid: alarmChartCid, content: input.chartPng }] : null;
  const emailTo = (to: string, language: Language): NotificationPayload => {
    const personal = baseLinks ? { ...baseLinks, alarm: links?.alarmFor?.(to) ?? baseLinks.alarm, ...links?.actionsFor(to, language) } : null;
    const written = alarmEmail(language, facts, personal, measure, chart);
    return attachments ? { ...written, attachments } : written;
  };
  return [
    ...callPhones.map((to): PlannedMessage => {
      const language = languageOf(to, 'call');
      const callLanguage = language === 'en' ? 'EN' : 'ES';
      const text = hostCallText(callLanguage, { ...facts, since: facts.since.slice(11), guestCalledAt });
      return { channel: 'call', to, language, payload: { text, ...voiceFor(callLanguage, room.voiceName) }, reason: null };
    }),
    ...smsPhones.map((to): PlannedMessage => {
      const language = languageOf(to, 'sms');
      return { channel: 'sms', to, language, payload: alarmSms(language, facts, baseLinks), reason: smsReason };
    }),
    ...emails.map((to): PlannedMessage => {
      const language = languageOf(to, 'email');
      return { channel: 'email', to, language, payload: emailTo(to, language), reason: null };
    }),
  ];
}
