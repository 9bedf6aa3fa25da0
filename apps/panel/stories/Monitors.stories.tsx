import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { longMonitored, monitoredDevices, monitorList } from './mocks/monitors.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Monitors' } satisfies Meta;
export default meta;

const states = screenStates({
  path: '/monitors',
  user: people.admin,
  full: [...monitorList(monitoredDevices(14)), ...portfolio({ user: people.admin })],
  fullShows: /SRN-4101/,
  empty: [...monitorList([]), ...portfolio({ user: people.admin })],
  loading: [pending('get', '/api/monitors/lexeon-devices')],
  unreachable: [unreachable('get', '/api/monitors/lexeon-devices')],
  forbidden: [fail('get', '/api/monitors/lexeon-devices', 403, 'Forbidden')],
  long: [...monitorList([longMonitored(0), longMonitored(1), ...monitoredDevices(3)]), ...portfolio({ user: people.longNames })],
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
