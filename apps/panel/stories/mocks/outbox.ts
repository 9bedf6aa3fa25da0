// The outbox (GET /api/dev/outbox, docs/outbox.md): the calls, SMS and emails the alarms caused, and
// the accounts' emails, newest first, with their delivery state.
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { fromNow, room, uuid } from './fixtures.ts';

export type OutboxAnswer = SuccessBody<'/api/dev/outbox', 'get'>;
export type OutboxNotification = OutboxAnswer['notifications'][number];
export type OutboxEmail = OutboxAnswer['emails'][number];

const minute = 60_000;
const channels = ['call', 'sms', 'email'] as const;

/** The n-th notification, newest first: a party alarm's call, SMS and email in turn, sent. */
export function notification(n: number, overrides: Partial<OutboxNotification> = {}): OutboxNotification {
  const channel = channels[n % channels.length] ?? 'sms';
  const createdAt = fromNow(-(n + 1) * 7 * minute);
  return {
    _id: uuid(21, n),
    kind: n % 6 === 0 ? 'alarm-guest' : 'alarm-host',
    channel,
    to: channel === 'email' ? `host${n.toString()}@brisadelmar.example.com` : `+34 600 12 3${(n % 100).toString().padStart(2, '0')}`,
    language: 'es',
    alarmId: uuid(22, Math.floor(n / 3)),
    roomId: room(n % 5)._id,
    subject: channel === 'email' ? `Alarma de ruido en ${room(n % 5).name}` : null,
    text: `Ruido alto en ${room(n % 5).name}: 78 dB durante 10 minutos (umbral 70 dB).`,
    html: channel === 'email' ? `<p>Ruido alto en <strong>${room(n % 5).name}</strong>: 78 dB durante 10 minutos.</p>` : null,
    voice: channel === 'call' ? 'Polly.Lucia' : null,
    status: 'sent',
    reason: null,
    attempts: 1,
    lastError: null,
    createdAt,
    sentAt: createdAt,
    ...overrides,
  };
}

export function email(n: number, overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  const createdAt = fromNow(-(n + 1) * 23 * minute);
  return {
    _id: uuid(23, n),
    to: `persona${n.toString()}@brisadelmar.example.com`,
    subject: 'Cambia tu contraseña de Sereno',
    text: 'Para elegir una contraseña nueva, abre este enlace: https://panel.sereno.example/new-password?token=…',
    html: '<p>Para elegir una contraseña nueva, abre <a href="https://panel.sereno.example/new-password?token=…">este enlace</a>.</p>',
    redacted: true,
    kind: 'reset-password',
    createdAt,
    sentAt: createdAt,
    status: 'sent',
    attempts: 1,
    lastError: null,
    ...overrides,
  };
}

export function outboxPage(notifications: OutboxNotification[], emails: OutboxEmail[], overrides: Partial<OutboxAnswer> = {}): OutboxAnswer {
  return {
    notifications,
    emails,
    demo: false,
    providers: { email: true, sms: true, call: true, push: true },
    totalPages: Math.max(1, Math.ceil(Math.max(notifications.length, emails.length) / 25)),
    totalEmails: emails.length,
    totalNotifications: notifications.length,
    ...overrides,
  };
}

export const outboxOf = (page: OutboxAnswer): HttpHandler[] => [answer('get', '/api/dev/outbox', page)];
