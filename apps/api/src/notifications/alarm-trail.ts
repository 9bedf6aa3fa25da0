// An alarm's trail (GET /api/alarms/{id}/trail): every notification its stages enqueued, oldest first,
// with where it stands, so that the person handling the alarm sees who has been told and who not.
import type { Language } from '@sereno/validation';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import {
  deliveryStates,
  notificationChannels,
  notificationJobs,
  notificationKinds,
  notificationReasons,
  notificationStatuses,
} from '../db/schema/notifications.ts';

export const trailNotificationSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(notificationKinds).describe('alarm-guest (the guest), alarm-host (the host), alarm-resolved (the host, told it is over)'),
    channel: z.enum(notificationChannels),
    to: z.string().describe('The phone number or email address'),
    status: z
      .enum(notificationStatuses)
      .describe('pending (queued, or waiting for its next attempt), sending, sent, failed (given up, or never sent: see reason)'),
    reason: z.enum(notificationReasons).nullable().describe('Why it is kept without being sent: sms-not-activated, or no-provider (the demo)'),
    attempts: z.int().nonnegative(),
    lastError: z.string().nullable().describe("The last attempt's error, such as the provider's refusal"),
    delivery: z
      .enum(deliveryStates)
      .nullable()
      .describe("SMS and calls: the provider's delivery report (StatusCallback): delivered, undelivered, failed; null until it reports"),
    deliveryError: z
      .string()
      .nullable()
      .describe("Why it was not delivered: Twilio's ErrorCode (30003: the phone is off or unreachable…), or a call's busy, no-answer, canceled"),
    deliveryAt: z.iso.datetime().nullable().describe("When the provider's report arrived"),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AlarmTrailNotification' });
export type TrailNotification = z.infer<typeof trailNotificationSchema>;

/** The notifications of the alarm `alarmId`, in the order they were enqueued. */
export async function alarmTrail(db: Database, alarmId: string): Promise<TrailNotification[]> {
  const rows = await db
    .select()
    .from(notificationJobs)
    .where(eq(notificationJobs.alarmId, alarmId))
    .orderBy(asc(notificationJobs.createdAt), asc(notificationJobs.kind), asc(notificationJobs.channel));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.lastError,
    delivery: row.delivery,
    deliveryError: row.deliveryError,
    deliveryAt: row.deliveryAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** An alarm's notifications as the export needs them (a subquery on the alarm's id column): channel, recipient, state and why. */
export interface TrailLine {
  channel: string;
  to: string;
  status: string;
  reason: string | null;
  lastError: string | null;
  attempts: number;
  delivery?: string | null;
  deliveryError?: string | null;
}

/** `alarmId`: the alarm id as SQL, qualified with its table (the subquery has its own `id`). */
export const trailLinesOf = (alarmId: SQL) =>
  sql<
    TrailLine[] | null
  >`(select json_agg(json_build_object('channel', ${notificationJobs.channel}, 'to', ${notificationJobs.to}, 'status', ${notificationJobs.status}, 'reason', ${notificationJobs.reason}, 'lastError', ${notificationJobs.lastError}, 'attempts', ${notificationJobs.attempts}, 'delivery', ${notificationJobs.delivery}, 'deliveryError', ${notificationJobs.deliveryError}) order by ${notificationJobs.createdAt}, ${notificationJobs.channel}) from ${notificationJobs} where "notification_jobs"."alarm_id" = ${alarmId})`;

const trailWords = {
  es: {
    call: 'Llamada',
    sms: 'SMS',
    email: 'Email',
    pending: 'pendiente',
    sending: 'enviando',
    sent: 'enviado',
    failed: 'fallido',
    'sms-not-activated': 'SMS sin activar',
    'no-provider': 'sin proveedor',
    attempts: 'intentos',
    delivered: 'entregado',
    undelivered: 'no entregado',
  },
  en: {
    call: 'Call',
    sms: 'SMS',
    email: 'Email',
    pending: 'pending',
    sending: 'sending',
    sent: 'sent',
    failed: 'failed',
    'sms-not-activated': 'SMS not activated',
    'no-provider': 'no provider',
    attempts: 'attempts',
    delivered: 'delivered',
    undelivered: 'undelivered',
  },
} satisfies Record<Language, Record<string, string>>;

/** The trail in one cell: "Llamada +34600111222: enviado; Email a@b.es: fallido (550 …)", oldest first. */
export function trailSummary(lines: readonly TrailLine[] | null, language: Language): string | undefined {
  if (!lines || lines.length === 0) return undefined;
  const words: Record<string, string> = trailWords[language];
  return lines
    .map((line) => {
      const delivered = line.status === 'sent' && line.delivery ? (line.delivery === 'delivered' ? words.delivered : words.undelivered) : null;
      const why = line.reason
        ? words[line.reason]
        : line.status === 'sent'
          ? line.delivery && line.delivery !== 'delivered'
            ? line.deliveryError
            : null
          : line.lastError;
      const retried = line.attempts > 1 ? `, ${line.attempts} ${words.attempts}` : '';
      return `${words[line.channel] ?? line.channel} ${line.to}: ${delivered ?? words[line.status] ?? line.status}${why || retried ? ` (${[why, retried.slice(2)].filter(Boolean).join(', ')})` : ''}`;
    })
    .join('; ');
}
