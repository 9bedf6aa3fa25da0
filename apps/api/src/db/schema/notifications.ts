import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { jobColumns, jobStatuses } from '../../platform/job-columns.ts';
import { notificationKinds, type NotificationKind } from '../../platform/notification-kinds.ts';
import type { EmailAttachment } from './email.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** `push`: Web Push to a person's devices (docs/pwa.md), beside the calls, SMS and emails. */
export const notificationChannels = ['call', 'sms', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** A job's status (platform/jobs.ts): `sending` also while an email waits in the email outbox. */
export const notificationStatuses = jobStatuses;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** What a job is for: the alarm's stage, or a device that stopped reporting. */
export { notificationKinds, type NotificationKind };

/**
 * Why a job was not sent, when it is not a provider's error: the SMS of a customer the provider has not
 * activated, or a channel whose provider this installation has not configured (the demo: no SMTP_URL,
 * no TWILIO_*), which the outbox page shows instead.
 */
export const notificationReasons = ['sms-not-activated', 'no-provider'] as const;
export type NotificationReason = (typeof notificationReasons)[number];

/**
 * What the provider said became of an SMS or a call it accepted (Twilio's StatusCallback,
 * notifications/twilio/status-routes.ts): `delivered` (an SMS on the phone, a call answered),
 * `undelivered` (the carrier could not deliver it; a call busy or not answered), `failed` (the provider
 * could not send it). Null: the provider has said nothing (yet), or the channel has no such report (email).
 */
export const deliveryStates = ['delivered', 'undelivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** What is said or written: the call's words and voice, the SMS text, the email's subject and parts. */
export interface NotificationPayload {
  text: string;
  subject?: string;
  html?: string;
  /** Calls: the `<Say>` voice and language (Twilio's names, e.g. `Polly.Lucia`, `es-ES`). */
  voice?: string;
  sayLanguage?: string;
  /** Emails: inline images (an alarm's chart). */
  attachments?: EmailAttachment[];
  /** Push: the device (the push module's subscription) and what the notification carries; `subject` is its title, `text` its body. */
  push?: PushFields;
}

/** What a push notification carries besides its words: the service worker shows it and opens `url` on a click. */
export interface PushFields {
  subscriptionId: string;
  /** The alarm in the panel, as a path of the panel (`/alarms?roomId=…&alarm=…`): the device opens it on its own origin. */
  url: string;
  alarmId: string;
  type: 'sound' | 'smoking' | 'occupancy';
  level: 'low' | 'medium' | 'high';
  room: string;
  stage: 'host' | 'resolved';
}

/**
 * One message to one person on one channel (spec §3 Notification preferences), written in the same
 * transaction as the alarm change that causes it, then delivered by the notification worker (a kind
 * of the job runner, platform/jobs.ts, whose columns it spreads). The
 * dedupe key (alarm, stage, channel, recipient) makes enqueuing twice send once. Counted per alarm by
 * the alarms module (status `sent`, by channel).
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The alarm; null for a disconnection email. No foreign key: alarms live in their own module and keep their history. */
    alarmId: uuid('alarm_id'),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** The room owner's customer, whose SMS activation decides whether an SMS may go. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    to: text('to').notNull(),
    /** The language of the words (`es`, `en`, `pt`, `fr`). */
    language: text('language').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    reason: text('reason', { enum: notificationReasons }),
    /** The provider's id (Twilio's sid), or the email outbox row's id. */
    providerId: text('provider_id'),
    /** The provider's report on delivery (its StatusCallback); null until it reports. */
    delivery: text('delivery', { enum: deliveryStates }),
    /** Why it was not delivered: Twilio's ErrorCode (`30003`), or a call's `busy`, `no-answer`, `canceled`. */
    deliveryError: text('delivery_error'),
    /** When the provider's report arrived. */
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    ...jobColumns(),
  },
  (table) => [
    index('notification_jobs_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('notification_jobs_alarm').on(table.alarmId),
    index('notification_jobs_created_at').on(table.createdAt),
    index('notification_jobs_provider_id').on(table.providerId),
  ],
);

export type NotificationJobRow = typeof notificationJobs.$inferSelect;
export type NewNotificationJobRow = typeof notificationJobs.$inferInsert;

/**
 * Spec §6 "SMS notification needs activation by the provider": a customer's SMS go out only once Sereno
 * staff has recorded here that the provider activated them (sender registration). No row: not activated.
 */
export const smsActivations = pgTable('sms_activations', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  activatedBy: uuid('activated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A customer's notification preferences (spec §3 Notification preferences) as the defaults of its new
 * rooms: the columns are the room's own (rooms.ts), copied into each room the customer creates, and
 * into all its rooms when it asks. No row: a room's own defaults. The customer-wide switch of the
 * disconnection emails stays on the customer (`disconnectionNotificationEnabled`).
 */
export const notificationDefaults = pgTable('notification_defaults', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  callsEnabled: boolean('calls_enabled').notNull(),
  sendNoiseMailNotification: boolean('send_noise_mail_notification').notNull(),
  disconnectionNotificationEnabled: boolean('disconnection_notification_enabled').notNull(),
  notifyGuest: boolean('notify_guest').notNull(),
  sendNoiseSMSNotification: boolean('send_noise_sms_notification').notNull(),
  sendSmokeMailNotification: boolean('send_smoke_mail_notification').notNull(),
  sendSmokeSMSNotification: boolean('send_smoke_sms_notification').notNull(),
  sendCrowdMailNotification: boolean('send_crowd_mail_notification').notNull(),
  sendCrowdSMSNotification: boolean('send_crowd_sms_notification').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type NotificationDefaultsRow = typeof notificationDefaults.$inferSelect;

/**
 * The short links of the SMS (`<SERENO_PUBLIC_URL>/l/<code>`, GET /l/{code}): an SMS has room for a
 * short address only. `target` is a path of the panel (never another site); the code is derived from
 * what it stands for, so a stage notified twice writes one row. Kept for `expiresAt`, then refused.
 */
export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const alarmActions = ['acknowledge', 'resolve'] as const;
export type AlarmAction = (typeof alarmActions)[number];

/**
 * The one-tap actions of an alarm email ("Me encargo", "Resuelta"): one row per link issued, for one
 * recipient, one alarm and one action. The link's token is signed (notifications/message-links.ts);
 * this row makes it single-use (`usedAt`) and says who acts when it is used (`actorId`: the user whose
 * email received it, else the room's owner). No foreign key to the alarm: alarms live in their module.
 */
export const alarmActionLinks = pgTable(
  'alarm_action_links',
  {
    id: uuid('id').primaryKey(),
    alarmId: uuid('alarm_id').notNull(),
    action: text('action', { enum: alarmActions }).notNull(),
    /** The email address the link was sent to. */
    recipient: text('recipient').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language of the pages the link opens (the email's). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('alarm_action_links_alarm').on(table.alarmId)],
);
