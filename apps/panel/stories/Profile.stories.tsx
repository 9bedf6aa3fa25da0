import type { Meta } from '@storybook/react-vite';
import { session, sessionList, sessions } from './mocks/account.ts';
import { fail, pending, unreachable } from './mocks/api.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Profile' } satisfies Meta;
export default meta;

// One's own account: the details, the language, the password and the sessions open on it; the
// sessions are the page's only question to the API.
const states = screenStates({
  path: '/profile',
  user: people.customer,
  full: [...sessionList(sessions(3)), ...portfolio({ user: people.customer })],
  fullShows: /83\.45\.12\.8/,
  // Only this session is open.
  empty: [...sessionList(sessions(1)), ...portfolio({ user: people.customer })],
  loading: [pending('get', '/api/profile/sessions')],
  unreachable: [unreachable('get', '/api/profile/sessions')],
  forbidden: [fail('get', '/api/profile/sessions', 403, 'Forbidden')],
  long: [
    ...sessionList([
      session(0, { userAgent: null, ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' }),
      ...Array.from({ length: 8 }, (_, n) => session(n + 1, { ip: `2a02:9130:84d1:1c00:${(n + 1).toString()}d4f:7e2b:a91c:55e0` })),
    ]),
    ...portfolio({ user: people.longNames }),
  ],
  longShows: /maria\.de\.los\.angeles\.fernandez-villaverde/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, name: 'Customer, three sessions', tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = { ...states.Empty, name: 'Empty: only this session' };
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;
