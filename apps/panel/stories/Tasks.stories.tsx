import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { bookings } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { longTask, taskBoard, tasks } from './mocks/tasks.ts';
import { screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Tasks' } satisfies Meta;
export default meta;

const states = (path: string) =>
  screenStates({
    path,
    user: people.admin,
    full: [...taskBoard(tasks(30)), ...portfolio({ user: people.admin, bookings: bookings(10) })],
    fullShows: /Ático Malagueta/,
    empty: [...taskBoard([]), ...portfolio({ user: people.admin })],
    loading: [pending('get', '/api/tasks')],
    unreachable: [unreachable('get', '/api/tasks')],
    forbidden: [fail('get', '/api/tasks', 403, 'Forbidden')],
    long: [...taskBoard([longTask(0), longTask(1), ...tasks(3)]), ...portfolio({ user: people.longNames })],
    longShows: /Los Geranios/,
    longUser: people.longNames,
  });

const list = states('/tasks');
export const List: ScreenStory = { ...list.Full, name: 'List', tags: ['both-themes'] };
export const ListLoading: ScreenStory = { ...list.Loading, name: 'List: loading' };
export const ListEmpty: ScreenStory = { ...list.Empty, name: 'List: empty' };
export const ListNetworkError: ScreenStory = { ...list.NetworkError, name: 'List: error, network' };
export const ListForbidden: ScreenStory = { ...list.Forbidden, name: 'List: error 403' };
export const ListLongNames: ScreenStory = { ...list.LongNames, name: 'List: very long names' };
export const ListPhoneEnglish: ScreenStory = { ...list.PhoneEnglish, name: 'List: phone, English' };

const calendar = states('/task-calendar');
export const Calendar: ScreenStory = { ...calendar.Full, name: 'Calendar', tags: ['both-themes'] };
export const CalendarLoading: ScreenStory = { ...calendar.Loading, name: 'Calendar: loading' };
export const CalendarEmpty: ScreenStory = { ...calendar.Empty, name: 'Calendar: empty' };
export const CalendarNetworkError: ScreenStory = { ...calendar.NetworkError, name: 'Calendar: error, network' };
export const CalendarForbidden: ScreenStory = { ...calendar.Forbidden, name: 'Calendar: error 403' };
export const CalendarLongNames: ScreenStory = { ...calendar.LongNames, name: 'Calendar: very long names' };
export const CalendarPhoneEnglish: ScreenStory = { ...calendar.PhoneEnglish, name: 'Calendar: phone, English' };
