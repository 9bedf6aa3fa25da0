import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, fail, pending, unreachable } from './mocks/api.ts';
import { customerUser, userRecord } from './mocks/customers.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/New customer' } satisfies Meta;
export default meta;

// Staff add a customer in one form: the company, its first user, a contract with its licences. The
// form asks nothing of the API until it is sent; its states are the answers to POST /api/customers.
const path = '/users/new-customer';
const world = portfolio({ user: people.admin });
const form = /^(Nuevo cliente|New customer)$/;
const showsForm: ScreenStory['play'] = async ({ canvas }) => void (await expect(await canvas.findByRole('form', { name: form })).toBeVisible());

const longCompany = 'Apartamentos Turísticos Costa del Sol y Serranía de Ronda, Sociedad Limitada Unipersonal';
const longName = 'María de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción';
// The email check wants a real top-level domain.
const longEmail = 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.es';

/** Fills what the form requires and sends it, as a person does. */
const fillAndSend =
  ({ company = 'Casitas de los Picos S.L.', name = 'Pilar Picos', email = 'pilar@casitaspicos.es', username = 'casitas.picos' } = {}): NonNullable<
    ScreenStory['play']
  > =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Empresa/ }), company);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre de usuario/ }), username);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre( \*)?$/ }), name);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email( \*)?$/ }), email);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Sereno#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cliente' }));
  };

export const Blank: ScreenStory = { name: 'Blank form', tags: ['both-themes'], parameters: at(path, people.admin, world), play: showsForm };

export const Invalid: ScreenStory = {
  name: 'Sent empty: every required field marked',
  parameters: at(path, people.admin, world),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Crear cliente' }));
    await expect(await canvas.findByRole('textbox', { name: /^Empresa/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sending: ScreenStory = {
  name: 'Sending',
  parameters: at(path, people.admin, [pending('post', '/api/customers')], world),
  play: async (context) => {
    await fillAndSend()(context);
    await expect(context.canvas.getByRole('textbox', { name: /^Empresa/ })).toHaveValue('Casitas de los Picos S.L.');
  },
};

export const NetworkError: ScreenStory = {
  name: 'Error: network',
  parameters: at(path, people.admin, [unreachable('post', '/api/customers')], world),
  play: async (context) => {
    await fillAndSend()(context);
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
  },
};

export const UserTaken: ScreenStory = {
  name: 'Error: username taken (409)',
  parameters: at(path, people.admin, [fail('post', '/api/customers', 409, 'USER_ALREADY_EXISTS')], world),
  play: async (context) => {
    await fillAndSend()(context);
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
  },
};

export const Forbidden: ScreenStory = {
  name: 'Error: 403 (a field agent)',
  parameters: at(path, people.agent, portfolio({ user: people.agent })),
  play: async ({ canvas }) => void (await canvas.findByText(/^(No tienes acceso a esta página|You do not have access to this page)$/)),
};

export const Created: ScreenStory = {
  name: 'Created: the new user’s page opens',
  parameters: at(
    path,
    people.admin,
    [answer('post', '/api/customers', { customerId: customerUser.customerId ?? '', userId: customerUser._id })],
    userRecord(customerUser),
    world,
  ),
  play: async (context) => {
    await fillAndSend()(context);
    await context.canvas.findAllByText(/Brisa del Mar Apartamentos S\.L\./);
  },
};

export const LongValues: ScreenStory = {
  name: 'Very long values',
  parameters: at(path, people.longNames, [pending('post', '/api/customers')], portfolio({ user: people.longNames })),
  play: fillAndSend({ company: longCompany, name: longName, email: longEmail, username: 'maria.de.los.angeles.fernandez-villaverde' }),
};

export const PhoneEnglish: ScreenStory = {
  name: 'Phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at(path, people.admin, world),
  play: showsForm,
};
