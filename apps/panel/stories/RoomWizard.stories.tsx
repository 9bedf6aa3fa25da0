import type { Meta } from '@storybook/react-vite';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Room wizard' } satisfies Meta;
export default meta;

// The wizard's first step asks nothing of the API: its states are who walks it (an administrator
// chooses the owner next, a customer is the owner) and where.
const firstStep = /^(¿Qué quieres hacer\?|What would you like to do\?)$/;
const showsFirstStep: ScreenStory['play'] = async ({ canvas }) => void (await canvas.findByRole('heading', { name: firstStep }));

export const Start: ScreenStory = {
  name: 'Start, administrator',
  tags: ['both-themes'],
  parameters: at('/rooms/new', people.admin, portfolio({ user: people.admin })),
  play: showsFirstStep,
};
export const StartCustomer: ScreenStory = {
  name: 'Start, customer',
  parameters: at('/rooms/new', people.customer, portfolio({ user: people.customer })),
  play: showsFirstStep,
};
export const StartLongNames: ScreenStory = {
  name: 'Start, very long names',
  parameters: at('/rooms/new', people.longNames, portfolio({ user: people.longNames })),
  play: showsFirstStep,
};
export const StartPhoneEnglish: ScreenStory = {
  name: 'Start, phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/rooms/new', people.admin, portfolio({ user: people.admin })),
  play: showsFirstStep,
};
