import type { Meta } from '@storybook/react-vite';
import { answer } from './mocks/api.ts';
import { uuid } from './mocks/fixtures.ts';
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

/** The customer's licences: one with places left, one used up. */
const licences = answer('get', '/api/rooms/license/owner/id', {
  licenses: [
    {
      _id: uuid(10, 1),
      activo: true,
      name: 'Sereno Noche',
      family: 'night',
      serviceContractId: uuid(11, 1),
      serviceContractName: 'Contrato 2026',
      total: 20,
      used: 12,
      available: 8,
    },
    {
      _id: uuid(10, 2),
      activo: true,
      name: 'Sereno Básico',
      family: 'basic',
      serviceContractId: uuid(11, 1),
      serviceContractName: 'Contrato 2026',
      total: 5,
      used: 5,
      available: 0,
    },
  ],
});
const next = /^(Siguiente|Next)$/;

export const LicenceStep: ScreenStory = {
  name: 'Licence step, customer',
  parameters: at('/rooms/new', people.customer, [licences], portfolio({ user: people.customer })),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: firstStep });
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await userEvent.type(await canvas.findByLabelText(/^(Nombre de la sala|Room name)/), 'Ático Malagueta');
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await canvas.findAllByText(/Sereno Noche/);
  },
};
