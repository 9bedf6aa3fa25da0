// An alarm's trail (GET /api/alarms/{id}/trail): every notification its stages enqueued, oldest first,
// with where it stands, so that the person handling the alarm sees who has been told and who not.
import type { Language } from '@sereno/validation';
import { asc, eq, sql } from 'drizzle-orm';
import { isAnyId } from '../platform/any-id.ts';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { wallClock } from '../platform/export/columns.ts';
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

/** An alarm's notification as the export needs it: channel, recipient, state, why and when. */
export interface TrailLine {
  channel: string;
  to: string;
  status: string;
  reason: string | null;
  lastError: string | null;
  attempts: number;
  delivery: string | null;
  deliveryError: string | null;
  /** When the provider took it, or else when it was queued. */
  at: Date;
}

/**
 * The notifications of each of the alarms `alarmIds` (an export's page), in the order they were
 * enqueued: one query on the index `notification_jobs_alarm` for the page, a row per alarm with its
 * lines as JSON (mapping every field of 300,000 lines cost more than the rest of the file). A
 * correlated subquery per alarm instead made the page's plan dear enough for PostgreSQL's JIT
 * (~150 ms a page, docs/exports.md).
 */
export async function trailLinesOfAlarms(db: Database, alarmIds: readonly string[]): Promise<Map<string, TrailLine[]>> {
  if (alarmIds.length === 0) return new Map();
  const rows = await db
    .select({
      alarmId: notificationJobs.alarmId,
      lines: sql<
        (Omit<TrailLine, 'at'> & { at: string })[]
      >`json_agg(json_build_object('channel', ${notificationJobs.channel}, 'to', ${notificationJobs.to}, 'status', ${notificationJobs.status}, 'reason', ${notificationJobs.reason}, 'lastError', ${notificationJobs.lastError}, 'attempts', ${notificationJobs.attempts}, 'delivery', ${notificationJobs.delivery}, 'deliveryError', ${notificationJobs.deliveryError}, 'at', coalesce(${notificationJobs.sentAt}, ${notificationJobs.createdAt})) order by ${notificationJobs.createdAt}, ${notificationJobs.kind}, ${notificationJobs.channel})`,
    })
    .from(notificationJobs)
    .where(isAnyId(notificationJobs.alarmId, alarmIds))
    .groupBy(notificationJobs.alarmId);
  return new Map(rows.map((row) => [row.alarmId ?? '', row.lines.map((line) => ({ ...line, at: new Date(line.at) }))]));
}

const trailWords = {
  es: {
    call: 'llamada',
    sms: 'SMS',
    email: 'email',
    push: 'push',
    pending: 'en cola',
    retrying: 'reintentando',
    sending: 'enviando',
    sent: 'enviado',
    failed: 'fallido',
    'sms-not-activated': 'SMS sin activar',
    'no-provider': 'sin proveedor',
    attempt: 'intento',
    attempts: 'intentos',
    delivered: 'entregado',
    undelivered: 'no entregado',
  },
  en: {
    call: 'call',
    sms: 'SMS',
    email: 'email',
    push: 'push',
    pending: 'queued',
    retrying: 'retrying',
    sending: 'sending',
    sent: 'sent',
    failed: 'failed',
    'sms-not-activated': 'SMS not activated',
    'no-provider': 'no provider',
    attempt: 'attempt',
    attempts: 'attempts',
    delivered: 'delivered',
    undelivered: 'undelivered',
  },
} satisfies Record<Language, Record<string, string>>;

/** The provider's codes in words, as the panel words them: a refusal (Twilio's REST error) or a delivery report's ErrorCode, or a call's end. */
const providerCodeWords: Record<Language, Record<string, string>> = {
  es: {
    '21211': 'número no válido',
    '21214': 'número al que no se puede llamar',
    '21408': 'envío a ese país no permitido',
    '21610': 'el destinatario se dio de baja (STOP)',
    '21614': 'no es un móvil',
    '30003': 'teléfono apagado o sin cobertura',
    '30004': 'el destinatario bloquea los mensajes',
    '30005': 'el número no existe',
    '30006': 'fijo, o la operadora no acepta SMS',
    '30007': 'filtrado por la operadora',
    '30008': 'la operadora no dijo por qué',
    busy: 'comunicando',
    'no-answer': 'no contestó',
    canceled: 'cancelada',
    failed: 'no se pudo hacer',
  },
  en: {
    '21211': 'invalid number',
    '21214': 'number cannot be called',
    '21408': 'sending to that country not enabled',
    '21610': 'the recipient unsubscribed (STOP)',
    '21614': 'not a mobile number',
    '30003': 'phone off or out of coverage',
    '30004': 'the recipient blocks messages',
    '30005': 'unknown number',
    '30006': 'landline, or the carrier takes no SMS',
    '30007': 'filtered by the carrier',
    '30008': 'the carrier did not say why',
    busy: 'busy',
    'no-answer': 'no answer',
    canceled: 'canceled',
    failed: 'could not be made',
  },
};

/** A provider's code (30003, busy) in words, with the number when it is one: "teléfono apagado o sin cobertura, 30003". */
function codeInWords(code: string, language: Language): string {
  const words = providerCodeWords[language][code];
  if (!words) return code;
  return /^\d+$/.test(code) ? `${words}, ${code}` : words;
}

/** The last error: a refusal with Twilio's code ("400 21211: The 'To' number…") in words when it is a known one, else as the provider said it. */
function errorInWords(error: string, language: Language): string {
  const code = /^4\d\d (\d{5}):/.exec(error)?.[1];
  return code && providerCodeWords[language][code] ? codeInWords(code, language) : error;
}

/** The Spanish states of a call ("llamada", feminine); the words above are for SMS, email and push. */
const feminineStates: Record<string, string> = { enviado: 'enviada', fallido: 'fallida', entregado: 'entregada', 'no entregado': 'no entregada' };

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * The trail in one cell, oldest first, each notification as "HH:mm channel recipient state (why, N
 * attempts)": "01:31 llamada +34600111222 entregada; 01:31 SMS +34600111333 fallido (número no
 * válido, 21211); 01:32 email ana@x.es enviado (2 intentos)". The time is when it left (the provider
 * took it), else when it was queued, in `timeZone` (the room's, as the file's other times), with the
 * date before it when that is another day than `day` (the alarm's, as the file writes it). The state
 * is the provider's delivery report when there is one; a message waiting for another attempt says
 * "reintentando"; the why is the reason it was kept, the delivery report's error or the last error;
 * the attempts when there was more than one.
 */
export function trailSummary(
  lines: readonly TrailLine[] | null,
  language: Language,
  { timeZone, day }: { timeZone: string; day?: Date | undefined } = { timeZone: 'UTC' },
): string | undefined {
  if (!lines || lines.length === 0) return undefined;
  const words: Record<string, string> = trailWords[language];
  const dayText = ([year, month, date]: readonly number[]): string => `${year}-${two(month ?? 0)}-${two(date ?? 0)}`;
  const alarmDay = day ? dayText(wallClock(day, timeZone)) : undefined;
  return lines
    .map((line) => {
      const delivery = line.status === 'sent' && line.delivery ? line.delivery : null;
      const retrying = line.status === 'pending' && line.attempts > 0;
      const state = delivery
        ? delivery === 'delivered'
          ? words.delivered
          : words.undelivered
        : retrying
          ? words.retrying
          : (words[line.status] ?? line.status);
      // Spanish agrees with the channel: "llamada … entregada", "SMS … entregado".
      const agreed = language === 'es' && line.channel === 'call' && state ? (feminineStates[state] ?? state) : state;
      const why = line.reason
        ? (words[line.reason] ?? line.reason)
        : delivery
          ? delivery !== 'delivered' && line.deliveryError
            ? codeInWords(line.deliveryError, language)
            : null
          : line.status !== 'sent' && line.lastError
            ? errorInWords(line.lastError, language)
            : null;
      const tries = line.attempts > 1 || retrying ? `${line.attempts} ${line.attempts === 1 ? words.attempt : words.attempts}` : null;
      const details = [why, tries].filter(Boolean).join(', ');
      const clock = wallClock(line.at, timeZone);
      const [, , , hour, minute] = clock;
      const date = dayText(clock);
      const time = `${date === alarmDay ? '' : `${date} `}${two(hour)}:${two(minute)} `;
      return `${time}${words[line.channel] ?? line.channel} ${line.to} ${agreed}${details ? ` (${details})` : ''}`;
    })
    .join('; ');
}
