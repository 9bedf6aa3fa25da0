import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { customerUser, longUserRecord, staffUser, userRecord } from './mocks/customers.ts';
import { longUser } from './mocks/users.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/User details' } satisfies Meta;
export default meta;

// A customer's user, as an administrator sees it: the account, the customer record, its rooms, its
// service contracts with the licences used, the link to its protocol graph.
const longStaff = { ...longUser(0), annotations: 'Anotación muy larga. '.repeat(20).trim() };

const states = screenStates({
  path: `/users/${customerUser._id}`,
  user: people.admin,
  full: [...userRecord(customerUser), ...portfolio({ user: people.admin })],
  fullShows: /Brisa del Mar Apartamentos S\.L\./,
  // A member of staff: no customer, no annotations.
  empty: [...userRecord({ ...staffUser, annotations: undefined }), ...portfolio({ user: people.admin })],
  loading: [pending('get', '/api/users/{id}')],
  unreachable: [unreachable('get', '/api/users/{id}')],
  forbidden: [fail('get', '/api/users/{id}', 403, 'Forbidden')],
  long: [...longUserRecord(), ...portfolio({ user: people.longNames })],
  longShows: /Costa del Sol y Serranía de Ronda/,
  longUser: people.longNames,
});

// Stories run in this order, one after another in the same page. A customer's page does not survive
// being left for another story (the freeze of docs/users.md, known issues: React's fibers under the
// contracts' and listings' tables), so the customer's record comes last, once.
export const Loading: ScreenStory = states.Loading;
export const Staff: ScreenStory = { ...states.Empty, name: 'Empty: staff, no customer' };
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
// A member of staff's page: a customer's page does not survive the test browser narrowing from a
// desktop to a phone either.
export const PhoneEnglish: ScreenStory = {
  ...states.PhoneEnglish,
  name: 'Phone, English (staff)',
  parameters: at(`/users/${staffUser._id}`, people.admin, userRecord(staffUser), portfolio({ user: people.admin })),
  play: async ({ canvas }) => void (await canvas.findAllByText(/Álvaro Agente/)),
};
export const LongNames: ScreenStory = {
  ...states.LongNames,
  name: 'Very long names (staff)',
  parameters: at(`/users/${longStaff._id}`, people.longNames, userRecord(longStaff), portfolio({ user: people.longNames })),
  play: async ({ canvas }) => void (await canvas.findAllByText(/Villaverde y Rodríguez/)),
};
export const CustomerRecord: ScreenStory = { ...states.Full, name: 'Customer record', tags: ['both-themes'] };
