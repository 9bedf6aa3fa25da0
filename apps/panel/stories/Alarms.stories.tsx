import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { answer, fail, pending, unreachable, type SuccessBody } from './mocks/api.ts';
import { alarm, alarms, fromNow, longAlarm, noiseSeries, rooms } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Alarms' } satisfies Meta;
export default meta;

const states = screenStates({
  path: '/alarms',
  user: people.admin,
  full: portfolio({ user: people.admin, rooms: rooms(12), alarms: alarms(18) }),
  fullShows: /Ático Malagueta/,
  empty: portfolio({ user: people.admin }),
  loading: [pending('get', '/api/alarms/paginated'), pending('get', '/api/alarms/statistics')],
  unreachable: [unreachable('get', '/api/alarms/paginated'), unreachable('get', '/api/alarms/statistics')],
  forbidden: [fail('get', '/api/alarms/paginated', 403, 'Forbidden'), fail('get', '/api/alarms/statistics', 403, 'Forbidden')],
  long: portfolio({ user: people.longNames, alarms: [longAlarm(0), longAlarm(1), ...alarms(3)] }),
  longShows: /Los Geranios/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;

/** An alarm taken from a message's button and resolved in the panel, its trail in every state a notification can be in. */
const minute = 60_000;
const handled = alarm(0, {
  state: 'resolved',
  stage: 'none',
  acknowledged: { at: fromNow(-30 * minute), by: { _id: '00000000-0000-4000-8000-000000000901', username: 'ana.host' } },
  resolved: { at: fromNow(-10 * minute), by: { _id: '00000000-0000-4000-8000-000000000902', username: 'agent' }, reason: 'guestsWarned' },
});
type Trail = SuccessBody<'/api/alarms/{id}/trail', 'get'>;
const line = (n: number, fields: Partial<Trail['notifications'][number]>): Trail['notifications'][number] => ({
  _id: `00000000-0000-4000-8000-00000000070${n}`,
  kind: 'alarm-host',
  channel: 'sms',
  to: `+3460070090${n}`,
  status: 'sent',
  reason: null,
  attempts: 1,
  lastError: null,
  delivery: null,
  deliveryError: null,
  deliveryAt: null,
  createdAt: fromNow(-40 * minute),
  sentAt: fromNow(-40 * minute),
  ...fields,
});
const trail: Trail = {
  notifications: [
    line(1, { kind: 'alarm-guest', channel: 'call', delivery: 'delivered', deliveryAt: fromNow(-39 * minute) }),
    line(2, { delivery: 'delivered', deliveryAt: fromNow(-39 * minute) }),
    line(3, { delivery: 'undelivered', deliveryError: '30003', deliveryAt: fromNow(-38 * minute) }),
    line(4, { channel: 'call', delivery: 'undelivered', deliveryError: 'no-answer', deliveryAt: fromNow(-38 * minute) }),
    line(5, { delivery: 'failed', deliveryError: '30410', deliveryAt: fromNow(-38 * minute) }),
    line(6, { status: 'pending', attempts: 2, sentAt: null, lastError: '503: Service Unavailable' }),
    line(7, { status: 'sent', attempts: 3 }),
    line(8, { status: 'failed', attempts: 5, sentAt: null, lastError: "400 21211: The 'To' number is not a valid phone number." }),
    line(9, { channel: 'email', to: 'operaciones@brisadelmar.example.com', status: 'pending', attempts: 0, sentAt: null }),
  ],
  handling: [
    { action: 'acknowledge', at: fromNow(-30 * minute), by: { _id: '00000000-0000-4000-8000-000000000901', username: 'ana.host' }, via: 'link' },
    { action: 'resolve', at: fromNow(-10 * minute), by: { _id: '00000000-0000-4000-8000-000000000902', username: 'agent' }, via: 'panel' },
  ],
  stay: null,
};
const trailWorld = [
  answer('get', '/api/alarms/{id}/trail', trail),
  answer('get', '/api/monitors/{roomId}', ({ params }) => noiseSeries(String(params.roomId))),
  ...portfolio({ user: people.admin, rooms: rooms(12), alarms: [handled, ...alarms(6).slice(1)] }),
];
const trailPath = `/alarms?alarm=${handled._id}`;
const showsTrail: ScreenStory['play'] = async () => void (await within(document.body).findByText(/^(Se encargó ana\.host|ana\.host took it)/));

export const DetailsTrail: ScreenStory = {
  name: 'Details: the trail in every state',
  tags: ['both-themes'],
  parameters: at(trailPath, people.admin, trailWorld),
  play: showsTrail,
};
export const DetailsTrailPhoneEnglish: ScreenStory = {
  name: 'Details: the trail, phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at(trailPath, people.admin, trailWorld),
  play: showsTrail,
};
