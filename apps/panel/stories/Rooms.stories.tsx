import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fail, pending, unreachable } from './mocks/api.ts';
import { alarms, longRoom, rooms } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Rooms' } satisfies Meta;
export default meta;

const states = (path: string) =>
  screenStates({
    path,
    user: people.admin,
    full: portfolio({ user: people.admin, rooms: rooms(31), alarms: alarms(6) }),
    fullShows: /Ático Malagueta/,
    empty: portfolio({ user: people.admin }),
    loading: [pending('get', '/api/rooms')],
    unreachable: [unreachable('get', '/api/rooms')],
    forbidden: [fail('get', '/api/rooms', 403, 'Forbidden')],
    long: portfolio({ user: people.longNames, rooms: [longRoom(1), longRoom(2), ...rooms(3)] }),
    longShows: /Los Geranios/,
    longUser: people.longNames,
  });

const cards = states('/rooms');
export const Cards: ScreenStory = { ...cards.Full, name: 'Cards', tags: ['both-themes'] };
export const CardsLoading: ScreenStory = { ...cards.Loading, name: 'Cards: loading' };
export const CardsEmpty: ScreenStory = { ...cards.Empty, name: 'Cards: empty' };
export const CardsNetworkError: ScreenStory = { ...cards.NetworkError, name: 'Cards: error, network' };
export const CardsForbidden: ScreenStory = { ...cards.Forbidden, name: 'Cards: error 403' };
export const CardsLongNames: ScreenStory = { ...cards.LongNames, name: 'Cards: very long names' };
export const CardsPhoneEnglish: ScreenStory = { ...cards.PhoneEnglish, name: 'Cards: phone, English' };

const table = states('/rooms?view=table');
export const Table: ScreenStory = { ...table.Full, name: 'Table', tags: ['both-themes'] };
export const TableLoading: ScreenStory = { ...table.Loading, name: 'Table: loading' };
export const TableEmpty: ScreenStory = { ...table.Empty, name: 'Table: empty' };
export const TableLongNames: ScreenStory = { ...table.LongNames, name: 'Table: very long names' };
export const TablePhoneEnglish: ScreenStory = { ...table.PhoneEnglish, name: 'Table: phone, English' };

/** The bulk actions (issue 28): every row of the page chosen, and the bar with what can be done to them. */
export const TableSelected: ScreenStory = {
  name: 'Table: rooms chosen for a bulk action',
  parameters: table.Full.parameters,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByText(/Ático Malagueta/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await expect(await canvas.findByRole('region', { name: 'Acciones en bloque' })).toBeVisible();
  },
};
