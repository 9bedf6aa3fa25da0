import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { bookings, longBooking } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Bookings' } satisfies Meta;
export default meta;

const states = screenStates({
  path: '/bookings',
  user: people.admin,
  full: portfolio({ user: people.admin, bookings: bookings(14) }),
  fullShows: /Lucía/,
  empty: portfolio({ user: people.admin }),
  loading: [pending('get', '/api/bookings')],
  unreachable: [unreachable('get', '/api/bookings')],
  forbidden: [fail('get', '/api/bookings', 403, 'Forbidden')],
  long: portfolio({ user: people.longNames, bookings: [longBooking(0), longBooking(1), ...bookings(3)] }),
  longShows: /Guadalupe/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;
