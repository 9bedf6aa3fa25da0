import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fail, pending, unreachable } from './mocks/api.ts';
import { alarms, bookings, longAlarm, longBooking, longRoom, rooms } from './mocks/fixtures.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Dashboard' } satisfies Meta;
export default meta;

const full = portfolio({ user: people.admin, rooms: rooms(31), alarms: alarms(6), bookings: bookings(9) });

export const Full: ScreenStory = {
  tags: ['both-themes'],
  parameters: at('/', people.admin, full),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Ana Admin/ })).toBeVisible();
    await expect(await canvas.findByText(/Ático Malagueta/)).toBeVisible();
  },
};

export const Loading: ScreenStory = {
  parameters: at('/', people.admin, [pending('get', '/api/rooms'), pending('get', '/api/alarms/paginated'), pending('get', '/api/bookings')], full),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Ana Admin/ })).toBeVisible();
  },
};

export const Empty: ScreenStory = {
  parameters: at('/', people.admin, portfolio({ user: people.admin })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Ana Admin/ })).toBeVisible();
  },
};

export const NetworkError: ScreenStory = {
  parameters: at('/', people.admin, [unreachable('get', '/api/rooms'), unreachable('get', '/api/alarms/paginated'), unreachable('get', '/api/bookings')], full),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: 'Reintentar' })).length).toBeGreaterThan(0);
  },
};

export const Forbidden: ScreenStory = {
  name: 'Error 403',
  parameters: at(
    '/',
    people.admin,
    [fail('get', '/api/rooms', 403, 'Forbidden'), fail('get', '/api/alarms/paginated', 403, 'Forbidden'), fail('get', '/api/bookings', 403, 'Forbidden')],
    full,
  ),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: 'Reintentar' })).length).toBeGreaterThan(0);
  },
};

export const LongNames: ScreenStory = {
  name: 'Very long names',
  parameters: at(
    '/',
    people.longNames,
    portfolio({ user: people.longNames, rooms: [longRoom(1), ...rooms(4)], alarms: [longAlarm(0), longAlarm(2)], bookings: [longBooking(3)] }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Fernández-Villaverde/ })).toBeVisible();
  },
};

export const PhoneEnglish: ScreenStory = {
  name: 'Phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/', people.admin, full),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Ana Admin/ })).toBeVisible();
  },
};
