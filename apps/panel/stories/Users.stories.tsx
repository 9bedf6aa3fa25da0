import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { accountsList, longUser, users } from './mocks/users.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Users' } satisfies Meta;
export default meta;

const states = screenStates({
  path: '/users',
  user: people.admin,
  full: [...accountsList(users(30)), ...portfolio({ user: people.admin })],
  fullShows: /Brisa del Mar/,
  empty: [...accountsList([]), ...portfolio({ user: people.admin })],
  loading: [pending('get', '/api/users')],
  unreachable: [unreachable('get', '/api/users')],
  forbidden: [fail('get', '/api/users', 403, 'Forbidden')],
  long: [...accountsList([longUser(0), longUser(1), ...users(3)]), ...portfolio({ user: people.longNames })],
  longShows: /Villaverde y Rodríguez/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;
