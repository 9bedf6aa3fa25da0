import type { Meta } from '@storybook/react-vite';
import { integration, integrationList, pmsStatus, preferences, preferencesOf } from './mocks/account.ts';
import { fail, pending, unreachable } from './mocks/api.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { delivery, endpoint, preset, presetsOf, webhooksOf } from './mocks/presets-webhooks.ts';
import { at, inEnglish, onPhone, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Settings' } satisfies Meta;
export default meta;

const customerWorld = portfolio({ user: people.customer });
const longCustomer = { ...people.longNames, role: 'customer' as const, customerId: people.customer.customerId };

// A customer's notification preferences: what each alarm sends, and whether SMS can go at all.
const notifications = screenStates({
  path: '/settings?tab=notifications',
  user: people.customer,
  full: [...preferencesOf(preferences()), ...customerWorld],
  fullShows: /^(Ruido|Noise)$/,
  // Nothing chosen yet, and the provider has not activated SMS.
  empty: [
    ...preferencesOf(
      preferences({
        smsActivated: false,
        smsActivatedAt: null,
        rooms: 0,
        disconnectionEmails: false,
        preferences: {
          noise: { calls: false, notifyGuest: false, sms: false, emails: false, disconnectedDeviceEmails: false },
          smoke: { sms: false, emails: false },
          crowd: { sms: false, emails: false },
        },
      }),
    ),
    ...customerWorld,
  ],
  loading: [pending('get', '/api/customers/{id}/notification-preferences')],
  unreachable: [unreachable('get', '/api/customers/{id}/notification-preferences')],
  forbidden: [fail('get', '/api/customers/{id}/notification-preferences', 403, 'Forbidden')],
  long: [...preferencesOf(preferences({ rooms: 12_480 })), ...portfolio({ user: longCustomer })],
  longShows: /^(Ruido|Noise)$/,
  longUser: longCustomer,
});

export const Notifications: ScreenStory = { ...notifications.Full, name: 'Notifications', tags: ['both-themes'] };
export const NotificationsLoading: ScreenStory = { ...notifications.Loading, name: 'Notifications: loading' };
export const NotificationsEmpty: ScreenStory = { ...notifications.Empty, name: 'Notifications: nothing chosen, SMS not activated' };
export const NotificationsNetworkError: ScreenStory = { ...notifications.NetworkError, name: 'Notifications: error, network' };
export const NotificationsForbidden: ScreenStory = { ...notifications.Forbidden, name: 'Notifications: error 403' };
export const NotificationsLongNames: ScreenStory = { ...notifications.LongNames, name: 'Notifications: very long names' };
export const NotificationsPhoneEnglish: ScreenStory = { ...notifications.PhoneEnglish, name: 'Notifications: phone, English' };

// The integrations: a customer's PMS accounts and the keys of its own software.
const integrations = screenStates({
  path: '/settings?tab=integrations',
  user: people.customer,
  full: [...pmsStatus(true), ...integrationList([integration(0), integration(1), integration(2)]), ...customerWorld],
  fullShows: /Channel manager/,
  empty: [...pmsStatus(false), ...integrationList([]), ...customerWorld],
  loading: [pending('get', '/api/third-parties/status'), pending('get', '/api/users/{userId}/integrations')],
  unreachable: [unreachable('get', '/api/third-parties/status'), unreachable('get', '/api/users/{userId}/integrations')],
  forbidden: [fail('get', '/api/third-parties/status', 403, 'Forbidden'), fail('get', '/api/users/{userId}/integrations', 403, 'Forbidden')],
  long: [
    ...pmsStatus(true),
    ...integrationList([
      integration(0, 'Integración con la hoja de cálculo compartida del equipo de limpieza y mantenimiento de la Costa del Sol'),
      integration(1),
    ]),
    ...portfolio({ user: longCustomer }),
  ],
  longShows: /equipo de limpieza y mantenimiento/,
  longUser: longCustomer,
});

export const Integrations: ScreenStory = { ...integrations.Full, name: 'Integrations', tags: ['both-themes'] };
export const IntegrationsLoading: ScreenStory = { ...integrations.Loading, name: 'Integrations: loading' };
export const IntegrationsEmpty: ScreenStory = { ...integrations.Empty, name: 'Integrations: nothing connected' };
export const IntegrationsNetworkError: ScreenStory = { ...integrations.NetworkError, name: 'Integrations: error, network' };
export const IntegrationsForbidden: ScreenStory = { ...integrations.Forbidden, name: 'Integrations: error 403' };
export const IntegrationsLongNames: ScreenStory = { ...integrations.LongNames, name: 'Integrations: very long names' };
export const IntegrationsPhoneEnglish: ScreenStory = { ...integrations.PhoneEnglish, name: 'Integrations: phone, English' };

// The language and the password ask nothing of the API.
const tabShows =
  (name: RegExp): ScreenStory['play'] =>
  async ({ canvas }) =>
    void (await canvas.findByRole('tab', { name, selected: true }));
export const Language: ScreenStory = {
  name: 'Language, staff',
  parameters: at('/settings?tab=language', people.admin, portfolio({ user: people.admin })),
  play: tabShows(/^(Idioma|Language)$/),
};
export const Password: ScreenStory = {
  name: 'Password',
  parameters: at('/settings?tab=password', people.customer, customerWorld),
  play: tabShows(/^(Contraseña|Cambiar la contraseña|Password|Change password)$/),
};
export const PasswordPhoneEnglish: ScreenStory = {
  name: 'Password: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/settings?tab=password', people.customer, customerWorld),
  play: tabShows(/^(Contraseña|Cambiar la contraseña|Password|Change password)$/),
};

// A customer's presets: the standard one and two of its own, each with the rooms that follow it.
const presets = screenStates({
  path: '/settings?tab=presets',
  user: people.customer,
  full: [
    ...presetsOf([preset(0), preset(1, {}, { sensitivity: 'restrictive' }), preset(2, {}, { sensitivity: 'permissive', from: '23:00', to: '07:00' })]),
    ...customerWorld,
  ],
  fullShows: /^(Centro ciudad)$/,
  empty: [...presetsOf([preset(0, { rooms: 0 })]), ...customerWorld],
  loading: [pending('get', '/api/customers/{id}/presets')],
  unreachable: [unreachable('get', '/api/customers/{id}/presets')],
  forbidden: [fail('get', '/api/customers/{id}/presets', 403, 'Forbidden')],
  long: [
    ...presetsOf([preset(0, { rooms: 12_480 }), preset(1, { name: 'Apartamentos con terraza en primera línea de playa, temporada alta y fines de semana' })]),
    ...portfolio({ user: longCustomer }),
  ],
  longShows: /primera línea de playa/,
  longUser: longCustomer,
});

export const Presets: ScreenStory = { ...presets.Full, name: 'Presets', tags: ['both-themes'] };
export const PresetsLoading: ScreenStory = { ...presets.Loading, name: 'Presets: loading' };
export const PresetsEmpty: ScreenStory = { ...presets.Empty, name: 'Presets: only the standard one' };
export const PresetsNetworkError: ScreenStory = { ...presets.NetworkError, name: 'Presets: error, network' };
export const PresetsForbidden: ScreenStory = { ...presets.Forbidden, name: 'Presets: error 403' };
export const PresetsLongNames: ScreenStory = { ...presets.LongNames, name: 'Presets: very long names' };
export const PresetsPhoneEnglish: ScreenStory = { ...presets.PhoneEnglish, name: 'Presets: phone, English' };

// A customer's webhook endpoints: one healthy with its delivery log, one failing for hours.
const webhooks = screenStates({
  path: '/settings?tab=webhooks',
  user: people.customer,
  full: [
    ...webhooksOf(
      [endpoint(0), endpoint(1, { failingSince: new Date(Date.now() - 5 * 3_600_000).toISOString() })],
      [
        delivery(0),
        delivery(1),
        delivery(2, { status: 'pending', attempts: 3, responseStatus: 503, responseExcerpt: 'Service Unavailable', error: 'HTTP 503', sentAt: null }),
      ],
    ),
    ...customerWorld,
  ],
  fullShows: /hooks\.brisadelmar\.example\.com/,
  empty: [...webhooksOf([]), ...customerWorld],
  loading: [pending('get', '/api/webhooks')],
  unreachable: [unreachable('get', '/api/webhooks')],
  forbidden: [fail('get', '/api/webhooks', 403, 'Forbidden')],
  long: [
    ...webhooksOf([
      endpoint(0, {
        url: 'https://integraciones.apartamentos-turisticos-costa-del-sol.example.com/api/v2/eventos/sereno/alarmas-y-dispositivos?origen=panel',
        description: 'Centralita de guardia nocturna de la oficina de Málaga, con reenvío al móvil del responsable',
      }),
    ]),
    ...portfolio({ user: longCustomer }),
  ],
  longShows: /costa-del-sol/,
  longUser: longCustomer,
});

export const Webhooks: ScreenStory = { ...webhooks.Full, name: 'Webhooks', tags: ['both-themes'] };
export const WebhooksLoading: ScreenStory = { ...webhooks.Loading, name: 'Webhooks: loading' };
export const WebhooksEmpty: ScreenStory = { ...webhooks.Empty, name: 'Webhooks: none yet' };
export const WebhooksNetworkError: ScreenStory = { ...webhooks.NetworkError, name: 'Webhooks: error, network' };
export const WebhooksForbidden: ScreenStory = { ...webhooks.Forbidden, name: 'Webhooks: error 403' };
export const WebhooksLongNames: ScreenStory = { ...webhooks.LongNames, name: 'Webhooks: very long names' };
export const WebhooksPhoneEnglish: ScreenStory = { ...webhooks.PhoneEnglish, name: 'Webhooks: phone, English' };
