// One's own account: the sessions open on it (GET /api/profile/sessions), a customer's notification
// preferences (GET /api/customers/{id}/notification-preferences), its PMS accounts (GET
// /api/third-parties/status) and the keys of one's own software (GET /api/users/{userId}/integrations).
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { customerId, fromNow, uuid } from './fixtures.ts';

export type AccountSession = SuccessBody<'/api/profile/sessions', 'get'>['sessions'][number];
export type Preferences = SuccessBody<'/api/customers/{id}/notification-preferences', 'get'>;
export type Integration = SuccessBody<'/api/users/{userId}/integrations', 'get'>['integrations'][number];

const day = 86_400_000;
const browsers = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

export const session = (n: number, overrides: Partial<AccountSession> = {}): AccountSession => ({
  _id: uuid(12, n),
  current: n === 0,
  userAgent: browsers[n % browsers.length] ?? null,
  ip: `83.45.12.${(7 + n).toString()}`,
  createdAt: fromNow(-(n + 1) * 3 * day),
  lastSeenAt: fromNow(-n * 2 * 3_600_000),
  ...overrides,
});

export const sessionList = (list: AccountSession[]): HttpHandler[] => [answer('get', '/api/profile/sessions', { sessions: list })];
export const sessions = (count: number) => Array.from({ length: count }, (_, n) => session(n));

export const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  customerId,
  disconnectionEmails: true,
  rooms: 12,
  smsActivated: true,
  smsActivatedAt: '2026-03-02T10:15:00.000Z',
  preferences: {
    noise: { calls: true, notifyGuest: true, sms: true, emails: true, disconnectedDeviceEmails: true },
    smoke: { sms: true, emails: true },
    crowd: { sms: false, emails: true },
  },
  ...overrides,
});
export const preferencesOf = (answered: Preferences): HttpHandler[] => [answer('get', '/api/customers/{id}/notification-preferences', answered)];

/** The customer's PMS accounts: Guesty linked and synchronised, the others not. */
export const pmsStatus = (linked: boolean): HttpHandler[] => [
  answer('get', '/api/third-parties/status', {
    customerId,
    providers: [
      {
        provider: 'guesty',
        linked,
        linkedAt: linked ? '2026-02-10T09:00:00.000Z' : null,
        lastSyncAt: linked ? '2026-11-26T06:00:00.000Z' : null,
        lastRun: linked
          ? {
              _id: uuid(13, 1),
              customerId,
              provider: 'guesty',
              trigger: 'schedule',
              startedAt: '2026-11-26T06:00:00.000Z',
              finishedAt: '2026-11-26T06:00:42.000Z',
              imported: 3,
              updated: 9,
              errors: 0,
              errorMessage: null,
            }
          : null,
      },
      { provider: 'avantio', linked: false, linkedAt: null, lastSyncAt: null, lastRun: null },
      { provider: 'kross', linked: false, linkedAt: null, lastSyncAt: null, lastRun: null },
    ],
  }),
];

export const integration = (n: number, name = ['Hoja de cálculo de limpieza', 'Channel manager', 'Domótica'][n % 3] ?? 'App'): Integration => ({
  _id: uuid(14, n),
  applicationId: `app_${(4100 + n).toString()}`,
  applicationName: name,
  userId: uuid(6, 5),
  createdAt: '2026-05-12T10:00:00.000Z',
  ...(n % 2 === 0 ? { lastUsedAt: '2026-11-25T21:30:00.000Z' } : {}),
});
export const integrationList = (list: Integration[]): HttpHandler[] => [answer('get', '/api/users/{userId}/integrations', { integrations: list })];
