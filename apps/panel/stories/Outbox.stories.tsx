import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fail, pending, unreachable } from './mocks/api.ts';
import { email, notification, outboxOf, outboxPage } from './mocks/outbox.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Outbox' } satisfies Meta;
export default meta;

// The staff's delivery log (docs/outbox.md): every call, SMS and email an alarm caused, and the
// accounts' emails, with their delivery state; in the demo, what would have gone without a provider.
const user = people.admin;
const around = portfolio({ user });
const full = outboxPage(
  Array.from({ length: 12 }, (_, n) => notification(n)),
  Array.from({ length: 4 }, (_, n) => email(n)),
);
const veryLongName = 'Apartamento turístico con terraza y vistas al mar en primera línea de la Playa de la Malagueta';

const states = screenStates({
  path: '/outbox',
  user,
  full: [...outboxOf(full), ...around],
  fullShows: /Ruido alto en/,
  empty: [...outboxOf(outboxPage([], [])), ...around],
  loading: [pending('get', '/api/dev/outbox')],
  unreachable: [unreachable('get', '/api/dev/outbox')],
  forbidden: [fail('get', '/api/dev/outbox', 403, 'Forbidden')],
  long: [
    ...outboxOf(
      outboxPage(
        [
          notification(0, {
            to: 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.example',
            subject: `Alarma de ruido en ${veryLongName}`,
            text: `Ruido alto en ${veryLongName}: 78 dB durante 10 minutos (umbral 70 dB).`,
          }),
          notification(1, { text: `Ruido alto en ${veryLongName}: 78 dB durante 10 minutos (umbral 70 dB).` }),
        ],
        [],
      ),
    ),
    ...portfolio({ user: people.longNames }),
  ],
  longShows: /Playa de la Malagueta/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, name: 'Delivery log', tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;

export const Demo: ScreenStory = {
  name: 'Demo: no provider, kept here',
  parameters: at(
    '/outbox',
    user,
    outboxOf(
      outboxPage(
        Array.from({ length: 6 }, (_, n) => notification(n, { status: 'failed', reason: 'no-provider', sentAt: null, attempts: 0 })),
        [email(0, { status: 'pending', sentAt: null, attempts: 0 })],
        { demo: true, providers: { email: false, sms: false, call: false, push: false } },
      ),
    ),
    around,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bandeja de salida', level: 1 })).toBeVisible();
  },
};

export const Failures: ScreenStory = {
  name: 'Only the failures',
  parameters: at(
    '/outbox?failures=true',
    user,
    outboxOf(
      outboxPage(
        [
          notification(0, { status: 'failed', sentAt: null, attempts: 3, lastError: 'Twilio 21211: The number +34 600 00 000 is not a valid phone number' }),
          notification(2, { status: 'pending', sentAt: null, attempts: 1, lastError: 'SMTP 451 4.7.1 Try again later' }),
        ],
        [],
      ),
    ),
    around,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/21211/)).toBeVisible();
  },
};

export const Emails: ScreenStory = {
  name: 'Emails',
  parameters: at('/outbox?view=emails', user, outboxOf(full), around),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/Cambia tu contraseña de Sereno/))[0]).toBeVisible();
  },
};
