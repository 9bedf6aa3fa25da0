import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { alarms, longAlarm, rooms } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

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
