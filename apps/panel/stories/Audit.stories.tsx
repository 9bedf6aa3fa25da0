import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { auditEntries, auditEntry, auditLog } from './mocks/audit.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { accountsList, longUser, users } from './mocks/users.ts';
import { at, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Audit log' } satisfies Meta;
export default meta;

// The administrators' audit log: every write, newest first, in words, with who, the object (a link
// to a user's or a room's page), the address and the rooms a preset change or a bulk action changed.
const user = people.admin;
const around = [...accountsList(users(7)), ...portfolio({ user })];
const long = longUser(0);

const states = screenStates({
  path: '/audit',
  user,
  full: [...auditLog(auditEntries(40)), ...around],
  fullShows: /^(Ajuste predefinido modificado|Preset changed)$/,
  empty: [...auditLog([]), ...around],
  loading: [pending('get', '/api/audit')],
  unreachable: [unreachable('get', '/api/audit')],
  forbidden: [fail('get', '/api/audit', 403, 'Forbidden')],
  long: [
    ...auditLog([
      auditEntry(0, { actorUsername: long.username, actorId: long._id }),
      auditEntry(1, { actorUsername: long.username, actorId: null }),
      ...auditEntries(6).slice(2),
    ]),
    ...accountsList([long]),
    ...portfolio({ user: people.longNames }),
  ],
  longShows: /fernandez-villaverde/,
  longUser: people.longNames,
});

export const Full: ScreenStory = { ...states.Full, tags: ['both-themes'] };
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = states.Empty;
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;

/** A filtered view opened as a link: the bulk actions of one user, with nothing on the days asked. */
export const FilteredNothing: ScreenStory = {
  name: 'Filtered: nothing on those days',
  parameters: at('/audit?action=room.bulk&from=2020-01-01&to=2020-01-02', user, auditLog(auditEntries(40)), around),
  play: async ({ canvas }) => void (await canvas.findByRole('heading', { name: /Ningún cambio con estos filtros|No changes with these filters/ })),
};
