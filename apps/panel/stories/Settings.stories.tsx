import type { Meta } from '@storybook/react-vite';
import { integration, integrationList, pmsStatus, preferences, preferencesOf } from './mocks/account.ts';
import { fail, pending, unreachable } from './mocks/api.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
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
