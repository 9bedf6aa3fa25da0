import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { devices, fleet, longDevice } from './mocks/devices.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Devices' } satisfies Meta;
export default meta;

const states = screenStates({
  path: '/devices',
  user: people.admin,
  full: [...fleet(devices(31)), ...portfolio({ user: people.admin })],
  fullShows: /SRN-4101/,
  empty: [...fleet([]), ...portfolio({ user: people.admin })],
  loading: [pending('get', '/api/devicesByFilters')],
  unreachable: [unreachable('get', '/api/devicesByFilters')],
  forbidden: [fail('get', '/api/devicesByFilters', 403, 'Forbidden')],
  long: [...fleet([longDevice(0), longDevice(1), ...devices(3)]), ...portfolio({ user: people.longNames })],
  longShows: /SRN-FACTORY-BATCH/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;
