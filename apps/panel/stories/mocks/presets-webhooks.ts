// A customer's settings presets (GET /api/customers/{id}/presets, docs/presets.md) and signed webhooks
// (GET /api/webhooks and an endpoint's deliveries, docs/webhooks.md).
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { customerId, fromNow, uuid } from './fixtures.ts';

export type Preset = SuccessBody<'/api/customers/{id}/presets', 'get'>['presets'][number];
export type Endpoint = SuccessBody<'/api/webhooks', 'get'>['endpoints'][number];
export type Delivery = SuccessBody<'/api/webhooks/{id}/deliveries', 'get'>['deliveries'][number];

const day = 86_400_000;

export function preset(n: number, overrides: Partial<Preset> = {}, noise: Partial<Preset['settings']['noiseSettings']> = {}): Preset {
  return {
    _id: uuid(31, n),
    customerId,
    name: ['Estándar', 'Centro ciudad', 'Rural'][n] ?? `Ajuste ${n.toString()}`,
    standard: n === 0,
    rooms: [12, 20, 6][n] ?? 0,
    createdAt: fromNow(-90 * day),
    updatedAt: fromNow(-(n + 1) * day),
    settings: {
      alertSchedules: [],
      callAllTime: false,
      callsEnabled: true,
      crowdingAlertTreshold: 12,
      disableFirstCall: false,
      disconnectionNotificationEnabled: true,
      noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5, ...noise } as Preset['settings']['noiseSettings'],
      notifyGuest: true,
      sendCrowdMailNotification: true,
      sendCrowdSMSNotification: false,
      sendNoiseMailNotification: true,
      sendNoiseSMSNotification: true,
      sendSmokeMailNotification: true,
      sendSmokeSMSNotification: true,
      smokingAlertThreshold: 70,
    },
    ...overrides,
  };
}

export const presetsOf = (list: Preset[]): HttpHandler[] => [answer('get', '/api/customers/{id}/presets', { presets: list })];

export function endpoint(n: number, overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    _id: uuid(32, n),
    customerId,
    url: ['https://hooks.brisadelmar.example.com/sereno', 'https://pms.example.net/webhooks/noise'][n] ?? `https://hooks.example.com/${n.toString()}`,
    description: ['Centralita de guardia', 'Nuestro PMS'][n] ?? '',
    events: n === 0 ? ['alarm.raised', 'alarm.escalated', 'alarm.resolved'] : ['device.offline', 'device.online', 'booking.imported'],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    previousSecretValidUntil: null,
    createdAt: fromNow(-30 * day),
    updatedAt: fromNow(-day),
    ...overrides,
  };
}

export function delivery(n: number, overrides: Partial<Delivery> = {}): Delivery {
  const at = fromNow(-(n + 1) * 3_600_000);
  return {
    _id: uuid(33, n),
    endpointId: uuid(32, 0),
    eventId: uuid(34, n),
    eventType: n === 0 ? 'ping' : 'alarm.raised',
    status: 'sent',
    attempts: 1,
    responseStatus: 200,
    responseExcerpt: '{"ok":true}',
    error: null,
    durationMs: 84 + n * 7,
    payload: '{"type":"alarm.raised"}',
    replayOf: null,
    createdAt: at,
    lastAttemptAt: at,
    nextAttemptAt: null,
    sentAt: at,
    ...overrides,
  };
}

export const webhooksOf = (endpoints: Endpoint[], deliveries: Delivery[] = []): HttpHandler[] => [
  answer('get', '/api/webhooks', { endpoints }),
  answer('get', '/api/webhooks/{id}/deliveries', { deliveries }),
];
