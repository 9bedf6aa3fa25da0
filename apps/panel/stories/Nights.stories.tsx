import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { longRoom, room, rooms } from './mocks/fixtures.ts';
import { emptyNight, night, roomNights } from './mocks/nights.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Nights' } satisfies Meta;
export default meta;

// Without a room in the URL the page opens on the room most in alarm: the portfolio's first.
const shown = room(0);
const long = longRoom(0);
const nightShows = /^(Noche del|Night of)/;

const states = screenStates({
  path: '/nights',
  user: people.admin,
  full: [...roomNights(shown), ...portfolio({ user: people.admin, rooms: rooms(12) })],
  fullShows: nightShows,
  empty: [...roomNights(shown, emptyNight), ...portfolio({ user: people.admin, rooms: rooms(12) })],
  loading: [pending('get', '/api/rooms/{roomId}/nights')],
  unreachable: [unreachable('get', '/api/rooms/{roomId}/nights')],
  forbidden: [fail('get', '/api/rooms/{roomId}/nights', 403, 'Forbidden')],
  long: [
    ...roomNights(long, (back) =>
      night(back, { guest: { firstName: 'María de los Ángeles Guadalupe', lastName: 'Fernández-Villaverde y Rodríguez de la Concepción' } }),
    ),
    ...portfolio({ user: people.longNames, rooms: [long] }),
  ],
  // The room's name is the room field's value; the guest's is text.
  longShows: /Fernández-Villaverde/,
  longUser: people.longNames,
  errorShows: /^(Error de conexión|Connection error|No tienes permiso para hacer esto\.|You are not allowed to do this\.|Error inesperado|Unexpected error)$/,
});

export const LastNight: ScreenStory = { ...states.Full, name: 'Last night', tags: ['both-themes'] };
export const LastSevenNights: ScreenStory = {
  ...states.Full,
  name: 'Last 7 nights',
  parameters: at(`/nights?roomId=${shown._id}&period=last7Nights`, people.admin, roomNights(shown), portfolio({ user: people.admin, rooms: rooms(12) })),
  play: async ({ canvas }) => void (await canvas.findAllByText(nightShows)),
};
export const Loading: ScreenStory = states.Loading;
export const Empty: ScreenStory = {
  ...states.Empty,
  name: 'Empty: a night without readings',
  play: async ({ canvas }) => void (await canvas.findAllByText(nightShows)),
};
export const NoRooms: ScreenStory = {
  name: 'Empty: no rooms yet',
  parameters: at('/nights', people.admin, portfolio({ user: people.admin })),
  play: async ({ canvas }) => void (await canvas.findByText(/^(Todavía no hay salas\.|There are no rooms yet\.)$/)),
};
export const NetworkError: ScreenStory = states.NetworkError;
export const Forbidden: ScreenStory = states.Forbidden;
export const LongNames: ScreenStory = states.LongNames;
export const PhoneEnglish: ScreenStory = states.PhoneEnglish;
